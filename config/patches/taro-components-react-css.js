// PATCH of @tarojs/components-react 4.2.1: the stylesheet of Taro's React components (`h5.useHtmlComponents`).
// What: the H5 build imports a copy of `@tarojs/components-react/dist/index.css` without the rule
//   `.taro-button-core + .taro-button-core` (WeUI's 15 px gap above a button that follows another), and without
//   any rule that loads a picture from another site (the loading button's spinner, from JD's image CDN).
// Why: NutUI's buttons are Taro buttons underneath, so two of them side by side (上一题 答题卡 交卷) stood at
//   different heights; the mini-program's buttons have no such gap. NutUI draws its own spinner, and the app's
//   stylesheets (app.css holds this one since Taro's stylesheets are extracted) name no outside address.
// Test: test/support/patches/taro-components-react-css.test.js
const { trimmedCopy } = require('./css-trim')

const STYLESHEET = '@tarojs/components-react/dist/index.css'

const patch = {
  what: "the React components' stylesheet without WeUI's gap above a button that follows another, and without rules that load a picture from another site",
  why: 'NutUI buttons side by side stood at different heights in H5 (not in the mini-program); the spinner rule asked a third-party CDN for a picture NutUI never shows',
  packages: [{ package: '@tarojs/components-react', versions: ['4.2.1'] }],
  test: 'test/support/patches/taro-components-react-css.test.js',
}

const BUTTON_GAP = /^\.taro-button-core\s*\+\s*\.taro-button-core$/
/** A declaration that fetches from an absolute http(s) address. */
const OUTSIDE_PICTURE = /url\(\s*["']?(?:https?:)?\/\//i

/** Writes the trimmed copy of `source` (the installed stylesheet) into outDir; returns its path. */
function trimmedTaroReactComponentsCss(outDir, source = require.resolve(STYLESHEET)) {
  return trimmedCopy(source, outDir, 'taro-components-react.css', {
    rule: (rule) =>
      rule.selectors.every((selector) => BUTTON_GAP.test(selector)) ||
      rule.nodes.some((node) => node.type === 'decl' && OUTSIDE_PICTURE.test(node.value)),
  })
}

/** H5 webpackChain: the stylesheet's import resolves to the trimmed copy. */
function apply(chain, cacheDir) {
  chain.resolve.alias.set(`${STYLESHEET}$`, trimmedTaroReactComponentsCss(cacheDir))
}

module.exports = { patch, apply, trimmedTaroReactComponentsCss, STYLESHEET }
