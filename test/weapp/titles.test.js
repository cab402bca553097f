'use strict'
/**
 * Server titles in the built mini-program, headless, against the demo API's `titles` switch
 * (test/demo-api/titles.js): the native bar gets each title as the plain string the server sent
 * (wx.setNavigationBarTitle's argument), hostile or tricky — the site name on home, course 5 on its page and on
 * its player, paper 3 on its page and on an attempt. Run after `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, waitFor } = require('./harness')
const { useDemoBackend } = require('./demo-backend')
const { titleSet } = require('../demo-api/titles')

const TOKEN_KEY = 'meedu-h5-token'

if (!distExists()) {
  test('the mini-program has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, login, startApp, url } = useDemoBackend()

  const asLearner = (token) => ({ headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })
  const data = (path, token) =>
    fetch(new URL(path, url()), asLearner(token))
      .then((res) => res.json())
      .then((body) => body.data)

  /** The app with wx.setNavigationBarTitle recorded: [{route, title}] per call (the page on top at the time). */
  function appWithBarTitles(token) {
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const calls = []
    const original = app.wx.setNavigationBarTitle
    app.wx.setNavigationBarTitle = (options = {}) => {
      const top = app.currentPage()
      calls.push({ route: top ? top.route : '', title: options.title })
      return original(options)
    }
    return { app, calls }
  }

  /**
   * Waits until `route`'s bar was given `title`, then checks it was given that very string and nothing else
   * (`placeholder`: the route's own title, before the data came).
   */
  async function expectBarTitle(calls, route, title, placeholder) {
    await waitFor(() => calls.some((call) => call.route === route && call.title === title), {
      describe: () => `no bar title ${JSON.stringify(title)} on ${route}: ${JSON.stringify(calls)}`,
    })
    for (const call of calls.filter((c) => c.route === route && c.title !== placeholder)) {
      assert.equal(typeof call.title, 'string', `${route}: a plain string`)
      assert.equal(call.title, title, `${route}: the server's title exactly`)
    }
  }

  async function checkEveryTitledPage(titles) {
    const set = titleSet(titles)
    await control('POST', '/__demo/switches', { titles })
    const token = await login()
    const { app, calls } = appWithBarTitles(token)
    const course = await data('/api/v2/course/5', token)
    // Grouped by chapter as PHP writes it: `[[…]]` for a course without chapters (course 5), else an object.
    const videos = Object.values(course.videos).flat()
    const { record_id: recordId } = await data('/addons/Paper/api/v1/paper/3/join', token)

    await app.openPage('pages/home/index')
    await expectBarTitle(calls, 'pages/home/index', set.site, '首页') // 首页 until the config is in
    await app.openPage('packages/learning/vod/detail/index', { id: '5' })
    await expectBarTitle(calls, 'packages/learning/vod/detail/index', set.course)
    await app.openPage('packages/learning/vod/video/index', { id: String(videos[0].id) })
    await expectBarTitle(calls, 'packages/learning/vod/video/index', set.course) // the player's is its course's
    await app.openPage('packages/exam/vod/examDetail/index', { id: '3' })
    await waitFor(() => calls.some((call) => call.title === set.paper))
    await app.openPage('packages/exam/vod/examDetail/index', { id: '3', record: String(recordId) })
    await waitFor(() => calls.filter((call) => call.title === set.paper).length === 2, {
      describe: () => `the attempt's bar: ${JSON.stringify(calls)}`,
    })
    for (const call of calls.filter((c) => c.route === 'packages/exam/vod/examDetail/index'))
      assert.equal(call.title, set.paper)
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  }

  test('hostile titles reach the bar as the plain strings the server sent', async () => {
    await checkEveryTitledPage('hostile')
  })

  test('tricky titles (quotes, &, <, &amp;, a tag as text, emoji) reach the bar exactly as typed', async () => {
    await checkEveryTitledPage('tricky')
  })
}
