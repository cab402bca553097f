'use strict'
/**
 * 转发 and 分享到朋友圈 in the built mini-program, headless, against the demo API: every page has WeChat's share
 * handlers (Moments only on the shareable pages); a course, a notice, a paper, home and the course list share
 * themselves (title, cover, the page path the receiver opens); the checkout, an exam attempt and an account page
 * share home; the receiver opens the shared path and sees the same course, without a login, with no navigation
 * (as in Moments' 单页模式, where none is allowed); a receiver without a token who taps 收藏 goes through the login
 * and comes back to the shared course. Run after `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const fs = require('fs')
const path = require('path')
const test = require('node:test')
const assert = require('node:assert/strict')
const {
  DIST,
  MISSING_BUILD,
  distExists,
  findNode,
  input,
  loadRoutes,
  resolvePageUrl,
  tap,
  waitFor,
  waitForText,
} = require('./harness')
const { demoRequestHandler, useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const HOME = 'pages/home/index'
const COURSE = 'packages/learning/vod/detail/index'
const COURSES = 'packages/learning/vod/index'
const NOTICE = 'packages/training/vodNotice/index'
const PAPER = 'packages/exam/vod/examDetail/index'
const CHECKOUT = 'packages/order/order/index'
const PROFILE = 'packages/account/member/profile/index'

/** What WeChat passes to onShareAppMessage when the learner uses the menu. */
const FROM_MENU = { from: 'menu' }

/** Plain objects (the app's realm) for deepEqual. */
const plain = (value) => JSON.parse(JSON.stringify(value))

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, login, startApp, url } = useDemoBackend()
  const { ROUTES, pageOf } = loadRoutes()

  /** The demo's covers are SVG, which WeChat does not draw in a share card: the app sees them as PNG here. */
  const asPng = (thumb) => thumb.replace(/\.svg$/, '.png')
  function startAppWithPngCovers(options = {}) {
    const answers = new Map()
    const demo = demoRequestHandler(url(), answers)
    const app = startApp({
      ...options,
      requestHandler: async (req) => {
        const answer = await demo(req)
        if (/^\/api\/v2\/course\/\d+$|\/paper\/\d+$/.test(req.path))
          answer.data = answer.data.replace(/(\/__demo\/img\/[\w-]+)\.svg/g, '$1.png')
        return answer
      },
    })
    app.answers = answers
    return app
  }

  /** The demo's site name (the config's `name`): home's share title. */
  async function siteName() {
    const config = await control('GET', '/api/v2/other/config')
    return config.name
  }

  /** The boot's config (the site name home's share is titled with) has come in and been taken up. */
  async function booted(app) {
    await waitFor(() => app.answers.get('/api/v2/other/config'), { describe: () => 'no config answer' })
    await app.settled()
  }

  const chat = (page) => plain(page.onShareAppMessage(FROM_MENU))
  const moments = (page) => plain(page.onShareTimeline())

  test('every page can be sent to a chat; the shareable ones to Moments as well', () => {
    const app = startApp()
    const shareable = ROUTES.filter((route) => route.share).map(pageOf)
    assert.deepEqual(shareable.sort(), [COURSE, COURSES, PAPER, NOTICE, HOME].sort())
    for (const page of app.pages) {
      const def = app.pageDefs.get(page)
      assert.ok(def, `${page} registered its Page()`)
      assert.equal(typeof def.onShareAppMessage, 'function', `${page}: 转发 is not greyed out`)
      assert.equal(
        typeof def.onShareTimeline === 'function',
        shareable.includes(page),
        `${page}: 分享到朋友圈 ${shareable.includes(page) ? 'offered' : 'not offered (Moments opens this page)'}`
      )
    }
    // Taro reads the flags from the page config into the page's code and leaves them out of its .json.
    const detailJson = JSON.parse(fs.readFileSync(path.join(DIST, `${COURSE}.json`), 'utf8'))
    assert.equal(detailJson.navigationBarTitleText, '课程详情')
  })

  test('a course: its title, its cover and the course page, to a chat and to Moments', async () => {
    const app = startAppWithPngCovers()
    const page = await app.openPage(COURSE, { id: '1', tab: 'catalogue' })
    await waitForText(page, '新员工入职指南')
    const cover = asPng(app.answers.get('/api/v2/course/1')[0].data.course.thumb)
    assert.match(cover, /^https?:\/\/.*\.png$/, 'the demo course has a cover')
    assert.deepEqual(chat(page), { title: '新员工入职指南', path: `/${COURSE}?id=1`, imageUrl: cover })
    assert.deepEqual(moments(page), { title: '新员工入职指南', query: 'id=1', imageUrl: cover })
  })

  test('an SVG cover (which WeChat cannot draw) is left out: WeChat takes a screenshot', async () => {
    const app = startApp()
    const page = await app.openPage(COURSE, { id: '1' })
    await waitForText(page, '新员工入职指南')
    assert.match(app.answers.get('/api/v2/course/1')[0].data.course.thumb, /\.svg$/)
    assert.deepEqual(chat(page), { title: '新员工入职指南', path: `/${COURSE}?id=1` })
  })

  test('the receiver opens the shared path: the same course, no login asked, no navigation', async () => {
    const sender = startApp({ storage: { [TOKEN_KEY]: await login() } })
    const shared = await sender.openPage(COURSE, { id: '2' })
    const title = (await waitFor(() => sender.answers.get('/api/v2/course/2')?.[0]?.data)).course.title
    await waitForText(shared, title)
    const { path: sharedPath } = chat(shared)

    const receiver = startApp() // another phone: no token
    const { route, query } = resolvePageUrl(sharedPath, '')
    assert.equal(route, COURSE)
    const page = await receiver.openPage(route, query)
    await waitForText(page, title)
    assert.ok(findNode(page, 'course-like'), 'the course page with its bar')
    await receiver.settled()
    // Moments' 单页模式 allows no navigation: the shared page shows on its own.
    assert.deepEqual(
      receiver.navigations.map((n) => `${n.api} ${n.url}`),
      []
    )
  })

  test('opened as Moments opens them (no login, no navigation allowed): the shareable pages show on their own', async () => {
    const cases = [
      [HOME, {}, '查看全部'],
      [COURSES, { category_id: '1', scene: 'free' }, null],
      [NOTICE, { id: '22' }, null],
      [NOTICE, {}, null],
      [PAPER, { id: '1' }, '新员工入职考试'],
    ]
    for (const [route, query, text] of cases) {
      const app = startApp()
      const page = await app.openPage(route, query)
      if (text) await waitForText(page, text)
      else await waitFor(() => app.requests.length > 1)
      await app.settled()
      assert.deepEqual(
        app.navigations.map((n) => `${n.api} ${n.url}`),
        [],
        `${route} ${JSON.stringify(query)}`
      )
      assert.ok(
        !app.requests.some((r) => r.path.startsWith('/api/v2/member')),
        `${route}: nothing asked that needs a login`
      )
    }
  })

  test('the receiver without a token taps 收藏: the login, then back to the shared course', async () => {
    const app = startApp()
    const page = await app.openPage(COURSE, { id: '1' })
    await waitForText(page, '新员工入职指南')
    tap(page, 'course-like')
    const toLogin = await app.waitForNavigation('navigateTo', '/pages/login/index')
    assert.equal(toLogin.url, '/pages/login/index?redirect=%2Fvod%2Fdetail%3Fid%3D1')
    const loginPage = await app.waitForPage('pages/login/index')
    await waitForText(loginPage, '获取短信验证码')
    tap(loginPage, 'to-password-login')
    const passwordPage = await app.waitForPage('pages/login-password/index')
    await waitFor(() => findNode(passwordPage, 'password-submit'))
    input(passwordPage, 'password-mobile', '13800138000')
    input(passwordPage, 'password-password', 'meedu123')
    await waitFor(
      () => String(findNode(passwordPage, 'password-submit').cl).includes('auth__button--active'),
      {
        describe: () => 'password-submit is not active',
      }
    )
    tap(passwordPage, 'password-submit')
    // The two login pages were pushed over the course: the login closes them, back to the course.
    await app.waitForNavigation('navigateBack', undefined, { timeout: 4000 })
    const course = await app.waitForPage(COURSE)
    assert.equal(course, page, 'the shared course page itself')
    assert.deepEqual(
      app.getCurrentPages().map((p) => p.route),
      [COURSE]
    )
    assert.ok(app.storage.get(TOKEN_KEY), 'logged in')
    await waitForText(course, '新员工入职指南')
  })

  test('a notice: its title and the notice page, no cover; the notices list as itself', async () => {
    const app = startApp()
    const page = await app.openPage(NOTICE, { id: '22' })
    const notice = await waitFor(() => app.answers.get('/api/v2/announcement/22')?.[0]?.data)
    assert.ok(notice.title)
    await waitForText(page, notice.title)
    assert.deepEqual(chat(page), { title: notice.title, path: `/${NOTICE}?id=22` })
    assert.deepEqual(moments(page), { title: notice.title, query: 'id=22' })

    const listApp = startApp()
    const list = await listApp.openPage(NOTICE)
    await waitFor(() => findNode(list, 'notice-25'))
    assert.deepEqual(chat(list), { title: '通知公告', path: `/${NOTICE}` })
  })

  test('a paper (not an attempt): its title, its cover and the paper page', async () => {
    const app = startAppWithPngCovers({ storage: { [TOKEN_KEY]: await login() } })
    const page = await app.openPage(PAPER, { id: '1' })
    await waitForText(page, '新员工入职考试')
    const paperPath = [...app.answers.keys()].find((key) => /\/paper\/1$/.test(key))
    const cover = asPng(app.answers.get(paperPath)[0].data.paper.thumb)
    assert.deepEqual(chat(page), { title: '新员工入职考试', path: `/${PAPER}?id=1`, imageUrl: cover })
    assert.deepEqual(moments(page), { title: '新员工入职考试', query: 'id=1', imageUrl: cover })
  })

  test('home: the site name and the home page', async () => {
    const name = await siteName()
    assert.ok(name)
    const app = startApp()
    const page = await app.openPage(HOME)
    await waitForText(page, '查看全部')
    assert.deepEqual(chat(page), { title: name, path: `/${HOME}` })
    assert.deepEqual(moments(page), { title: name, query: '' })
  })

  test('the course list keeps its category and scene', async () => {
    const app = startApp()
    const page = await app.openPage(COURSES, { category_id: '1', scene: 'free' })
    await waitFor(() => app.requests.some((r) => r.path === '/api/v2/courses'))
    assert.deepEqual(chat(page), { title: '新入职', path: `/${COURSES}?category_id=1&scene=free` })
    assert.deepEqual(moments(page), { title: '新入职', query: 'category_id=1&scene=free' })
    const allApp = startApp()
    const all = await allApp.openPage(COURSES)
    await waitFor(() => allApp.requests.some((r) => r.path === '/api/v2/courses'))
    assert.deepEqual(chat(all), { title: '新入职', path: `/${COURSES}` })
  })

  test('the checkout, an exam attempt and an account page share home', async () => {
    const token = await login()
    const name = await siteName()
    const home = { title: name, path: `/${HOME}` }

    const checkoutApp = startApp({ storage: { [TOKEN_KEY]: token } })
    const checkout = await checkoutApp.openPage(CHECKOUT, { goods_id: '3', goods_type: 'course' })
    await booted(checkoutApp)
    assert.deepEqual(chat(checkout), home)
    assert.equal(checkout.onShareTimeline, undefined, 'no Moments from the checkout')

    const profileApp = startApp({ storage: { [TOKEN_KEY]: token } })
    const profile = await profileApp.openPage(PROFILE)
    await booted(profileApp)
    assert.deepEqual(chat(profile), home)

    const attemptApp = startApp({ storage: { [TOKEN_KEY]: token } })
    const paper = await attemptApp.openPage(PAPER, { id: '1' })
    await waitForText(paper, '剩余次数')
    tap(paper, 'exam-start')
    const nav = await waitFor(() =>
      attemptApp.navigations.find((n) => n.api === 'navigateTo' && String(n.url).includes('record='))
    )
    const attempt = await attemptApp.waitForPage(PAPER)
    assert.notEqual(attempt, paper)
    await waitForText(attempt, '已答 0/')
    assert.match(nav.url, /record=\d+/)
    assert.deepEqual(chat(attempt), home, 'an attempt is not shared')
    // Moments can only open this page: it gets the paper, never the attempt.
    assert.deepEqual(moments(attempt), { title: '新员工入职考试', query: 'id=1' })
  })
}
