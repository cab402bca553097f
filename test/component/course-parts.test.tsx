/**
 * The parts the course detail and the player share: CourseCatalogue, CourseComments (over a CommentThread) and
 * CourseAttachments. Runs in both passes (H5 and mini-program platform files).
 */
import Taro from '@tarojs/taro'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { CourseCatalogue } from '@/components/CourseCatalogue'
import { CourseComments } from '@/components/CourseComments'
import { CourseAttachments } from '@/components/CourseAttachments'
import { platform } from '@/platform'
import type { Attachment, CatalogueGroup, Video } from '@/services/api/types'
import { CommentThread, type CommentBox } from '@/stores/comment-thread'
import type { RootStore } from '@/stores'
import { deferred, envelope, ok, requestMock, routeRequests, type FakeResponse } from '../mocks/api'
import { recorded, recordedData } from '../mocks/samples'
import { asServer } from '../mocks/server'
import {
  actAndSettle,
  agoIso,
  bootedRoot,
  makeMember,
  renderWithStores,
  wireHttp,
  TEST_API,
} from '../mocks/app'
import { $, countOf, tap, toasts, type } from '../mocks/screen'
import { setCurrentPages } from '../mocks/taro'

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? describe : describe.skip
const onWeapp = ENV === 'weapp' ? describe : describe.skip

beforeEach(() => {
  wireHttp()
  // The learner is on course 3's page (both builds read where they are from their own source).
  window.location.hash = '#/vod/detail?id=3'
  setCurrentPages([{ route: 'packages/learning/vod/detail/index', options: { id: '3' } }])
})

/** The requests sent to `METHOD /path`, in order. */
const requestsTo = (key: string) =>
  requestMock.mock.calls
    .map(([request]) => request)
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)

const navigatedTo = () => jest.mocked(Taro.navigateTo).mock.calls.map(([options]) => options.url)
const LOGIN_BACK_TO_COURSE = '/pages/login/index?redirect=%2Fvod%2Fdetail%3Fid%3D3'

function video(id: number, overrides: Partial<Video> = {}): Video {
  return {
    id,
    course_id: 3,
    title: `第${id}节`,
    chapter_id: 0,
    duration: 65,
    charge: 0,
    free_seconds: 0,
    ban_drag: false,
    is_ban_sell: false,
    ...overrides,
  }
}

// ------------------------------------------------------------------------------------------- catalogue

describe('CourseCatalogue', () => {
  const catalogue: CatalogueGroup[] = [
    {
      chapter: { id: 10, course_id: 3, title: '第一章 入门' },
      videos: [
        video(1, { duration: 65, free_seconds: 5 }),
        video(2, { duration: 3725, title: '<i>"斜体"</i> 🎬 <script>x</script>' }),
      ],
    },
    { chapter: { id: 11, course_id: 3, title: '第二章 空的' }, videos: [] },
    { chapter: null, videos: [video(3, { duration: 30, free_seconds: 10 })] },
  ]
  const progress = {
    1: { video_id: 1, watch_seconds: 12, watched_at: '' },
    3: { video_id: 3, watch_seconds: 29, watched_at: '' },
  }

  function renderCatalogue(props: { trial?: boolean; currentVideoId?: number } = {}) {
    const onOpen = jest.fn()
    render(
      <CourseCatalogue
        catalogue={catalogue}
        progress={progress}
        trial={props.trial ?? false}
        currentVideoId={props.currentVideoId}
        onOpen={onOpen}
      />
    )
    return onOpen
  }

  it('shows chapters in order, loose videos under 无章节内容, an empty chapter says so', () => {
    renderCatalogue()
    const titles = [...document.querySelectorAll('.course-catalogue__chapter')].map(
      (node) => node.textContent
    )
    expect(titles).toEqual(['第一章 入门', '第二章 空的', '无章节内容'])
    expect(within($('chapter-11')!).getByText('本章节暂无视频')).toBeInTheDocument()
    expect(within($('chapter-none')!).getByText('第3节')).toBeInTheDocument()
    expect(within($('chapter-10')!).queryByText('本章节暂无视频')).toBeNull()
  })

  it('durations as mm:ss or h:mm:ss, titles literally', () => {
    renderCatalogue()
    expect(within($('video-1')!).getByText('01:05')).toBeInTheDocument()
    expect(within($('video-2')!).getByText('1:02:05')).toBeInTheDocument()
    expect(within($('video-2')!).getByText('<i>"斜体"</i> 🎬 <script>x</script>')).toBeInTheDocument()
    expect($('video-2')!.querySelector('i, script')).toBeNull()
  })

  it('watched marks from the progress: 学习到 mm:ss, or 已学完 at the last second', () => {
    renderCatalogue()
    expect(within($('video-1')!).getByText('学习到 00:12')).toBeInTheDocument()
    expect(within($('video-3')!).getByText('已学完')).toBeInTheDocument()
    expect($('video-2')!.textContent).not.toMatch(/学习到|已学完/)
  })

  it('试看 only for a course the learner cannot watch, on videos with free seconds', () => {
    renderCatalogue({ trial: true })
    expect(within($('video-1')!).getByText('试看')).toBeInTheDocument()
    expect(within($('video-3')!).getByText('试看')).toBeInTheDocument()
    expect(within($('video-2')!).queryByText('试看')).toBeNull()
  })

  it('no 试看 when the course is free or bought', () => {
    renderCatalogue({ trial: false })
    expect(screen.queryByText('试看')).toBeNull()
  })

  it('highlights the current video and opens a tapped one', () => {
    const onOpen = renderCatalogue({ currentVideoId: 2 })
    expect($('video-2')).toHaveAttribute('data-current', 'true')
    expect($('video-2')).toHaveClass('course-catalogue__video--current')
    expect($('video-1')).toHaveAttribute('data-current', 'false')
    tap('video-3')
    expect(onOpen).toHaveBeenCalledWith(catalogue[2].videos[0])
  })

  it('chapters start open and fold and open again on a tap of their title', () => {
    renderCatalogue()
    expect(['chapter-10', 'chapter-11', 'chapter-none'].map((id) => $(id)!.dataset.open)).toEqual([
      'true',
      'true',
      'true',
    ])
    tap('chapter-10-header')
    expect($('chapter-10')).toHaveAttribute('data-open', 'false')
    expect($('video-1')).toBeNull()
    expect($('video-2')).toBeNull()
    expect($('chapter-11')).toHaveAttribute('data-open', 'true')
    expect($('video-3')).not.toBeNull()
    tap('chapter-10-header')
    expect($('chapter-10')).toHaveAttribute('data-open', 'true')
    expect($('video-1')).not.toBeNull()
  })

  it('a course without chapters (one group, chapter null): its videos alone, no 无章节内容 heading', () => {
    const onOpen = jest.fn()
    const flat: CatalogueGroup[] = [{ chapter: null, videos: [video(8), video(9), video(10)] }]
    render(
      <CourseCatalogue catalogue={flat} progress={{}} trial={false} currentVideoId={9} onOpen={onOpen} />
    )
    expect(screen.queryByText('无章节内容')).toBeNull()
    expect($('chapter-none-header')).toBeNull()
    expect([...document.querySelectorAll('[id^="video-"]')].map((row) => row.id)).toEqual([
      'video-8',
      'video-9',
      'video-10',
    ])
    expect($('video-9')).toHaveAttribute('data-current', 'true')
    tap('video-10')
    expect(onOpen).toHaveBeenCalledWith(flat[0].videos[2])
  })

  it('a course without videos says so', () => {
    render(<CourseCatalogue catalogue={[]} progress={{}} trial={false} onOpen={jest.fn()} />)
    expect(screen.getByText('暂无课程目录')).toBeInTheDocument()
  })
})

// -------------------------------------------------------------------------------------------- comments

const COMMENTS = 'GET /api/v2/course/3/comments'
const POST = 'POST /api/v2/course/3/comment'
const V3_LIST = 'GET /api/v3/comments'
const V3_MORE = 'GET /api/v3/comments/replies'
const V3_POST = 'POST /api/v3/comment/store'

const commentsAnswer = (count = 2) =>
  ok({
    comments: [
      {
        id: 1,
        user_id: 7,
        render_content:
          '<p>讲得<b>很好</b><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>',
        created_at: agoIso(5 * 60 * 1000),
        ip_province: '广东',
      },
      { id: 2, user_id: 99, render_content: '<p>第二条</p>', created_at: '2020-01-02T03:04:05.000000Z' },
    ].slice(0, count),
    users: { 7: { id: 7, nick_name: '<i>小李</i>', avatar: 'https://cdn.test/a.png' } },
  })

async function renderComments(
  root: RootStore = bootedRoot({ user: makeMember() }),
  box: CommentBox = 'open'
) {
  const thread = new CommentThread({ kind: 'course', id: 3 })
  renderWithStores(<CourseComments thread={thread} box={box} />, root)
  await actAndSettle()
  return thread
}

const items = () => [...document.querySelectorAll<HTMLElement>('.course-comments__item')]
const replies = (item: HTMLElement) => [...item.querySelectorAll<HTMLElement>('.course-comments__reply')]
const replyButtons = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('.course-comments__reply-button')].filter(
    // a comment's own 回复, not those of its replies
    (button) => button.closest('.course-comments__reply, .course-comments__item') === element
  )

describe('CourseComments (4.9.10)', () => {
  it('lists comments: nickname literally, relative time and region, sanitised HTML, a gone author', async () => {
    routeRequests({ [COMMENTS]: commentsAnswer() })
    await renderComments()
    const [first, second] = items()
    expect(items()).toHaveLength(2)
    expect(within(first).getByText('<i>小李</i>')).toBeInTheDocument()
    expect(within(first).getByText('5分钟前 | 广东')).toBeInTheDocument()
    expect(first).toHaveTextContent('讲得很好')
    expect(first.querySelector('script, [onerror]')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
    expect(within(second).getByText('学员已注销')).toBeInTheDocument()
    expect(within(second).getByText('2020-01-02 03:04')).toBeInTheDocument()
    // No picture for the unknown author: NutUI's person icon instead.
    expect(second.querySelector('.nut-avatar img, .nut-avatar-img')).toBeNull()
    expect(second.querySelector('.nut-avatar-icon')).not.toBeNull()
    // No replies on this server: no 回复.
    expect(screen.queryByText('回复')).toBeNull()
  })

  it('an empty thread says 暂无评论 (the recorded empty answer, 4.9.10/15)', async () => {
    routeRequests({ [COMMENTS]: recorded('4.9.10', '15') })
    await renderComments()
    expect(screen.getByText('暂无评论')).toBeInTheDocument()
  })

  it('a failed list offers 重新加载 and the input still works', async () => {
    routeRequests({ [COMMENTS]: envelope(500, '服务器错误') })
    await renderComments()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
    expect($('comment-input')).not.toBeNull()
  })

  it('fewer than 6 characters after trimming: 评论内容不能少于6个字, nothing sent; only spaces: 请输入评论内容', async () => {
    routeRequests({ [COMMENTS]: commentsAnswer(), [POST]: ok([]) })
    await renderComments()
    type('comment-input', '  12345   ')
    await actAndSettle(() => tap('comment-publish'))
    expect(toasts()).toContain('评论内容不能少于6个字')
    type('comment-input', '   ')
    await actAndSettle(() => tap('comment-publish'))
    expect(toasts()).toContain('请输入评论内容')
    expect(countOf(POST)).toBe(0)
    expect($<HTMLInputElement>('comment-input')!.value).toBe('   ')
  })

  it('sends the trimmed comment once however often 发布 is tapped, then 成功, empty input, the list again', async () => {
    const answer = deferred<FakeResponse>()
    let posted: unknown = null
    routeRequests({
      [COMMENTS]: commentsAnswer(),
      [POST]: (request) => {
        posted = request.data
        return answer.promise
      },
    })
    await renderComments()
    type('comment-input', '  这门课很有帮助  ')
    await actAndSettle(() => {
      tap('comment-publish')
      tap('comment-publish')
      tap('comment-publish')
    })
    expect(countOf(POST)).toBe(1)
    expect(posted).toEqual({ content: '这门课很有帮助' })

    await actAndSettle(() => answer.resolve(recorded('4.9.10', '31')))
    expect(toasts()).toContain('成功')
    expect($<HTMLInputElement>('comment-input')!.value).toBe('')
    expect(countOf(COMMENTS)).toBe(2)
    expect(countOf(POST)).toBe(1)
  })

  it('a refused comment keeps the draft; the server says why', async () => {
    routeRequests({ [COMMENTS]: commentsAnswer(), [POST]: envelope(500, '无权限') })
    await renderComments()
    type('comment-input', '我想说点什么呢')
    await actAndSettle(() => tap('comment-publish'))
    expect(toasts()).toContain('无权限')
    expect(toasts()).not.toContain('成功')
    expect($<HTMLInputElement>('comment-input')!.value).toBe('我想说点什么呢')
    // Not in flight any more: a second try sends again.
    await actAndSettle(() => tap('comment-publish'))
    expect(countOf(POST)).toBe(2)
  })

  it('logged out: no box; 登录后参与评论 leads to the login page and back to this course', async () => {
    routeRequests({ [COMMENTS]: commentsAnswer() })
    await renderComments(bootedRoot(), 'login')
    expect($('comment-input')).toBeNull()
    expect($('comment-hint')).toHaveTextContent('登录后参与评论')
    await actAndSettle(() => tap('comment-hint'))
    expect(navigatedTo()).toEqual([LOGIN_BACK_TO_COURSE])
  })

  it.each([
    ['buy', '购买课程后才能评论'],
    ['closed', '评论已关闭'],
  ] as const)('box %s: no input, the reason instead', async (box, hint) => {
    routeRequests({ [COMMENTS]: commentsAnswer() })
    await renderComments(undefined, box)
    expect($('comment-input')).toBeNull()
    expect($('comment-publish')).toBeNull()
    expect($('comment-hint')).toHaveTextContent(hint)
  })
})

describe('CourseComments (v4.9.30: replies and review)', () => {
  beforeEach(() => asServer('v4.9.30'))

  it('a comment and its replies (41f): 回复 line, 评论审核中 from is_check, region, 回复 under approved items only', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f') })
    await renderComments()
    const [comment] = items()
    expect(comment).toHaveAttribute('data-comment-id', 'gvqmylWbqJAdnojk')
    expect(within(comment).getAllByText(/\| 内网IP$/).length).toBe(3)
    const [pending, approved] = replies(comment)
    // The list sent the pending reply's text (a server bug): it is not shown.
    expect(within(pending).getByText('样例学员 回复 测试学员')).toBeInTheDocument()
    expect(within(pending).getByText('评论审核中')).toBeInTheDocument()
    expect(pending).not.toHaveTextContent('谢谢回复')
    expect(within(approved).getByText('测试学员')).toBeInTheDocument()
    expect(approved).toHaveTextContent('同意，第二章也很好')
    expect(replyButtons(comment)).toHaveLength(1)
    expect(replyButtons(pending)).toHaveLength(0)
    expect(replyButtons(approved)).toHaveLength(1)
    expect(screen.queryByText(/查看全部/)).toBeNull()
  })

  it('a pending comment (41b): 评论审核中 and no 回复; a gone learner: 学员已注销', async () => {
    const data = recordedData('v4.9.30', '41b')
    data.data.push({ ...data.data[0], id: 'gone0000gone0000', is_check: 1, content: '旧评论', user: [] })
    routeRequests({ [V3_LIST]: ok(data) })
    await renderComments()
    const [pending, gone] = items()
    expect(within(pending).getByText('评论审核中')).toBeInTheDocument()
    expect(replyButtons(pending)).toHaveLength(0)
    expect(within(gone).getByText('学员已注销')).toBeInTheDocument()
  })

  it('回复 puts 回复{nick_name} in the box; the reply is sent under that comment and shows as 评论审核中', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f'), [V3_POST]: recorded('v4.9.30', '41e') })
    await renderComments()
    const [comment] = items()
    const [, approved] = replies(comment)
    await actAndSettle(() => fireEvent.click(replyButtons(approved)[0]))
    expect($<HTMLInputElement>('comment-input')).toHaveAttribute('placeholder', '回复测试学员')
    type('comment-input', '谢谢回复')
    await actAndSettle(() => tap('comment-publish'))
    expect(toasts()).toContain('发布成功，审核通过后展示')
    const sent = requestsTo(V3_POST)[0].data
    expect(sent).toEqual({
      rt: 1,
      rid: 3,
      content: '谢谢回复',
      parent_id: 'gvqmylWbqJAdnojk',
      reply_id: 'dypKgrYRqW9Z6PNz',
    })
    const first = replies(items()[0])[0]
    expect(first).toHaveTextContent('样例学员 回复 测试学员')
    expect(first).toHaveTextContent('评论审核中')
    expect($<HTMLInputElement>('comment-input')).toHaveAttribute('placeholder', '请输入评论内容')
  })

  it('取消回复 goes back to a comment of one’s own; a new comment shows first, waiting for review', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f'), [V3_POST]: recorded('v4.9.30', '41') })
    await renderComments()
    await actAndSettle(() => fireEvent.click(replyButtons(items()[0])[0]))
    expect($<HTMLInputElement>('comment-input')).toHaveAttribute('placeholder', '回复样例学员')
    tap('comment-reply-cancel')
    await actAndSettle()
    expect($('comment-reply-cancel')).toBeNull()
    type('comment-input', '<b>讲得很清楚</b>，期待下一章！')
    await actAndSettle(() => tap('comment-publish'))
    expect(requestsTo(V3_POST)[0].data).toMatchObject({ parent_id: 0, reply_id: 0 })
    expect(items()).toHaveLength(2)
    expect(items()[0]).toHaveTextContent('评论审核中')
  })

  it('a refusal keeps the text (评论审核中 replying to a comment under review, 41c)', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f'), [V3_POST]: recorded('v4.9.30', '41c') })
    await renderComments()
    await actAndSettle(() => fireEvent.click(replyButtons(items()[0])[0]))
    type('comment-input', '同意')
    await actAndSettle(() => tap('comment-publish'))
    expect(toasts()).toContain('评论审核中')
    expect($<HTMLInputElement>('comment-input')!.value).toBe('同意')
  })

  it('more than 140 characters: 评论内容最多140个字符, nothing sent, the text kept; the box takes 140', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '15b') })
    const thread = await renderComments()
    expect($<HTMLInputElement>('comment-input')).toHaveAttribute('maxlength', '140')
    await actAndSettle(() => thread.setDraft('评'.repeat(141)))
    await actAndSettle(() => tap('comment-publish'))
    expect(toasts()).toContain('评论内容最多140个字符')
    expect(countOf(V3_POST)).toBe(0)
  })

  it('查看全部{total}条评论 and 查看全部{replies_count}条回复 load the rest', async () => {
    const first = recordedData('v4.9.30', '41f')
    first.total = 6
    first.data[0].replies = first.data[0].replies.slice(1)
    routeRequests({ [V3_LIST]: ok(first), [V3_MORE]: recorded('v4.9.30', '41g') })
    await renderComments()
    expect(replies(items()[0])).toHaveLength(1)
    await actAndSettle(() => fireEvent.click(screen.getByText('查看全部2条回复')))
    expect(replies(items()[0])).toHaveLength(2)
    expect(screen.queryByText('查看全部2条回复')).toBeNull()

    routeRequests({ [V3_MORE]: recorded('v4.9.30', '41h') })
    await actAndSettle(() => tap('comments-all'))
    expect(screen.queryByText('查看全部6条评论')).toBeNull()
    expect(requestsTo(V3_MORE).at(-1)?.data).toEqual({ rt: 1, rid: 3 })
  })

  it('no 回复 buttons when the learner cannot post', async () => {
    routeRequests({ [V3_LIST]: recorded('v4.9.30', '41f') })
    await renderComments(undefined, 'buy')
    expect(screen.queryByText('回复')).toBeNull()
  })
})

// ----------------------------------------------------------------------------------------- attachments

describe('CourseAttachments', () => {
  const attachments: Attachment[] = [
    { id: 5, name: '课程讲义.pdf', size: 1536, extension: 'pdf' },
    { id: 6, name: '<b>练习</b>"题"', size: 2.5 * 1024 * 1024, extension: 'zip' },
  ]

  function renderAttachments(root: RootStore, bought: boolean, list = attachments) {
    root.config.save({ url: TEST_API })
    renderWithStores(<CourseAttachments courseId={3} attachments={list} bought={bought} />, root)
  }

  it('name literally, extension and size in KB/MB', () => {
    renderAttachments(bootedRoot(), false)
    const first = $('attachment-5')!
    expect(within(first).getByText('课程讲义.pdf')).toBeInTheDocument()
    expect(within(first).getByText('PDF')).toBeInTheDocument()
    expect(within(first).getByText('1.5KB')).toBeInTheDocument()
    const second = $('attachment-6')!
    expect(within(second).getByText('<b>练习</b>"题"')).toBeInTheDocument()
    expect(within(second).getByText('2.5MB')).toBeInTheDocument()
    expect(within(second).getByText('ZIP')).toBeInTheDocument()
  })

  it('none: 暂无课件', () => {
    renderAttachments(bootedRoot(), true, [])
    expect(screen.getByText('暂无课件')).toBeInTheDocument()
  })

  it('logged out, 下载 leads to the login page', async () => {
    const open = jest.spyOn(platform, 'openDownload')
    renderAttachments(bootedRoot(), false)
    await actAndSettle(() => tap('attachment-download-5'))
    expect(navigatedTo()).toEqual([LOGIN_BACK_TO_COURSE])
    expect(open).not.toHaveBeenCalled()
  })

  it('not bought: 请购买课程', async () => {
    const open = jest.spyOn(platform, 'openDownload')
    renderAttachments(bootedRoot({ user: makeMember() }), false)
    await actAndSettle(() => tap('attachment-download-5'))
    expect(toasts()).toEqual(['请购买课程'])
    expect(open).not.toHaveBeenCalled()
    expect(Taro.setClipboardData).not.toHaveBeenCalled()
  })

  onH5('in a phone browser', () => {
    it('bought: opens the download address with the token in a new tab', async () => {
      const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
      renderAttachments(bootedRoot({ user: makeMember() }), true)
      await actAndSettle(() => tap('attachment-download-5'))
      expect(open).toHaveBeenCalledWith(`${TEST_API}/api/v2/course/attach/5/download?token=token-1`, '_blank')
      expect(Taro.setClipboardData).not.toHaveBeenCalled()
    })

    it("inside WeChat's browser: copies the link and says to use a browser", async () => {
      jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')
      const open = jest.spyOn(window, 'open')
      renderAttachments(bootedRoot({ user: makeMember() }), true)
      await actAndSettle(() => tap('attachment-download-6'))
      expect(Taro.setClipboardData).toHaveBeenCalledWith({
        data: `${TEST_API}/api/v2/course/attach/6/download?token=token-1`,
      })
      expect(toasts()).toContain('链接已复制，请在浏览器中打开下载（链接含登录信息，请勿分享）')
      expect(open).not.toHaveBeenCalled()
    })
  })

  onWeapp('in the mini-program', () => {
    it('bought: copies the link and explains how to download it in a browser', async () => {
      renderAttachments(bootedRoot({ user: makeMember() }), true)
      await actAndSettle(() => tap('attachment-download-5'))
      expect(Taro.setClipboardData).toHaveBeenCalledWith({
        data: `${TEST_API}/api/v2/course/attach/5/download?token=token-1`,
      })
      expect(Taro.showModal).toHaveBeenCalledWith(
        expect.objectContaining({ content: expect.stringContaining('浏览器'), showCancel: false })
      )
    })
  })
})
