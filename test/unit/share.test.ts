/**
 * What 转发 and 分享到朋友圈 send (src/share.ts): the shared page's title (its own, else the route's, home: the
 * site name), the page path the receiver opens, the Moments query, the cover; home from a page that is not
 * shareable; and the page configs that give every mini-program page WeChat's share handlers.
 */
import fs from 'fs'
import path from 'path'
import { ROUTES, pageConfig, pageUrl, type RoutePath } from '@/routes'
import {
  SHARE_TITLE_MAX,
  detailShare,
  homeShare,
  isShareable,
  shareImage,
  shareMessage,
  shareTimeline,
} from '@/share'

const SITE = 'MeEdu 培训'
const COVER = 'https://cdn.example.com/course/1.jpg'

describe('a course, a notice, a paper, home and the course list are shared as themselves', () => {
  it('a course: its title, the course page with its id, its cover', () => {
    const share = detailShare('/vod/detail', 3, '新员工入职指南', COVER)
    expect(shareMessage('/vod/detail', share, SITE)).toEqual({
      title: '新员工入职指南',
      path: '/packages/learning/vod/detail/index?id=3',
      imageUrl: COVER,
    })
    expect(shareTimeline('/vod/detail', share, SITE)).toEqual({
      title: '新员工入职指南',
      query: 'id=3',
      imageUrl: COVER,
    })
  })

  it('the path is the page Taro opens for the route (what navigate() would open)', () => {
    const { path: sharedPath } = shareMessage(
      '/vod/examDetail',
      detailShare('/vod/examDetail', 7, '安全考试'),
      SITE
    )
    expect(sharedPath).toBe(pageUrl('/vod/examDetail', { id: 7 }))
  })

  it('a notice has no cover: none is sent, so WeChat takes a screenshot', () => {
    const message = shareMessage('/vodNotice', detailShare('/vodNotice', 5, '年度培训计划'), SITE)
    expect(message).toEqual({ title: '年度培训计划', path: '/packages/training/vodNotice/index?id=5' })
    expect('imageUrl' in message).toBe(false)
  })

  it('before the course has loaded (or without a title): the route title, still the same course', () => {
    expect(shareMessage('/vod/detail', detailShare('/vod/detail', 3, undefined), SITE)).toEqual({
      title: '课程详情',
      path: '/packages/learning/vod/detail/index?id=3',
    })
    expect(shareTimeline('/vod/detail', detailShare('/vod/detail', 3, '  \n '), SITE).title).toBe('课程详情')
  })

  it('home: the site name, else 首页', () => {
    expect(shareMessage('/', undefined, SITE)).toEqual({ title: SITE, path: '/pages/home/index' })
    expect(shareMessage('/', undefined, '')).toEqual({ title: '首页', path: '/pages/home/index' })
    expect(shareTimeline('/', undefined, SITE)).toEqual({ title: SITE, query: '' })
  })

  it('the course list keeps its category and scene; "all" leaves them out', () => {
    const filtered = { path: '/vod' as const, query: { category_id: '2', scene: 'free' } }
    expect(shareMessage('/vod', filtered, SITE)).toEqual({
      title: '新入职',
      path: '/packages/learning/vod/index?category_id=2&scene=free',
    })
    expect(shareTimeline('/vod', filtered, SITE).query).toBe('category_id=2&scene=free')
    const all = { path: '/vod' as const, query: { category_id: '', scene: '' } }
    expect(shareMessage('/vod', all, SITE).path).toBe('/packages/learning/vod/index')
    expect(shareTimeline('/vod', all, SITE).query).toBe('')
  })
})

describe('a page that is not shareable shares home', () => {
  const notShareable: RoutePath[] = [
    '/order',
    '/member/profile',
    '/login',
    '/vod/video',
    '/member',
    '/webview',
  ]

  it.each(notShareable)('%s → home, whatever the page describes', (from) => {
    expect(isShareable(from)).toBe(false)
    const home = { title: SITE, path: '/pages/home/index' }
    expect(shareMessage(from, undefined, SITE)).toEqual(home)
    // Even a page that hands over a course (by mistake) shares home: the route table decides.
    expect(shareMessage(from, detailShare('/vod/detail', 3, '课程', COVER), SITE)).toEqual(home)
  })

  it('an exam attempt (on the paper page) asks for home in a chat', () => {
    expect(shareMessage('/vod/examDetail', homeShare(), SITE)).toEqual({
      title: SITE,
      path: '/pages/home/index',
    })
  })

  it('a bad id (the page shows the error page) shares home', () => {
    expect(shareMessage('/vod/detail', detailShare('/vod/detail', null, '课程'), SITE).path).toBe(
      '/pages/home/index'
    )
  })

  it("Moments opens the current page: another page's description gives this page's bare title and query", () => {
    expect(shareTimeline('/vod/examDetail', homeShare(), SITE)).toEqual({ title: '考试详情', query: '' })
  })
})

describe('titles and covers from the server are data', () => {
  it('a hostile title is passed as text, character for character', () => {
    const hostile = '<img src=x onerror=alert(1)>&amp;"\'课程'
    expect(shareMessage('/vod/detail', detailShare('/vod/detail', 3, hostile), SITE).title).toBe(hostile)
    expect(shareTimeline('/vod/detail', detailShare('/vod/detail', 3, hostile), SITE).title).toBe(hostile)
  })

  it('a title on several lines is one line', () => {
    expect(
      shareMessage('/vod/detail', detailShare('/vod/detail', 3, ' 第一行\n\t第二行\r\n'), SITE).title
    ).toBe('第一行 第二行')
  })

  it('a long title is cut with an ellipsis, never inside a character', () => {
    const long = '😀课'.repeat(200)
    const title = shareMessage('/vod/detail', detailShare('/vod/detail', 3, long), SITE).title
    expect(Array.from(title)).toHaveLength(SHARE_TITLE_MAX)
    expect(title.endsWith('…')).toBe(true)
    expect(long.startsWith(title.slice(0, -1))).toBe(true)
    const exact = '课'.repeat(SHARE_TITLE_MAX)
    expect(shareMessage('/vod/detail', detailShare('/vod/detail', 3, exact), SITE).title).toBe(exact)
  })

  it('a hostile id cannot add to the path: the query is encoded', () => {
    const share = { path: '/vod' as const, query: { category_id: '1&redirect=//evil', scene: 'free' } }
    expect(shareMessage('/vod', share, SITE).path).toBe(
      '/packages/learning/vod/index?category_id=1%26redirect%3D%2F%2Fevil&scene=free'
    )
  })

  it.each([
    [COVER, COVER],
    ['http://cdn.example.com/a.png', 'http://cdn.example.com/a.png'],
    ['//cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['/storage/a.png', undefined],
    ['javascript:alert(1)', undefined],
    ['https://cdn.example.com/a b.png', undefined],
    ['https://cdn.example.com/course-1.svg', undefined],
    ['https://cdn.example.com/course-1.SVG?v=2', undefined],
    ['https://cdn.example.com/cover?format=svg', 'https://cdn.example.com/cover?format=svg'],
    ['', undefined],
    [null, undefined],
  ])('cover %p → %p', (image, expected) => {
    expect(shareImage(image)).toBe(expected)
    const message = shareMessage('/vod/detail', detailShare('/vod/detail', 3, '课程', image), SITE)
    expect(message.imageUrl).toBe(expected)
  })
})

describe('every mini-program page has the share handlers', () => {
  it('every page config enables 转发; the shareable ones 分享到朋友圈 too', () => {
    const shareable = ROUTES.filter((route) => 'share' in route && route.share).map((route) => route.path)
    expect(shareable.sort()).toEqual(['/', '/vod', '/vod/detail', '/vod/examDetail', '/vodNotice'])
    for (const route of ROUTES) {
      const config = pageConfig(route.path)
      expect(config.enableShareAppMessage).toBe(true)
      expect(Boolean(config.enableShareTimeline)).toBe(shareable.includes(route.path))
    }
  })

  it('one registration per page: every page renders the page shell, or (the web-view) registers its own', () => {
    const src = path.resolve(__dirname, '..', '..', 'src')
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]
        )
    const files = walk(src).filter((file) => /\.tsx?$/.test(file))
    const text = (file: string) => fs.readFileSync(file, 'utf8')
    const registering = files
      .filter((file) => /useShare(AppMessage|Timeline)\(/.test(text(file)))
      .map((file) => path.relative(src, file))
    // The mini-program's hook registers them; H5's (use-page-share.h5.ts) has nothing to answer.
    expect(registering).toEqual([path.join('components', 'PageShell', 'use-page-share.weapp.ts')])
    const callers = files
      .filter((file) => /usePageShare\(/.test(text(file)) && !/use-page-share\.\w+\.ts$/.test(file))
      .map((file) => path.relative(src, file))
    expect(callers.sort()).toEqual(
      [path.join('components', 'PageShell', 'index.tsx'), path.join('pages', 'webview', 'index.tsx')].sort()
    )
    const pages = files.filter((file) => /[/\\](pages|packages)[/\\].*[/\\]index\.tsx$/.test(file))
    expect(pages.length).toBeGreaterThanOrEqual(ROUTES.length)
    // The two binding pages render BindMobileScreen, which is a PageShell.
    const withoutShell = pages.filter(
      (file) => !/<PageShell|<BindMobileScreen|usePageShare\(/.test(text(file))
    )
    expect(withoutShell.map((file) => path.relative(src, file))).toEqual([])
  })
})
