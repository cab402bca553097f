'use strict'
/**
 * The key flows of issue 29 in the built mini-program, headless, on both MeEdu releases the demo API plays (switch
 * `meedu`: '4.9.10', the default, and '4.9.30'): home, a course with chapters and one without, play and resume
 * through the record queue, comments, the agreement asked once, buying (the cashier or the gateway in the web-view,
 * paid meanwhile, 支付成功 on return), search without full-text search. Each test runs once per release; what
 * 4.9.10 lacks (replies, agreements) is skipped there, the reason in the test's name. No answer the app gets may be
 * MeEdu's 路由不存在. Run after `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const {
  MISSING_BUILD,
  distExists,
  elementOf,
  fire,
  input,
  tap,
  textOf,
  waitFor,
  waitForText,
} = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const RELEASES = ['4.9.10', '4.9.30']
const HOME = 'pages/home/index'
const MEMBER = 'pages/member/index'
const DETAIL = 'packages/learning/vod/detail/index'
const VIDEO = 'packages/learning/vod/video/index'
const CHECKOUT = 'packages/order/order/index'
const SUCCESS = 'packages/order/order/success/index'
const SEARCH = 'packages/learning/search/index'
const ROLE = 'packages/order/role/index'

if (!distExists()) {
  test('the mini-program has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, login, startApp } = useDemoBackend()

  /** Answers the app got that are MeEdu's 路由不存在, as `path` strings. */
  const missingRoutes = (app) =>
    [...app.answers].flatMap(([path, answers]) =>
      answers.filter((body) => body && body.code === 404 && body.message === '路由不存在').map(() => path)
    )

  /** The demo plays `release`; a mini-program logged in as `mobile` (null: a visitor), or with `storage`. */
  async function start(release, { mobile = '13800138000', storage } = {}) {
    await control('POST', '/__demo/switches', { meedu: release })
    const initial = storage ?? (mobile ? { [TOKEN_KEY]: await login(mobile) } : {})
    return startApp({ storage: initial })
  }

  /** The app's action sheet answers with this item; the offered items are kept. */
  function answerSheet(app, tapIndex) {
    const offered = []
    app.wx.showActionSheet = (options = {}) => {
      offered.push(Array.from(options.itemList || []))
      const result = Promise.resolve({ errMsg: 'showActionSheet:ok', tapIndex })
      result.then((res) => options.success && options.success(res))
      return result
    }
    return offered
  }

  const toastSeen = (app, text) => waitFor(() => app.toasts.some((t) => String(t.title) === text))

  for (const release of RELEASES) {
    const v30 = release === '4.9.30'

    test(`${release}: home shows its blocks (${v30 ? 'decorationPage' : 'viewBlock'}), no 路由不存在`, async () => {
      const app = await start(release)
      const page = await app.openPage(HOME)
      await waitForText(page, '新员工必学')
      assert.ok(textOf(page).includes('推荐课程'))
      const asked = app.requests.map((r) => r.path)
      const [blocks, other] = v30
        ? ['/api/v2/decorationPage/blocks', '/api/v2/viewBlock/page/blocks']
        : ['/api/v2/viewBlock/page/blocks', '/api/v2/decorationPage/blocks']
      assert.equal(asked.filter((p) => p === blocks).length, 1)
      assert.equal(asked.filter((p) => p === other).length, 0)
      assert.deepEqual(missingRoutes(app), [])
    })

    test(`${release}: course 1 (chapters) and course 2 (none) list their videos; 开始学习 opens the player`, async () => {
      const app = await start(release)
      const one = await app.openPage(DETAIL, { id: '1', tab: 'catalogue' })
      await waitForText(one, '第二章 入职流程')
      assert.ok(textOf(one).includes('第一章 认识公司') && textOf(one).includes('无章节内容'))
      const two = await app.openPage(DETAIL, { id: '2', tab: 'catalogue' })
      await waitForText(two, '报销与行为规范')
      for (const title of ['手册总览', '考勤与休假']) assert.ok(textOf(two).includes(title), title)
      assert.ok(textOf(two).includes('学习到 00:08'))
      for (const broken of ['课程暂无视频', '暂无课程目录', '无章节内容'])
        assert.ok(!textOf(two).includes(broken), broken)
      tap(two, 'course-start')
      const nav = await app.waitForNavigation('navigateTo', `/${VIDEO}`)
      assert.ok(['5', '6', '7'].includes(nav.query.id), `a video of course 2, got ${nav.query.id}`)
      const player = await app.waitForPage(VIDEO)
      await waitFor(() => elementOf(player, 'player-video'))
      assert.deepEqual(missingRoutes(app), [])
    })

    test(`${release}: video 6 resumes at 8 s; the record queue reports the progress`, async () => {
      const app = await start(release)
      const page = await app.openPage(VIDEO, { id: '6' })
      await waitFor(() => elementOf(page, 'player-video')?.attributes['initial-time'] === '8', {
        describe: () => `the player starts at ${JSON.stringify(elementOf(page, 'player-video'))}`,
      })
      fire(page, 'player-video', 'timeupdate', { currentTime: 12, duration: 20 })
      fire(page, 'player-video', 'timeupdate', { currentTime: 18, duration: 20 })
      const records = async () => (await control('GET', '/__demo/records?user=1')).calls
      await waitFor(async () => (await records()).some((c) => c.video_id === 6 && c.accepted), {
        describe: () => 'no report of video 6 reached the server',
      })
      const [report] = (await records()).filter((c) => c.video_id === 6)
      assert.equal(Number(report.duration), 18)
      assert.deepEqual(missingRoutes(app), [])
    })

    test(`${release}: ${v30 ? 'a comment with its replies shows; a new comment posts as 评论审核中' : 'a comment posts and shows (replies skipped: MeEdu 4.9.10 has none, v3 comments came in 4.9.22)'}`, async () => {
      const app = await start(release)
      const page = await app.openPage(DETAIL, { id: '1', tab: 'comments' })
      const typed = `${release} 小程序评论 ${Date.now()}`
      if (v30) {
        await waitForText(page, '同感，推荐给新同事了。')
        const text = textOf(page)
        assert.ok(text.includes('学员小王 回复 学员小李'))
        assert.ok(text.includes('评论审核中'), "小赵's pending reply")
        assert.ok(!text.includes('第二章什么时候更新'))
      }
      await waitFor(() => elementOf(page, 'comment-input'))
      input(page, 'comment-input', typed)
      await app.settled()
      tap(page, 'comment-publish')
      if (v30) {
        await toastSeen(app, '发布成功，审核通过后展示')
        // The new comment is placed first, as 评论审核中 (小赵's reply was the one before).
        await waitFor(() => textOf(page).split('评论审核中').length - 1 === 2, {
          describe: () => textOf(page),
        })
        const post = app.requests.find((r) => r.path === '/api/v3/comment/store')
        assert.deepEqual([Number(post.data.rt), Number(post.data.rid), post.data.content], [1, 1, typed])
        assert.ok(!textOf(page).includes(typed), 'its text waits for review')
      } else {
        await toastSeen(app, '成功')
        // A v2 comment is HTML: the mini-program draws it as rich-text nodes, not text nodes.
        await waitFor(() => JSON.stringify(page.data).includes(typed), {
          describe: () => 'the new comment is not on the page',
        })
        assert.ok(app.requests.some((r) => r.method === 'POST' && r.path === '/api/v2/course/1/comment'))
      }
      assert.deepEqual(missingRoutes(app), [])
    })

    test(
      v30
        ? `${release}: the agreement is asked once; a new version once more; none configured, once`
        : `${release}: the agreement asked once — skipped: MeEdu 4.9.10 has no versioned agreements (4.9.27+)`,
      { skip: !v30 },
      async () => {
        const token = await login('13900139000')
        const storage = { [TOKEN_KEY]: token }
        /** The mini-program started again with what it stored; resolves whether the dialog asked. */
        const restart = async (answer) => {
          const app = await start(release, { storage })
          const page = await app.openPage(MEMBER)
          await waitFor(() => app.answers.get('/api/v2/member/detail'))
          await app.settled()
          const asked = textOf(page).includes('用户协议与隐私政策提示')
          if (asked && answer) {
            tap(page, 'agreement-accept')
            await waitFor(() => !textOf(page).includes('用户协议与隐私政策提示'))
          }
          Object.assign(storage, Object.fromEntries(app.storage))
          assert.deepEqual(missingRoutes(app), [])
          app.close()
          return asked
        }
        const agreed = async () => (await control('GET', '/__demo/agreements?user=2')).status

        assert.equal(await restart(true), true, 'learner 2 is asked')
        assert.deepEqual(await agreed(), { user_agreement_agreed: true, privacy_policy_agreed: true })
        assert.equal(await restart(false), false, 'not asked again')

        await control('POST', '/__demo/agreements', { publish: 'user_agreement' })
        assert.equal(await restart(true), true, 'a new 用户协议 is asked for')
        assert.equal(await restart(false), false)

        await control('POST', '/__demo/agreements', { none: true })
        assert.equal(await restart(true), true, 'with none configured, asked once')
        assert.deepEqual(await agreed(), { user_agreement_agreed: false, privacy_policy_agreed: false })
        assert.equal(await restart(false), false, 'and never again')
      }
    )

    for (const goods of ['course', 'plan']) {
      test(`${release}: buys ${goods === 'course' ? 'course 9' : 'a VIP plan'} to 支付成功 (${v30 ? 'the cashier' : 'the gateway'} in the web-view, paid meanwhile)`, async () => {
        const app = await start(release)
        const query =
          goods === 'course' ? { goods_id: '9', goods_type: 'vod' } : { goods_id: '1', goods_type: 'role' }
        const page = await app.openPage(CHECKOUT, query)
        await waitForText(page, goods === 'course' ? '考勤与休假制度' : '月度会员')
        await waitForText(page, v30 ? '提交订单后，在收银台选择支付方式' : '支付宝')
        await waitFor(() => app.answers.get(goods === 'course' ? '/api/v2/course/9' : '/api/v2/roles'))
        await app.settled()
        const offered = answerSheet(app, 0)
        tap(page, 'checkout-submit')
        if (v30 || goods === 'plan') {
          await waitForText(page, goods === 'course' ? '《付费内容购买协议》' : '《会员服务协议》')
          tap(page, 'agreement-agree')
        }
        const nav = await app.waitForNavigation('navigateTo', '/pages/webview/index')
        const payUrl = new URL(decodeURIComponent(nav.query.url))
        const orders = await control('GET', '/__demo/orders?user=1')
        const order = orders[0]
        if (v30) {
          assert.deepEqual(offered[0], ['在小程序内打开支付页', '复制链接到浏览器支付'])
          assert.equal(payUrl.pathname, '/payment/index')
          const placed = app.requests.find((r) => r.path === '/api/v3/order')
          assert.equal(placed.data.goods_type, goods === 'course' ? 'COURSE' : 'ROLE')
          assert.equal(order.status, 5, 'a new order starts as 支付中')
        } else {
          assert.deepEqual(offered[0], ['在小程序内打开支付页', '复制链接到浏览器支付', '手动打款'])
          assert.equal(payUrl.pathname, '/api/v2/order/pay/redirect')
          assert.equal(payUrl.searchParams.get('order_id'), order.order_id)
        }
        // The learner pays in the web-view (here: as the cashier would), then comes back.
        await control('POST', '/__demo/pay', { order_id: order.order_id })
        await app.waitForPage('pages/webview/index')
        app.wx.navigateBack()
        await app.waitForNavigation('redirectTo', `/${SUCCESS}`)
        const success = await app.waitForPage(SUCCESS)
        await waitForText(success, '支付成功')
        if (goods === 'course') {
          const course = await app.openPage(DETAIL, { id: '9' })
          await waitFor(() => elementOf(course, 'course-start'))
          assert.equal(elementOf(course, 'course-buy'), null)
        } else {
          const role = await app.openPage(ROLE)
          await waitForText(role, /您的月度会员.+到期/)
        }
        assert.deepEqual(missingRoutes(app), [])
      })
    }

    test(`${release}: search without full-text search falls back to the title search and says so`, async () => {
      const app = await start(release, { mobile: null })
      await control('POST', '/__demo/switches', { fullTextSearch: false })
      const page = await app.openPage(SEARCH, { keywords: encodeURIComponent('入门') })
      await waitForText(page, '本站未开启全文搜索，以下仅按课程标题查找')
      await waitForText(page, 'Vue3 实战')
      assert.deepEqual(
        app.requests.map((r) => r.path).filter((p) => p.includes('search')),
        ['/api/v3/search', '/api/v2/search']
      )
      assert.ok(!textOf(page).includes('加载失败'))
      assert.deepEqual(missingRoutes(app), [])
    })
  }
}
