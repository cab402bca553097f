'use strict'
/**
 * Structure of the built mini-program (stack-notes §9.1): what WeChat DevTools needs to open dist/weapp, and
 * that the build matches the route table in src/routes.ts. Run after `npm run build:weapp`:
 *
 *   node --test test/weapp/
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const path = require('path')
const { walk } = require('../support/files')
const { DIST, MISSING_BUILD, distExists, loadRoutes } = require('./harness')

const MAIN_PACKAGE_LIMIT = 2 * 1024 * 1024 // WeChat's hard limit for the main package
const TAB_ICON_LIMIT = 40 * 1024

const rel = (file) => path.relative(DIST, file)
const read = (file) => fs.readFileSync(file, 'utf8')
const readJson = (file) => JSON.parse(read(file))

/** A path in a WXML/WXSS/JSON reference: `/x` from the package root, anything else from the file's folder. */
function resolveRef(from, ref) {
  return ref.startsWith('/') ? path.join(DIST, ref) : path.resolve(path.dirname(from), ref)
}

if (!distExists()) {
  test('dist/weapp has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const files = walk(DIST)
  const appJson = readJson(path.join(DIST, 'app.json'))
  const routes = loadRoutes()
  const weappRoutes = routes.routesFor('weapp')

  test('app.js, app.json and app.wxss exist', () => {
    for (const name of ['app.js', 'app.json', 'app.wxss']) {
      assert.ok(fs.existsSync(path.join(DIST, name)), `dist/weapp/${name} is missing`)
    }
  })

  test('app.json pages are exactly the route table’s weapp pages, in order (home first)', () => {
    assert.ok(Array.isArray(appJson.pages) && appJson.pages.length > 0, 'app.json has no pages')
    assert.deepEqual(appJson.pages, routes.pagesFor('weapp'))
    assert.equal(appJson.pages[0], 'pages/home/index', 'the entry page (first in app.json) should be home')
    assert.equal(new Set(appJson.pages).size, appJson.pages.length, 'app.json lists a page twice')
  })

  test('every page has .js, .json and .wxml', () => {
    const missing = []
    for (const page of appJson.pages) {
      for (const ext of ['js', 'json', 'wxml']) {
        if (!fs.existsSync(path.join(DIST, `${page}.${ext}`))) missing.push(`${page}.${ext}`)
      }
    }
    assert.deepEqual(missing, [], `missing page files: ${missing.join(', ')}`)
  })

  test('every page .json has the navigationBarTitleText of its route', () => {
    const wrong = []
    for (const route of weappRoutes) {
      const page = routes.pageOf(route.path)
      const file = path.join(DIST, `${page}.json`)
      if (!fs.existsSync(file)) {
        wrong.push(`${page}: no .json`)
        continue
      }
      const json = readJson(file)
      if (json.navigationBarTitleText !== route.title) {
        wrong.push(
          `${page}: ${JSON.stringify(json.navigationBarTitleText)} instead of ${JSON.stringify(route.title)}`
        )
      }
    }
    assert.deepEqual(wrong, [])
  })

  test('every <import>, <include> and <wxs src> in WXML resolves', () => {
    const broken = []
    let count = 0
    for (const file of files.filter((f) => f.endsWith('.wxml'))) {
      const re = /<(import|include|wxs)\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/g
      let match
      while ((match = re.exec(read(file))) !== null) {
        count++
        if (!fs.existsSync(resolveRef(file, match[2])))
          broken.push(`${rel(file)}: <${match[1]} src="${match[2]}">`)
      }
    }
    assert.ok(count > 0, 'no WXML imports found at all: is this a Taro build?')
    assert.deepEqual(broken, [])
  })

  test('every relative require() in JS resolves', () => {
    const broken = []
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const re = /\brequire\(\s*["'](\.{1,2}\/[^"']*|\/[^"']*)["']\s*\)/g
      let match
      while ((match = re.exec(read(file))) !== null) {
        const base = resolveRef(file, match[1])
        const ok = [base, `${base}.js`, path.join(base, 'index.js')].some(
          (c) => fs.existsSync(c) && fs.statSync(c).isFile()
        )
        if (!ok) broken.push(`${rel(file)}: require("${match[1]}")`)
      }
    }
    assert.deepEqual(broken, [])
  })

  test('every @import in WXSS resolves', () => {
    const broken = []
    for (const file of files.filter((f) => f.endsWith('.wxss'))) {
      const re = /@import\s+["']([^"']+)["']/g
      let match
      while ((match = re.exec(read(file))) !== null) {
        if (!fs.existsSync(resolveRef(file, match[1]))) broken.push(`${rel(file)}: @import "${match[1]}"`)
      }
    }
    assert.deepEqual(broken, [])
  })

  test('every usingComponents entry points at a component with .js, .json and .wxml', () => {
    const broken = []
    const jsonFiles = [path.join(DIST, 'app.json'), ...appJson.pages.map((p) => path.join(DIST, `${p}.json`))]
    for (const file of files.filter((f) => f.endsWith('.json') && !jsonFiles.includes(f)))
      jsonFiles.push(file)
    for (const file of jsonFiles.filter((f) => fs.existsSync(f))) {
      const json = readJson(file)
      for (const [name, target] of Object.entries(json.usingComponents || {})) {
        if (target.startsWith('plugin://')) continue
        const base = resolveRef(file, target)
        for (const ext of ['js', 'json', 'wxml']) {
          if (!fs.existsSync(`${base}.${ext}`)) broken.push(`${rel(file)}: ${name} → ${target}.${ext}`)
        }
      }
    }
    assert.deepEqual(broken, [])
  })

  test('tab bar (if app.json declares one) points at declared pages, 2–5 items, icons ≤ 40 KB', (t) => {
    if (!appJson.tabBar) {
      t.skip('no native tabBar in app.json: the app draws its own tab bar (components/TabBar)')
      return
    }
    const list = appJson.tabBar.list || []
    assert.ok(list.length >= 2 && list.length <= 5, `tabBar has ${list.length} items`)
    for (const item of list) {
      assert.ok(appJson.pages.includes(item.pagePath), `tabBar item ${item.pagePath} is not a page`)
      for (const icon of [item.iconPath, item.selectedIconPath].filter(Boolean)) {
        const file = path.join(DIST, icon)
        assert.ok(fs.existsSync(file), `tab icon ${icon} is missing`)
        assert.ok(fs.statSync(file).size <= TAB_ICON_LIMIT, `tab icon ${icon} is over 40 KB`)
      }
    }
  })

  test('dist/weapp/project.config.json: miniprogramRoot "./", an appid, compileType miniprogram', () => {
    const file = path.join(DIST, 'project.config.json')
    assert.ok(fs.existsSync(file), 'dist/weapp/project.config.json is missing')
    const config = readJson(file)
    assert.equal(config.miniprogramRoot, './')
    assert.equal(typeof config.appid, 'string')
    assert.ok(config.appid.length > 0, 'appid is empty')
    assert.equal(config.compileType, 'miniprogram')
  })

  test('main package is at most 2 MB', (t) => {
    const counted = files.filter((f) => rel(f) !== 'project.config.json' && !f.endsWith('.map'))
    const sizes = counted
      .map((f) => ({ file: rel(f), bytes: fs.statSync(f).size }))
      .sort((a, b) => b.bytes - a.bytes)
    const total = sizes.reduce((sum, item) => sum + item.bytes, 0)
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`
    t.diagnostic(`dist/weapp main package: ${kb(total)} in ${sizes.length} files (limit 2048 KB)`)
    t.diagnostic(
      `largest: ${sizes
        .slice(0, 5)
        .map((s) => `${s.file} ${kb(s.bytes)}`)
        .join(', ')}`
    )
    console.log(
      `  dist/weapp main package: ${kb(total)} (${total} bytes, ${sizes.length} files; WeChat limit 2048 KB)`
    )
    assert.ok(total <= MAIN_PACKAGE_LIMIT, `main package is ${kb(total)}, over WeChat's 2 MB limit`)
  })
}
