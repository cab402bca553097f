// PATCH of @tarojs/webpack5-runner 4.2.1: its H5 rule for the app's stylesheets (`customStyle`).
// What: the rule's first loader (`.use('0')`, Taro's unnamed mini-css-extract-plugin loader in a production build)
//   gets `publicPath: 'auto'`.
// Why: addresses in extracted stylesheets (fonts, pictures) are then relative to the stylesheet (`../static/…`),
//   not to the page, so they hold under any sub-path (`https://example.com/h5/`) as the relative `publicPath` does.
// Test: test/support/patches/custom-style-public-path.test.js
const patch = {
  what: "the `customStyle` rule's extract loader (`.use('0')`) gets publicPath 'auto'",
  why: 'addresses in extracted CSS relative to the stylesheet: the build works under any sub-path',
  packages: [{ package: '@tarojs/webpack5-runner', versions: ['4.2.1'] }],
  test: 'test/support/patches/custom-style-public-path.test.js',
}

/** H5 webpackChain: publicPath 'auto' on the customStyle rule's extract loader (only when it is that loader). */
function apply(chain) {
  const extract = chain.module.rules.has('customStyle') ? chain.module.rule('customStyle').use('0') : null
  if (extract && /mini-css-extract-plugin/.test(String(extract.get('loader'))))
    extract.tap((options) => ({ ...options, publicPath: 'auto' }))
}

module.exports = { patch, apply }
