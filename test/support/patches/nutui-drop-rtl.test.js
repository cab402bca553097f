'use strict'
// config/patches/nutui-drop-rtl.js: NutUI's right-to-left rules are dropped from its stylesheets, in the
// mini-program (a PostCSS plugin of `mini.postcss`) and in H5 (a rule of its own before css-loader).
const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('path')
const postcss = require('postcss')
const dropRtl = require('../../../config/patches/nutui-drop-rtl')
const { Chain, read } = require('./helpers')

const NUTUI = path.dirname(require.resolve('@nutui/nutui-react-taro/package.json'))
const STYLESHEET = path.join(NUTUI, 'dist', 'style.css')
const RTL = /\.nut-rtl\b|\[dir=["']?rtl["']?\]/

/** The selectors of `css` that are right to left. */
function rtlSelectors(css) {
  const found = []
  postcss
    .parse(css)
    .walkRules((rule) => found.push(...rule.selectors.filter((selector) => RTL.test(selector))))
  return found
}

test("NutUI's stylesheet has right-to-left rules; through the plugin it has none and keeps the rest", async () => {
  const css = read(STYLESHEET)
  assert.ok(rtlSelectors(css).length > 50, `${rtlSelectors(css).length} right-to-left selectors`)
  const { css: dropped } = await postcss([dropRtl()]).process(css, { from: STYLESHEET })
  assert.deepEqual(rtlSelectors(dropped), [])
  const ltr = (text) => {
    const kept = []
    postcss
      .parse(text)
      .walkRules((rule) => kept.push(...rule.selectors.filter((selector) => !RTL.test(selector))))
    return kept
  }
  assert.deepEqual(ltr(dropped), ltr(css))
})

test('a rule with both kinds of selector keeps its left-to-right ones', async () => {
  const { css } = await postcss([dropRtl()]).process(
    '.nut-a, .nut-rtl .nut-a, [dir=rtl] .nut-a { margin-left: 1px }',
    {
      from: undefined,
    }
  )
  assert.equal(css, '.nut-a { margin-left: 1px }')
})

test("the H5 chain runs NutUI's own .css files (not the app's) through the plugin before css-loader", () => {
  const chain = new Chain()
  dropRtl.apply(chain)
  const [rule] = chain.toConfig().module.rules
  assert.equal(rule.enforce, 'pre')
  assert.ok(rule.test.test(path.join(NUTUI, 'dist', 'es', 'packages', 'button', 'style', 'style.css')))
  assert.ok(!rule.test.test(path.join('src', 'pages', 'home', 'index.css')))
  assert.match(rule.use[0].loader, /postcss-loader/)
  assert.equal(rule.use[0].options.postcssOptions.plugins[0].postcssPlugin, 'drop-rtl')
})
