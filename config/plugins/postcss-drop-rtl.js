// NutUI's stylesheets carry right-to-left variants of their rules (`.nut-rtl …`, `[dir=rtl] …`). The app never
// sets either (Chinese reads left to right), so those rules are dropped at build time: bytes on every screen.
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
module.exports = plugin
