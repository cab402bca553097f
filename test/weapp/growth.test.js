'use strict'
/**
 * 学习成长 in the built mini-program, headless, against the demo API: learner 1's totals, the 30 bars and the
 * watch history from the fork endpoint; the same totals from the v3 learned endpoints with the demo's
 * watchCourses switch off; 积分明细. Run after `npm run build:weapp` (or with WEAPP_DIST pointing at another build).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const { MISSING_BUILD, distExists, findNode, tap, textOf, waitFor, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const PAGE = 'packages/training/growUp/index'

/** The text inside one rendered node. */
function textIn(node) {
  if (!node) return ''
  if (typeof node.v === 'string' || typeof node.v === 'number') return String(node.v)
  return (node.cn || []).map(textIn).join('')
}

/** Rendered nodes whose class list has `className`. */
function nodesWithClass(page, className) {
  const found = []
  const walk = (node) => {
    if (!node || typeof node !== 'object') return
    if (
      Object.values(node).some((value) => typeof value === 'string' && value.split(' ').includes(className))
    )
      found.push(node)
    if (Array.isArray(node.cn)) node.cn.forEach(walk)
  }
  walk(page.data.root)
  return found
}

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { control, startApp } = useDemoBackend()
  const loginToken = async () => (await control('POST', '/__demo/login', { mobile: '13800138000' })).token
  const paths = (app) => app.requests.map((r) => r.path)

  async function totalsOf(page) {
    await waitFor(() => findNode(page, 'growth-total-courses') && findNode(page, 'growth-course-1'), {
      describe: () => `no totals and history: ${textOf(page).slice(0, 300)}`,
    })
    return ['courses', 'videos', 'minutes'].map((name) => textIn(findNode(page, `growth-total-${name}`)))
  }

  test('学习成长, logged in: totals, 30 bars and the watch history from watchCourses', async () => {
    const app = startApp({ storage: { [TOKEN_KEY]: await loginToken() } })
    const page = await app.openPage(PAGE)
    const totals = await totalsOf(page)
    assert.deepEqual(totals, ['3门学习课程', '2个完成视频', '1.3分钟学习时长'])
    assert.equal(nodesWithClass(page, 'minutes-chart__slot').length, 30)
    const text = textOf(page)
    for (const expected of [
      '近30天学习时长',
      '观看记录',
      '新员工入职指南',
      '已看完1/共3个视频',
      '已看完0/共4个视频',
    ])
      assert.ok(text.includes(expected), `${expected} on /growUp`)
    assert.ok(!text.includes('图表按各视频的观看时间估算'))
    assert.equal(
      paths(app).filter((path) => path === '/api/v2/member/watchCourses').length,
      1,
      'asked once on opening (the first show does not load it again)'
    )

    tap(page, 'growth-toggle-2')
    // (The course rows say 已看完N too: wait for the unfolded videos themselves.)
    await waitForText(page, '已看 00:08 / 00:20')
    assert.ok(textOf(page).includes('收起观看记录'))

    tap(page, 'growth-tab-credits')
    await waitForText(page, '订单抵扣')
    assert.ok(textOf(page).includes('-60'))
    assert.ok(textOf(page).includes('当前积分'), '当前积分 above 积分明细')
    assert.ok(textOf(page).includes('120'), "learner 1's credit1")
    assert.ok(paths(app).includes('/api/v2/member/credit1Records'))
    assert.deepEqual(app.toasts, [])
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })

  test('学习成长 on a stock MeEdu (watchCourses switch off): the same totals from the v3 learned endpoints', async () => {
    await control('POST', '/__demo/switches', { watchCourses: false })
    const app = startApp({ storage: { [TOKEN_KEY]: await loginToken() } })
    const page = await app.openPage(PAGE)
    const totals = await totalsOf(page)
    assert.deepEqual(totals, ['3门学习课程', '2个完成视频', '1.3分钟学习时长'])
    await waitForText(page, '图表按各视频的观看时间估算')
    const sent = paths(app)
    for (const path of [
      '/api/v2/member/watchCourses',
      '/api/v3/member/courses/learned',
      '/api/v3/member/learned/course/1',
      '/api/v3/member/learned/course/2',
      '/api/v3/member/learned/course/4',
    ])
      assert.ok(sent.includes(path), `${path} asked: ${sent}`)
    assert.deepEqual(app.toasts, [], 'no toast for the missing endpoint')
    assert.equal(app.errors.length, 0, app.errors.map(String).join('\n'))
  })
}
