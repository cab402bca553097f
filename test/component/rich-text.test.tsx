/**
 * <RichHtml>: server HTML on both builds (this file runs in both passes). H5: the sanitised markup, links
 * followed by the container's click handler. Mini-program: one RichText per top-level block, nodes sanitised,
 * a block with links tappable (one link → followed, several → an action sheet of their texts).
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { RichHtml } from '@/components/RichHtml'
import { platform } from '@/platform'
import { pageUrl } from '@/routes'

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? describe : describe.skip
const onWeapp = ENV === 'weapp' ? describe : describe.skip

const COURSE_PAGE = pageUrl('/vod/detail', { id: 3 })

/** Leaving the app is observed, not performed (jsdom cannot navigate away). */
function spyOpenExternal(): jest.SpyInstance {
  return jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
}

/** A tap, and the promise the mini-program's action sheet starts. */
async function tap(element: Element): Promise<boolean> {
  let notPrevented = true
  await act(async () => {
    notPrevented = fireEvent.click(element)
    for (let i = 0; i < 3; i++) await Promise.resolve()
  })
  return notPrevented
}

const navigatedTo = () => jest.mocked(Taro.navigateTo).mock.calls.map(([options]) => options.url)

describe('RichHtml on both builds', () => {
  it('shows the text and images of the server HTML and nothing active', () => {
    const { container } = render(
      <RichHtml
        id="course-intro"
        className="course__intro"
        html={
          '<p onclick="window.__xss = 1">欢迎 <b>学习</b> &amp; 进步</p>' +
          '<img src="https://cdn.example.com/a.png" onerror="window.__xss = 2" alt="封面">' +
          '<script>window.__xss = 3</script><iframe src="https://evil.example"></iframe>'
        }
      />
    )
    const root = container.firstElementChild as HTMLElement
    expect(root.id).toBe('course-intro')
    expect(root).toHaveClass('rich-html', 'course__intro')
    expect(root).toHaveTextContent('欢迎 学习 & 进步')
    const image = screen.getByAltText('封面')
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/a.png')
    expect(container.querySelector('script, iframe, [onclick], [onerror]')).toBeNull()
    expect(container.innerHTML).not.toMatch(/__xss/)
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })

  it('srcset, xlink:href, ids and names, computed or encoded styles and disguised schemes never reach the page', () => {
    const { container } = render(
      <RichHtml
        id="course-intro"
        html={
          '<picture><source srcset="https://evil.example/t.png">' +
          '<img src="https://cdn.example.com/a.png" srcset="javascript:alert(1) 1x" alt="封面"></picture>' +
          '<p id="clobbered" style="color:red;font-size:calc(100vw * 10)">正文</p>' +
          '<p><a xlink:href="javascript:alert(1)">甲</a><a href="\u00a0javascript:alert(1)">乙</a>' +
          '<a href="java&#x2028;script:alert(1)">丙</a></p>' +
          '<form name="cookie"><input name="cookie"></form>' +
          '<img name="cookie" id="location" src="https://cdn.example.com/b.png" alt="图二">' +
          '<p style="background:&#117;rl(https://evil.example/t.png)">丁</p>'
        }
      />
    )
    expect(container).toHaveTextContent(/^正文\s*甲乙丙\s*丁$/)
    expect(screen.getByAltText('封面')).toHaveAttribute('src', 'https://cdn.example.com/a.png')
    expect(screen.getByAltText('图二')).toHaveAttribute('src', 'https://cdn.example.com/b.png')
    expect(container.querySelectorAll('picture, source, form, input, a, [srcset], [name]')).toHaveLength(0)
    expect(Array.from(container.querySelectorAll('[id]')).map((element) => element.id)).toEqual([
      'course-intro',
    ])
    expect(container.innerHTML).not.toMatch(/srcset|xlink|javascript|evil\.example|calc|clobbered|cookie/i)
    expect(typeof document.cookie).toBe('string')
    expect((window as { clobbered?: unknown }).clobbered).toBeUndefined()
  })

  it('draws nothing for an empty field', () => {
    const { container } = render(<RichHtml html={null} />)
    expect(container.firstElementChild).toHaveClass('rich-html')
    expect(container.firstElementChild).toHaveTextContent('')
    expect(container.querySelector('img, p')).toBeNull()
  })

  it('follows a tapped in-app link inside the app, through the route table', async () => {
    render(<RichHtml html={'<p>请先学习 <a href="/vod/detail?id=3"><strong>入职课程</strong></a></p>'} />)
    await tap(screen.getByText('入职课程'))
    expect(navigatedTo()).toEqual([COURSE_PAGE])
  })

  it('an in-app address the app does not know shows the error page', async () => {
    render(<RichHtml html={'<p><a href="/no/such/page">旧链接</a></p>'} />)
    await tap(screen.getByText('旧链接'))
    expect(navigatedTo()).toEqual([pageUrl('/error')])
  })

  it('a link to another site leaves through platform.openExternal, never through app navigation', async () => {
    const openExternal = spyOpenExternal()
    render(<RichHtml html={'<p>详见 <a href="//www.example.org/rules">规章制度</a></p>'} />)
    await tap(screen.getByText('规章制度'))
    expect(openExternal).toHaveBeenCalledWith('https://www.example.org/rules')
    expect(openExternal).toHaveBeenCalledTimes(1)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('a javascript: link is only text: tapping it does nothing', async () => {
    const openExternal = spyOpenExternal()
    render(<RichHtml html={'<p><a href="JaVa&#x09;script:alert(1)">点我</a></p>'} />)
    expect(screen.getByText('点我').closest('a')).toBeNull()
    await tap(screen.getByText('点我'))
    expect(openExternal).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('renders again when the HTML changes', () => {
    const { rerender } = render(<RichHtml html="<p>第一版</p>" />)
    rerender(<RichHtml html="<p>第二版</p>" />)
    expect(screen.queryByText('第一版')).toBeNull()
    expect(screen.getByText('第二版')).toBeInTheDocument()
  })
})

onH5('RichHtml in H5', () => {
  it('holds the sanitised markup, with images fitting the width', () => {
    const { container } = render(
      <RichHtml
        html={'<h3 id="x" style="color:red;display:none">标题</h3><img src="//cdn.example.com/a.png">'}
      />
    )
    expect(container.firstElementChild!.innerHTML).toBe(
      '<h2 class="rich-html__h3" style="color:red">标题</h2>' +
        '<img class="rich-html__img" src="https://cdn.example.com/a.png" alt="" style="max-width:100%;height:auto">'
    )
  })

  it('the browser never follows a link itself (the hash router would take a path or #anchor)', async () => {
    spyOpenExternal()
    render(
      <RichHtml
        html={
          '<a href="/vod/detail?id=3">课程</a> <a href="https://example.org">外部</a> <a href="#top">顶部</a>'
        }
      />
    )
    expect(await tap(screen.getByText('课程'))).toBe(false)
    expect(await tap(screen.getByText('外部'))).toBe(false)
    expect(await tap(screen.getByText('顶部'))).toBe(false)
    expect(window.location.hash).toBe('')
    expect(navigatedTo()).toEqual([COURSE_PAGE]) // the anchor leads nowhere
  })

  it('an absolute link to this very app stays in the app', async () => {
    const openExternal = spyOpenExternal()
    const self = `${window.location.origin}${window.location.pathname}#/vod/detail?id=3`
    render(<RichHtml html={`<p><a href="${self}">同一个应用</a></p>`} />)
    await tap(screen.getByText('同一个应用'))
    expect(navigatedTo()).toEqual([COURSE_PAGE])
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('a tap outside any link does nothing', async () => {
    render(<RichHtml html={'<p>普通文字 <a href="/vod/detail?id=3">课程</a></p>'} />)
    expect(await tap(screen.getByText(/普通文字/))).toBe(true)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })
})

onWeapp('RichHtml in the mini-program', () => {
  const richTexts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-taro="RichText"]'))
  const nodesOf = (element: HTMLElement) => JSON.parse(element.dataset.nodes ?? 'null')

  it('gives each top-level block its own RichText, with sanitised nodes', () => {
    render(
      <RichHtml
        html={
          '<p style="color:red;background:url(x)">第一段</p>' +
          '<script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="alert(1)" width="900">' +
          '<p>第二段 <a href="javascript:alert(1)">坏链接</a></p>'
        }
      />
    )
    const blocks = richTexts()
    expect(blocks.map(nodesOf)).toEqual([
      [{ name: 'p', attrs: { class: 'rich-html__p' }, children: [{ type: 'text', text: '第一段' }] }],
      [
        {
          name: 'img',
          attrs: {
            class: 'rich-html__img',
            alt: '',
            src: 'https://cdn.example.com/a.png',
            width: '900',
            style: 'max-width:100%;height:auto',
          },
          children: [],
        },
      ],
      [{ name: 'p', attrs: { class: 'rich-html__p' }, children: [{ type: 'text', text: '第二段 坏链接' }] }],
    ])
    expect(blocks[2]).toHaveTextContent('第二段 坏链接')
  })

  it('text reads as written: `&` reaches WeChat escaped, since it decodes entities in text nodes', () => {
    render(<RichHtml html={'<p>A &amp;lt; B &amp; C</p>'} />)
    expect(nodesOf(richTexts()[0])[0].children).toEqual([{ type: 'text', text: 'A &amp;lt; B &amp; C' }])
    expect(richTexts()[0]).toHaveTextContent('A &lt; B & C')
  })

  it('a block with one in-app link follows it when tapped; a block without links does nothing', async () => {
    render(
      <RichHtml
        html={'<p>说明文字</p><p>请先学习 <a href="/vod/detail?id=3">入职课程</a>，再参加考试。</p>'}
      />
    )
    await tap(screen.getByText('说明文字'))
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    await tap(screen.getByText(/再参加考试/)) // anywhere in the block
    expect(navigatedTo()).toEqual([COURSE_PAGE])
    expect(Taro.showActionSheet).not.toHaveBeenCalled()
  })

  it('a block with an external link opens it in the web-view page', async () => {
    const openExternal = jest.spyOn(platform, 'openExternal') // the real one: pushes the web-view page
    render(<RichHtml html={'<p>详见 <a href="https://www.example.org/rules">规章制度</a></p>'} />)
    await tap(screen.getByText(/规章制度/))
    expect(openExternal).toHaveBeenCalledWith('https://www.example.org/rules')
    expect(navigatedTo()).toEqual([pageUrl('/webview', { url: 'https://www.example.org/rules' })])
  })

  it('a block with several links lets the learner pick one by its text', async () => {
    jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 1, errMsg: 'showActionSheet:ok' })
    const openExternal = spyOpenExternal()
    render(
      <RichHtml
        html={
          '<ul><li><a href="https://www.example.org/a">员工手册</a></li>' +
          '<li><a href="/vod/detail?id=3"><img src="https://cdn.example.com/c.png" alt="课程海报"></a></li>' +
          '<li><a href="#top">回到顶部</a></li></ul>'
        }
      />
    )
    await tap(screen.getByText('员工手册'))
    expect(Taro.showActionSheet).toHaveBeenCalledTimes(1)
    expect(jest.mocked(Taro.showActionSheet).mock.calls[0][0].itemList).toEqual(['员工手册', '课程海报'])
    expect(navigatedTo()).toEqual([COURSE_PAGE])
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('closing the sheet follows nothing', async () => {
    render(<RichHtml html={'<p><a href="/vod/detail?id=3">课程</a> 或 <a href="/vodExam">考试</a></p>'} />)
    await tap(screen.getByText('课程'))
    expect(Taro.showActionSheet).toHaveBeenCalledTimes(1)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('the sheet lists at most six links (WeChat’s limit), long texts shortened', async () => {
    const links = Array.from(
      { length: 8 },
      (_, i) => `<a href="/vod/detail?id=${i}">第${i}个链接：这是一条标题写得非常非常非常非常长的通知</a>`
    )
    render(<RichHtml html={`<p>${links.join(' ')}</p>`} />)
    await tap(screen.getByText(/第0个链接/))
    const { itemList } = jest.mocked(Taro.showActionSheet).mock.calls[0][0]
    expect(itemList).toHaveLength(6)
    expect(itemList[0]).toBe('第0个链接：这是一条标题写得非常非常非…')
    expect(Array.from(itemList[0])).toHaveLength(20)
  })
})
