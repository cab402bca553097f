'use strict'
// config/patches/taro-components-react-css.js: the H5 build imports the React components' stylesheet without WeUI's
// gap above a button that follows another.
const test = require('node:test')
const assert = require('node:assert/strict')
const postcss = require('postcss')
const {
  apply,
  trimmedTaroReactComponentsCss,
  STYLESHEET,
} = require('../../../config/patches/taro-components-react-css')
const { Chain, resolveWith, tempDir, read } = require('./helpers')

const INSTALLED = require.resolve(STYLESHEET)
/** The declarations of the rules that style a Taro button following another. */
function buttonGaps(css) {
  const gaps = []
  postcss.parse(css).walkRules((rule) => {
    if (rule.selectors.some((selector) => /\.taro-button-core\s*\+\s*\.taro-button-core/.test(selector)))
      gaps.push(rule.toString())
  })
  return gaps
}

test("the installed stylesheet has WeUI's gap between adjacent buttons", () => {
  assert.match(buttonGaps(read(INSTALLED)).join('\n'), /margin-top/)
})

test('the trimmed copy has no gap between adjacent buttons and keeps the other button rules', () => {
  const trimmed = read(trimmedTaroReactComponentsCss(tempDir()))
  assert.deepEqual(buttonGaps(trimmed), [])
  assert.match(trimmed, /\.taro-button-core\s*\{/)
  // The spinner rule (below) names the button too.
  const spinnerMentions = outsidePictures(read(INSTALLED)).join(' ').split('.taro-button-core').length - 1
  assert.equal(
    read(INSTALLED).split('.taro-button-core').length - trimmed.split('.taro-button-core').length,
    2 + spinnerMentions,
    'exactly one `.taro-button-core + .taro-button-core` selector gone, besides the spinner rule'
  )
})

test("the H5 chain resolves Taro's import of the stylesheet to the trimmed copy", () => {
  const chain = new Chain()
  const dir = tempDir()
  apply(chain, dir)
  const resolved = resolveWith(chain, STYLESHEET)
  assert.equal(resolved, require('path').join(dir, 'taro-components-react.css'))
  assert.deepEqual(buttonGaps(read(resolved)), [])
})

/** The rules that load a picture from another site. */
const outsidePictures = (css) => {
  const found = []
  postcss.parse(css).walkDecls((decl) => {
    if (/url\(\s*["']?(?:https?:)?\/\//i.test(decl.value)) found.push(decl.parent.selector)
  })
  return found
}

test('the installed stylesheet loads a spinner picture from another site; the trimmed copy loads none', () => {
  assert.ok(outsidePictures(read(INSTALLED)).length > 0)
  assert.deepEqual(outsidePictures(read(trimmedTaroReactComponentsCss(tempDir()))), [])
})
