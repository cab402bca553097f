'use strict'
/**
 * The mini-program's start: lazy code loading in the build (app.json asks for it, and every custom component a
 * page's WXML uses is declared where WeChat looks for it), preloads within WeChat's quota, and home's first
 * screen headless with code injected as WeChat injects it: only home's page at start, within a few setData
 * calls. The start-up figures themselves: test/bench/weapp-start.js (npm run bench). Run after
 * `npm run build:weapp`.
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const path = require('path')
const { walk } = require('../support/files')
const { DIST, MISSING_BUILD, allPages, distExists, tap, textOf, waitForText } = require('./harness')
const { useDemoBackend } = require('./demo-backend')
const { BLOCKS_PATH, HOME_ROUTE, firstCourseTitle, runHomeStart } = require('../bench/weapp-start')

/**
 * Home's first screen today: the tab bar, then the search box (after the config), then the blocks, and the
 * notice in any order with them: 3 or 4 calls of about 31 KB together. One more call is allowed for timing.
 */
const MAX_SETDATA_CALLS = 5
const MAX_SETDATA_BYTES = 64 * 1024
/** WeChat's quota: the packages preloaded by the pages of one package together (checked when uploading). */
const PRELOAD_QUOTA = 2 * 1024 * 1024

/** WeChat's built-in components and WXML's own tags: anything else in WXML is a custom component. */
const BUILT_IN = new Set(
  `block template import include wxs slot view scroll-view swiper swiper-item movable-area movable-view
  cover-view cover-image match-media page-container root-portal share-element grid-view list-view sticky-header
  sticky-section icon text rich-text progress button checkbox checkbox-group editor form input label picker
  picker-view picker-view-column radio radio-group slider switch textarea keyboard-accessory navigator
  functional-page-navigator audio camera channel-live channel-video image live-player live-pusher video
  voip-room map canvas web-view ad ad-custom official-account open-data page-meta navigation-bar`.split(/\s+/)
)

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))
const rel = (file) => path.relative(DIST, file)

/** The tags a WXML file and the files it imports or includes use, without expressions, comments and wxs code. */
function wxmlTags(file, seen = new Set()) {
  if (seen.has(file)) return new Set()
  seen.add(file)
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\{[\s\S]*?\}\}/g, '')
    .replace(/(<wxs\b[^>]*>)[\s\S]*?<\/wxs>/g, '$1')
  const tags = new Set([...text.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1]))
  for (const match of text.matchAll(/<(?:import|include)\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/g)) {
    const ref = match[1].endsWith('.wxml') ? match[1] : `${match[1]}.wxml`
    const target = ref.startsWith('/') ? path.join(DIST, ref) : path.resolve(path.dirname(file), ref)
    if (fs.existsSync(target)) for (const tag of wxmlTags(target, seen)) tags.add(tag)
  }
  return tags
}

/** Size of a package: every file under its root (the main package: all files outside the subpackage roots). */
function packageSizes(appJson) {
  const roots = (appJson.subPackages || []).map((pkg) => pkg.root)
  const sizes = new Map([['main', 0], ...roots.map((root) => [root, 0])])
  for (const file of walk(DIST)) {
    const name = rel(file)
    if (name === 'project.config.json' || name.endsWith('.map')) continue
    const root = roots.find((r) => name.startsWith(`${r}/`)) ?? 'main'
    sizes.set(root, sizes.get(root) + fs.statSync(file).size)
  }
  return sizes
}

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const appJson = readJson(path.join(DIST, 'app.json'))
  const pages = allPages(appJson)

  test('app.json: lazyCodeLoading "requiredComponents" (no other renderer or framework settings)', () => {
    assert.equal(appJson.lazyCodeLoading, 'requiredComponents')
    assert.equal(appJson.renderer, undefined, 'the default WebView renderer (Skyline needs its own work)')
    assert.equal(appJson.componentFramework, undefined)
  })

  test('every custom component a page or component uses in WXML is declared in its json or app.json', () => {
    const global = Object.keys(appJson.usingComponents || {})
    const missing = []
    const checked = new Map()
    const check = (base) => {
      if (checked.has(base)) return
      const json = readJson(`${base}.json`)
      const declared = json.usingComponents || {}
      const used = [...wxmlTags(`${base}.wxml`)].filter((tag) => !BUILT_IN.has(tag))
      checked.set(base, used)
      for (const tag of used)
        if (!(tag in declared) && !global.includes(tag)) missing.push(`${rel(base)}.wxml uses <${tag}>`)
      for (const target of Object.values(declared)) {
        if (target.startsWith('plugin://')) continue
        check(target.startsWith('/') ? path.join(DIST, target) : path.resolve(path.dirname(base), target))
      }
    }
    for (const page of pages) check(path.join(DIST, page))
    assert.deepEqual(missing, [])
    // Taro renders deep trees through its own component (`comp`): the check saw it, so it is not vacuous.
    assert.ok(
      [...checked.values()].some((used) => used.includes('comp')),
      'no page uses a custom component at all: is this a Taro build?'
    )
  })

  test('preloads: the packages each package’s pages preload are within WeChat’s 2 MB quota', (t) => {
    const sizes = packageSizes(appJson)
    const byName = new Map((appJson.subPackages || []).map((pkg) => [pkg.name, pkg.root]))
    const quota = new Map()
    for (const [page, rule] of Object.entries(appJson.preloadRule || {})) {
      const from = [...byName.values()].find((root) => page.startsWith(`${root}/`)) ?? 'main'
      const bytes = rule.packages.reduce((sum, name) => sum + sizes.get(byName.get(name)), 0)
      quota.set(from, (quota.get(from) ?? 0) + bytes)
    }
    const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
    t.diagnostic([...quota].map(([from, bytes]) => `preloaded from ${from}: ${kb(bytes)}`).join('; '))
    assert.ok(quota.get('main') > 0, 'the main package’s pages preload nothing')
    for (const [from, bytes] of quota)
      assert.ok(bytes <= PRELOAD_QUOTA, `${from}'s pages preload ${kb(bytes)}, over WeChat's 2 MB`)
  })

  const { startApp, url } = useDemoBackend()
  const homeCourseTitle = async () => {
    const envelope = await (await fetch(new URL(BLOCKS_PATH, url()))).json()
    return firstCourseTitle(envelope.data)
  }
  /** The pages whose code has run, in order. */
  const injectedPages = (app) =>
    app.loadedFiles.map(({ file }) => file.replace(/\.js$/, '')).filter((file) => pages.includes(file))

  test('home: the search box and the first course in at most 5 setData calls, only home’s page code run', async () => {
    const courseTitle = await homeCourseTitle()
    const { app, figures } = await runHomeStart(startApp, { courseTitle, textOf })
    assert.ok(
      figures.setDataCalls <= MAX_SETDATA_CALLS,
      `home took ${figures.setDataCalls} setData calls to show its first screen`
    )
    assert.ok(figures.setDataBytes <= MAX_SETDATA_BYTES, `home sent ${figures.setDataBytes} bytes of setData`)
    assert.deepEqual(injectedPages(app), [HOME_ROUTE], 'only home’s page code runs at start')
  })

  test('pages injected when opened render: the 个人中心 tab (main package), then 课件中心 (a subpackage)', async () => {
    const app = startApp({ codeLoading: 'wechat' })
    const home = await app.openPage(HOME_ROUTE)
    await waitForText(home, '个人中心')
    tap(home, 'tab-member')
    const member = await app.waitForPage('pages/member/index')
    await waitForText(member, '关于平台')
    tap(member, 'entry-courseware')
    const courseware = await app.waitForPage('packages/training/vodKJ/index')
    await waitForText(courseware, '新员工入职指南')
    assert.deepEqual(injectedPages(app), [HOME_ROUTE, 'pages/member/index', 'packages/training/vodKJ/index'])
  })
}
