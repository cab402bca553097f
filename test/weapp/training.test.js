'use strict'
/**
 * 通知公告 and 课件中心 in the built mini-program, headless, against the demo API: the notice list and its paging,
 * one notice as rich-text blocks (the hostile one runs nothing), the courses with attachments, and 下载 by type:
 * PDF and Office files downloaded and opened with openDocument, other files (and a failed opening) copied with
 * the reason. Run after `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, tap, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { login, startApp } = useDemoBackend()

  /** The text inside the page's rich-text nodes (RichHtml draws server HTML as rich-text `nodes`). */
  function richTextOf(page) {
    const parts = []
    const nodeText = (node) => {
      if (!node || typeof node !== 'object') return
      if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text)
      if (Array.isArray(node.children)) node.children.forEach(nodeText)
    }
    const walk = (node) => {
      if (!node || typeof node !== 'object') return
      // The build shortens attribute names (`nodes` is `p1`): every other list on a node is rich-text nodes.
      for (const [key, value] of Object.entries(node)) {
        if (key !== 'cn' && Array.isArray(value)) value.forEach(nodeText)
      }
      if (Array.isArray(node.cn)) node.cn.forEach(walk)
    }
    walk(page.data.root)
    return parts.join('')
  }

  /** Records the mini-program's document, clipboard, modal and loading calls; `openFails` makes openDocument fail. */
  function stubFiles(app, { openFails = false } = {}) {
    const calls = { downloads: [], opened: [], copied: [], modals: [], loading: 0, hidden: 0 }
    const answer = (options, res, ok = true) => {
      if (ok && options.success) options.success(res)
      if (!ok && options.fail) options.fail(res)
      if (options.complete) options.complete(res)
      // WeChat answers through the callbacks (Taro promisifies them); a failure is no rejected promise here.
      return ok ? Promise.resolve(res) : undefined
    }
    app.wx.downloadFile = (options = {}) => {
      calls.downloads.push(options.url)
      return answer(options, {
        errMsg: 'downloadFile:ok',
        statusCode: 200,
        tempFilePath: 'wxfile://tmp/file',
      })
    }
    app.wx.openDocument = (options = {}) => {
      calls.opened.push(options)
      return openFails
        ? answer(options, { errMsg: 'openDocument:fail filetype not supported' }, false)
        : answer(options, { errMsg: 'openDocument:ok' })
    }
    app.wx.setClipboardData = (options = {}) => {
      calls.copied.push(options.data)
      return answer(options, { errMsg: 'setClipboardData:ok' })
    }
    app.wx.showModal = (options = {}) => {
      calls.modals.push(options)
      return answer(options, { errMsg: 'showModal:ok', confirm: true, cancel: false })
    }
    app.wx.showLoading = (options = {}) => {
      calls.loading += 1
      return answer(options, { errMsg: 'showLoading:ok' })
    }
    app.wx.hideLoading = (options = {}) => {
      calls.hidden += 1
      return answer(options, { errMsg: 'hideLoading:ok' })
    }
    return calls
  }

  test('通知公告: the first 10 notices, newest first, then page 2 on reach-bottom', async () => {
    const app = startApp()
    const page = await app.openPage('packages/training/vodNotice/index')
    await waitFor(() => app.answers.get('/api/v2/announcements')?.[0])
    const first = app.answers.get('/api/v2/announcements')[0].data.data
    await waitForText(page, first[0].title)
    assert.ok(textOf(page).includes(first[9].title), 'ten notices on the first page')
    page.onReachBottom()
    await waitFor(() => app.answers.get('/api/v2/announcements')?.[1])
    await waitForText(page, app.answers.get('/api/v2/announcements')[1].data.data[0].title)
    const pages = app.requests
      .filter((r) => r.path === '/api/v2/announcements')
      .map((r) => [r.query.page, r.query.size])
    assert.deepEqual(pages, [
      ['1', '10'],
      ['2', '10'],
    ])
    tap(page, 'notice-25')
    await app.waitForNavigation('navigateTo', '/packages/training/vodNotice/index?id=25')
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('one notice: title, 阅读 N and the content; the hostile one keeps only its safe text', async () => {
    const app = startApp()
    const page = await app.openPage('packages/training/vodNotice/index', { id: '24' })
    await waitFor(() => richTextOf(page).includes('本公告包含不安全的内容'))
    const notice = app.answers.get('/api/v2/announcement/24')[0].data
    const text = textOf(page)
    assert.ok(text.includes(notice.title), 'the title as text')
    assert.ok(text.includes(`阅读 ${notice.view_times}`))
    const rich = richTextOf(page)
    assert.ok(rich.includes('正常链接：关于我们'))
    assert.ok(!/alert|__noticeHacked/.test(rich), 'no script text shown')
    const markup = JSON.stringify(page.data.root)
    assert.ok(!/javascript:|onerror|"name":"(script|iframe)"/i.test(markup), 'nothing hostile in the nodes')
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))

    const long = await app.openPage('packages/training/vodNotice/index', { id: '23' })
    await waitFor(() => richTextOf(long).includes('第1000条'), { timeout: 10000 })
  })

  test('课件中心: the courses with attachments; PDF and Office files open, others are copied with the reason', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const calls = stubFiles(app)
    const page = await app.openPage('packages/training/vodKJ/index')
    await waitForText(page, '新员工入职指南')
    await waitForText(page, '信息安全意识（必修）')
    const detailPaths = () =>
      app.requests.filter((r) => /^\/api\/v2\/course\/\d+$/.test(r.path)).map((r) => r.path)
    // The harness lays nothing out (nothing is in view): the learner's scroll to the end (the page's scroll, then
    // reach-bottom) loads the next batches; a load that checks 8 details in vain holds the list (reach-bottom asks
    // nothing) and offers 继续查找课件.
    const scrollToEnd = () => {
      page.onPageScroll({ scrollTop: 1000 })
      page.onReachBottom()
    }
    // The opening's first batch found courses 1–4 (on screen above); one scroll to the end is one ask: 2 batches.
    await waitFor(() => detailPaths().length === 4, { describe: () => `${detailPaths().length} details` })
    scrollToEnd()
    await waitFor(() => textOf(page).includes('继续查找课件'), { timeout: 10000 })
    assert.deepEqual(
      detailPaths().map((path) => Number(path.split('/').pop())),
      Array.from({ length: 12 }, (_, i) => i + 1),
      '4 that found courses 1–4, then 8 in vain'
    )
    scrollToEnd()
    await app.settled()
    assert.equal(detailPaths().length, 12, 'held: reach-bottom asks nothing')
    tap(page, 'courseware-more')
    await waitFor(() => detailPaths().length === 20 && textOf(page).includes('继续查找课件'), {
      describe: () => `${detailPaths().length} details: 继续查找课件 checks the next 8`,
    })
    await waitFor(
      () => {
        if (textOf(page).includes('继续查找课件')) tap(page, 'courseware-more')
        return textOf(page).includes('已经到底了')
      },
      { timeout: 10000 }
    )
    const details = detailPaths()
    assert.equal(details.length, 40)
    assert.equal(new Set(details).size, details.length, 'each detail once')

    // The first course is open: its PDF is downloaded and opened as a pdf.
    tap(page, 'attachment-download-1')
    await waitFor(() => calls.opened.length === 1)
    assert.match(calls.downloads[0], new RegExp(`/api/v2/course/attach/1/download\\?token=${token}$`))
    assert.equal(calls.opened[0].fileType, 'pdf')
    assert.equal(calls.opened[0].filePath, 'wxfile://tmp/file')
    await waitFor(() => calls.hidden >= 1)
    assert.equal(calls.copied.length, 0)

    // Course 4: a .docx opens as docx; the 3 GB archive and the file without an extension are copied.
    tap(page, 'courseware-toggle-4')
    await waitForText(page, '3GB')
    tap(page, 'attachment-download-5')
    await waitFor(() => calls.opened.length === 2)
    assert.equal(calls.opened[1].fileType, 'docx')
    for (const id of [8, 9]) {
      tap(page, `attachment-download-${id}`)
      await waitFor(() => calls.copied.some((url) => url.includes(`/attach/${id}/download`)))
    }
    assert.equal(calls.downloads.length, 2, 'nothing downloaded for the other types')
    await waitFor(() => calls.modals.length === 2)
    assert.match(calls.modals[0].content, /小程序内无法打开此类型文件/)
    assert.ok(
      calls.modals.every((modal) => /链接含登录信息，请勿分享/.test(modal.content)),
      'the copied link carries the login'
    )
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('课件中心: a document that cannot be opened says so and copies the link; 需购买 offers the course page', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const calls = stubFiles(app, { openFails: true })
    const page = await app.openPage('packages/training/vodKJ/index')
    await waitForText(page, 'Vue3 实战入门')
    assert.ok(textOf(page).includes('需购买'), 'course 3, not bought, is marked')
    tap(page, 'courseware-toggle-3')
    await waitForText(page, 'Vue3 速查表.pdf')
    tap(page, 'attachment-download-4')
    await waitForText(page, '请购买课程后下载')
    tap(page, 'courseware-buy-go')
    await waitFor(() =>
      app.navigations.some((n) => n.api === 'navigateTo' && /learning\/vod\/detail\/index\?id=3$/.test(n.url))
    )
    assert.equal(calls.downloads.length, 0)

    tap(page, 'attachment-download-1')
    await waitFor(() => calls.modals.length === 1)
    assert.match(calls.modals[0].content, /文件打开失败/)
    assert.match(calls.copied[0], /\/api\/v2\/course\/attach\/1\/download\?token=/)
    assert.ok(calls.loading >= 1 && calls.hidden >= 1, 'the loading mask came and went')
  })
}
