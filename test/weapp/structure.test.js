'use strict'
/**
 * Structure of the built mini-program: what WeChat DevTools needs to open dist/weapp, and
 * that the build matches the route table in src/routes.ts. Run after `npm run build:weapp`:
 *
 *   node --test test/weapp/
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const path = require('path')
const { walk } = require('../support/files')
const { DIST, MISSING_BUILD, allPages, distExists, loadRoutes } = require('./harness')

const PACKAGE_LIMIT = 2 * 1024 * 1024 // WeChat's hard limit for the main package and for each subpackage
const TOTAL_LIMIT = 20 * 1024 * 1024 // and for all packages together
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

  const pages = allPages(appJson)

  test('app.json pages and subpackages are exactly the route table’s weapp pages, in order (home first)', () => {
    assert.ok(Array.isArray(appJson.pages) && appJson.pages.length > 0, 'app.json has no pages')
    const expected = routes.appPagesFor('weapp')
    assert.deepEqual(appJson.pages, expected.pages)
    assert.deepEqual(appJson.subPackages, expected.subPackages)
    assert.equal(appJson.pages[0], 'pages/home/index', 'the entry page (first in app.json) should be home')
    assert.equal(new Set(pages).size, pages.length, 'app.json lists a page twice')
    assert.deepEqual(
      [...pages].sort(),
      weappRoutes.map((route) => routes.pageOf(route)).sort(),
      'every route has exactly one page'
    )
  })

  test('subpackages: each under its own root, with no main page inside it; preload rules name real pages and packages', () => {
    const roots = appJson.subPackages.map((pkg) => pkg.root)
    for (const root of roots) {
      assert.ok(!appJson.pages.some((page) => page.startsWith(`${root}/`)), `a main page lies inside ${root}`)
      assert.ok(
        !roots.some((other) => other !== root && other.startsWith(`${root}/`)),
        `${root} nests another`
      )
    }
    const names = appJson.subPackages.map((pkg) => pkg.name)
    for (const [page, rule] of Object.entries(appJson.preloadRule || {})) {
      assert.ok(pages.includes(page), `preloadRule names ${page}, which is not a page`)
      for (const name of rule.packages)
        assert.ok(names.includes(name), `preloadRule ${page}: unknown ${name}`)
    }
  })

  test('every page has .js, .json and .wxml', () => {
    const missing = []
    for (const page of pages) {
      for (const ext of ['js', 'json', 'wxml']) {
        if (!fs.existsSync(path.join(DIST, `${page}.${ext}`))) missing.push(`${page}.${ext}`)
      }
    }
    assert.deepEqual(missing, [], `missing page files: ${missing.join(', ')}`)
  })

  test('every page .json has the navigationBarTitleText of its route', () => {
    const wrong = []
    for (const route of weappRoutes) {
      const page = routes.pageOf(route)
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
    const jsonFiles = [path.join(DIST, 'app.json'), ...pages.map((p) => path.join(DIST, `${p}.json`))]
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
      assert.ok(pages.includes(item.pagePath), `tabBar item ${item.pagePath} is not a page`)
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

  test('WeChat upload limits: main package ≤ 2 MB, each subpackage ≤ 2 MB, all ≤ 20 MB', (t) => {
    const counted = files.filter((f) => rel(f) !== 'project.config.json' && !f.endsWith('.map'))
    const roots = (appJson.subPackages || []).map((pkg) => pkg.root)
    const packageOf = (file) => roots.find((root) => file.startsWith(`${root}/`)) ?? 'main'
    const sizes = new Map()
    for (const file of counted) {
      const name = packageOf(rel(file))
      sizes.set(name, (sizes.get(name) ?? 0) + fs.statSync(file).size)
    }
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`
    const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0)
    const line = [...sizes].map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')
    t.diagnostic(`dist/weapp: ${line}; total ${kb(total)}`)
    console.log(`  dist/weapp packages: ${line}; total ${kb(total)}`)
    for (const [name, bytes] of sizes) {
      assert.ok(bytes <= PACKAGE_LIMIT, `${name} package is ${kb(bytes)}, over WeChat's 2 MB limit`)
    }
    assert.ok(total <= TOTAL_LIMIT, `all packages together are ${kb(total)}, over WeChat's 20 MB limit`)
  })
}
