// PATCH of @tarojs/components 4.2.1: its web-component stylesheet, which Taro's H5 runtime imports on every page.
// What: the H5 build imports a trimmed copy (made from the installed file at build time, under
//   node_modules/.cache/meedu-h5) in place of `@tarojs/components/dist/taro-components/taro-components.css`: no
//   WeUI icon font (≈ 6 KB, inline) and no rule whose selectors are all `weui-` (icon, checkbox and radio).
// Why: they serve Taro's Icon, Checkbox and Radio, which the app does not use (NutUI draws its own).
// Test: test/support/patches/taro-components-css.test.js
const { trimmedCopy } = require('./css-trim')

const STYLESHEET = '@tarojs/components/dist/taro-components/taro-components.css'

const patch = {
  what: "Taro's web-component stylesheet without the WeUI icon font and the `weui-` rules",
  why: "they serve Taro's Icon, Checkbox and Radio, which the app does not use; ≈ 6 KB on every H5 page",
  packages: [{ package: '@tarojs/components', versions: ['4.2.1'] }],
  test: 'test/support/patches/taro-components-css.test.js',
}

/** Writes the trimmed copy of `source` (the installed stylesheet) into outDir; returns its path. */
function trimmedTaroComponentsCss(outDir, source = require.resolve(STYLESHEET)) {
  return trimmedCopy(source, outDir, 'taro-components.css', {
    atRule: (rule) => rule.name === 'font-face',
    rule: (rule) => rule.selectors.every((selector) => /weui-/.test(selector)),
  })
}

/** H5 webpackChain: the stylesheet's import resolves to the trimmed copy. */
function apply(chain, cacheDir) {
  chain.resolve.alias.set(`${STYLESHEET}$`, trimmedTaroComponentsCss(cacheDir))
}

module.exports = { patch, apply, trimmedTaroComponentsCss, STYLESHEET }
