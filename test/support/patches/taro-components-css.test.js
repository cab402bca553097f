'use strict'
// config/patches/taro-components-css.js: the H5 build imports Taro's web-component stylesheet without the WeUI icon
// font and the `weui-` rules.
const test = require('node:test')
const assert = require('node:assert/strict')
const postcss = require('postcss')
const { apply, trimmedTaroComponentsCss, STYLESHEET } = require('../../../config/patches/taro-components-css')
const { Chain, resolveWith, tempDir, read } = require('./helpers')

const INSTALLED = require.resolve(STYLESHEET)
const fontFaces = (root) => root.nodes.filter((node) => node.type === 'atrule' && node.name === 'font-face')
const weuiRules = (root) => {
  const rules = []
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => /weui-/.test(selector))) rules.push(rule.selector)
  })
  return rules
}

test('the installed stylesheet has the icon font and WeUI rules the patch drops', () => {
  const root = postcss.parse(read(INSTALLED))
  assert.ok(fontFaces(root).length > 0, 'an @font-face')
  assert.ok(
    weuiRules(root).some((selector) => /weui-icon/.test(selector)),
    'a weui-icon rule'
  )
})

test('the trimmed copy has no icon font and no WeUI rule, and keeps every other rule', () => {
  const installed = postcss.parse(read(INSTALLED))
  const trimmed = postcss.parse(read(trimmedTaroComponentsCss(tempDir())))
  assert.deepEqual(fontFaces(trimmed), [])
  assert.deepEqual(weuiRules(trimmed), [])
  assert.doesNotMatch(trimmed.toString(), /data:application\/font|WeuiIcon|weui-icon/i)
  const others = (root) => {
    const kept = []
    root.walkRules((rule) => {
      if (!rule.selectors.every((selector) => /weui-/.test(selector))) kept.push(rule.selector)
    })
    return kept
  }
  assert.ok(others(installed).length > 0)
  assert.deepEqual(others(trimmed), others(installed))
  assert.ok(trimmed.toString().length < installed.toString().length - 5000, 'at least 5 KB less')
})

test("the H5 chain resolves Taro's import of the stylesheet to the trimmed copy", () => {
  const chain = new Chain()
  const dir = tempDir()
  apply(chain, dir)
  const resolved = resolveWith(chain, STYLESHEET)
  assert.equal(resolved, require('path').join(dir, 'taro-components.css'))
  assert.deepEqual(fontFaces(postcss.parse(read(resolved))), [])
})
