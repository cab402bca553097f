'use strict'
/**
 * Accessibility in the built mini-program: the base library's `aria-role` / `aria-label` / states reach the WXML
 * WeChat renders, and text follows the reader's WeChat font size (each page's <page-meta root-font-size="system">;
 * both config/patches/weapp-a11y.js) with text sizes in rem (config/plugins/postcss-font-rem.js). Run after
 * `npm run build:weapp` (or WEAPP_DIST=<dir>).
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const path = require('path')
const { walk } = require('../support/files')
const {
  DIST,
  MISSING_BUILD,
  ROOT,
  allPages,
  distExists,
  elementOf,
  loadTypeScript,
  pageMetaOf,
  tap,
  waitFor,
  waitForText,
} = require('./harness')
const { useDemoBackend } = require('./demo-backend')

const TOKEN_KEY = 'meedu-h5-token'
const ROLE_PAGE = 'packages/order/role/index'

/** Every attribute src/platform/a11y.weapp.ts can produce: one call with every state set. */
function attributesA11yProduces() {
  const { a11y } = loadTypeScript(path.join(ROOT, 'src', 'platform', 'a11y.weapp.ts'))
  const props = a11y('button', {
    label: 'x',
    checked: true,
    selected: true,
    disabled: true,
    expanded: true,
    pressed: true,
    hidden: true,
    live: 'polite',
    modal: true,
    level: 1,
    current: true,
    valueNow: 1,
    valueMin: 0,
    valueMax: 2,
  })
  return Object.keys(props)
}

/**
 * The opening tags of base.wxml's templates for `tag` (`<view …>`), at every nesting level, but pure-view and
 * click-view: those bind no attribute at all, and Taro draws a node with them only when it has no prop but class,
 * style, id and data-* (an aria-* prop keeps it a view or static-view).
 */
function openingTags(tag) {
  const wxml = fs.readFileSync(path.join(DIST, 'base.wxml'), 'utf8')
  return [...wxml.matchAll(new RegExp(`<template name="tmpl_\\d+_\\w+">\\s*<(${tag})\\s([^>]*)>`, 'g'))]
    .map((match) => match[2])
    .filter((attributes) => /\{\{[^}]*\bi\.p\d+/.test(attributes))
}

if (!distExists()) {
  test('the mini-program has been built', () => {
    assert.fail(MISSING_BUILD)
  })
} else {
  const { login, startApp } = useDemoBackend()

  test('every view, text and image WeChat draws can carry the role, name and states a11y() gives it', () => {
    const produced = attributesA11yProduces()
    assert.ok(produced.includes('aria-role') && produced.includes('aria-label'), produced.join(', '))
    for (const tag of ['view', 'text', 'image']) {
      const tags = openingTags(tag)
      assert.ok(tags.length > 0, `base.wxml has no <${tag}> template`)
      for (const attributes of tags) {
        for (const name of produced) {
          assert.match(attributes, new RegExp(`\\s${name}="\\{\\{i\\.p\\d+\\}\\}"`), `<${tag}> lacks ${name}`)
        }
      }
    }
  })

  test('VIP会员: the plans are radios; the tapped one is checked, the others are not', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    const page = await app.openPage(ROLE_PAGE)
    await waitForText(page, '月度会员')
    await waitForText(page, '季度会员')

    const plan = (id) => elementOf(page, `role-${id}`)
    assert.equal(plan(1).tag, 'view')
    assert.equal(plan(1).attributes['aria-role'], 'radio')
    assert.equal(plan(1).attributes['aria-checked'], 'false')
    assert.equal(plan(2).attributes['aria-checked'], 'false')

    tap(page, 'role-2')
    await waitFor(() => plan(2).attributes['aria-checked'] === 'true', {
      describe: () => `role-2 is ${JSON.stringify(plan(2))}`,
    })
    assert.equal(plan(2).attributes['aria-role'], 'radio')
    assert.equal(plan(1).attributes['aria-checked'], 'false')

    tap(page, 'role-1')
    await waitFor(() => plan(1).attributes['aria-checked'] === 'true')
    assert.equal(plan(2).attributes['aria-checked'], 'false')
  })

  test('every page starts with <page-meta root-font-size="system"> (its root font size is WeChat’s)', () => {
    const appJson = JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8'))
    for (const route of allPages(appJson)) {
      const wxml = fs.readFileSync(path.join(DIST, `${route}.wxml`), 'utf8')
      const nodes = wxml.replace(/<import\s[^>]*\/>|<wxs\s[^>]*\/>/g, '').trim()
      assert.match(
        nodes,
        /^<page-meta\s[^>]*root-font-size="system"/,
        `${route}.wxml: ${nodes.slice(0, 120)}`
      )
      assert.equal(wxml.match(/<page-meta[\s>]/g).length, 1, `${route}.wxml has more than one <page-meta>`)
    }
  })

  test('an opened page has the system root font size', async () => {
    const token = await login()
    const app = startApp({ storage: { [TOKEN_KEY]: token } })
    for (const route of ['pages/home/index', ROLE_PAGE]) {
      const page = await app.openPage(route)
      assert.equal(pageMetaOf(page)['root-font-size'], 'system', route)
    }
  })

  test('text sizes are in rem (they follow the root font size), the design’s 14px is 0.875rem', () => {
    const sheets = walk(DIST).filter((file) => file.endsWith('.wxss'))
    const textSizes = []
    for (const file of sheets) {
      const css = fs.readFileSync(file, 'utf8')
      for (const match of css.matchAll(
        /(?:^|[;{\s])((?:--[\w-]*)?(?:font-size|line-height)|font)\s*:\s*([^;}]*)/g
      )) {
        textSizes.push({ file: path.relative(DIST, file), property: match[1], value: match[2] })
      }
    }
    assert.ok(textSizes.length > 50, `only ${textSizes.length} text sizes found`)
    const inRpx = textSizes.filter((size) => /\drpx/.test(size.value))
    assert.deepEqual(inRpx, [], 'text sizes left in rpx do not follow the reader’s font size')
    assert.ok(
      textSizes.some((size) => size.property === 'font-size' && /^0?\.875rem$/.test(size.value)),
      'no 14px (0.875rem) text'
    )
    // Sizes of boxes stay in rpx.
    assert.ok(
      sheets.some((file) => /(?:width|height|padding)\s*:\s*[\d.]+rpx/.test(fs.readFileSync(file, 'utf8'))),
      'no box is sized in rpx any more'
    )
  })
}
