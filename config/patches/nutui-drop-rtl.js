// PATCH of @nutui/nutui-react-taro 3.0.20: its stylesheets, in both builds.
// What: the right-to-left variants of NutUI's rules (selectors with `.nut-rtl` or `[dir=rtl]`) are dropped at build
//   time: a PostCSS plugin (this module) in the mini-program's `mini.postcss`, and in H5 (which runs no PostCSS over
//   node_modules) a rule of its own over NutUI's `.css` files, before css-loader reads them.
// Why: the app never sets either (Chinese reads left to right): bytes on every screen.
// Test: test/support/patches/nutui-drop-rtl.test.js
/** @type {import('postcss').PluginCreator<Record<string, never>>} */
const plugin = () => ({
  postcssPlugin: 'drop-rtl',
  Rule(rule) {
    const kept = rule.selectors.filter((selector) => !/\.nut-rtl\b|\[dir=["']?rtl["']?\]/.test(selector))
    if (kept.length === 0) rule.remove()
    else if (kept.length !== rule.selectors.length) rule.selectors = kept
  },
})
plugin.postcss = true

plugin.patch = {
  what: "NutUI's right-to-left rules (`.nut-rtl …`, `[dir=rtl] …`) dropped from its stylesheets",
  why: 'the app is never right to left: bytes on every screen',
  packages: [{ package: '@nutui/nutui-react-taro', versions: ['3.0.20'] }],
  test: 'test/support/patches/nutui-drop-rtl.test.js',
}

/** H5 webpackChain: NutUI's stylesheets go through this plugin before css-loader. */
plugin.apply = (chain) => {
  chain.module
    .rule('nutui-drop-rtl')
    .test(/@nutui[\\/]nutui-react-taro[\\/].*\.css$/)
    .enforce('pre')
    .use('postcss')
    .loader(require.resolve('postcss-loader'))
    .options({ postcssOptions: { plugins: [plugin()] } })
}

module.exports = plugin
