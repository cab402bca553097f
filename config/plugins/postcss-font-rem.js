// A PostCSS step of the weapp build only (config/index.ts `mini.postcss`), after pxtransform: text sizes in `rem`
// instead of `rpx`, so they follow the reader's WeChat font size. Each page's <page-meta root-font-size="system">
// (written by config/patches/weapp-a11y.js) makes 1rem the size the learner chose in WeChat.
//
// Only sizes of text change: `font-size`, `line-height` (lines grow with their text), the `font` shorthand and
// custom properties that carry them (NutUI's `--nutui-*-font-size`, `--nutui-*-line-height`), including the
// fallbacks inside `var(…)`. Widths, heights and spacing stay in rpx.
//
// `rpxPerRem`: how many rpx one rem is at the standard setting on the design's 375-wide phone: 2 rpx per design px
// (deviceRatio 375: 2) × 16 px per rem, the root font size WeChat reports at the standard setting. So the 14px of
// the design, 28rpx, becomes 0.875rem: 14px there as before, more when the learner enlarges WeChat's font.

const TEXT_SIZE = /^(font-size|line-height|font)$/
const TEXT_SIZE_VARIABLE = /^--.*(font-size|line-height)/
const RPX = /(-?(?:\d+\.?\d*|\.\d+))rpx\b/g

/** 28 → '0.875': at most 5 decimals, no trailing zeros. */
function remOf(rpx, rpxPerRem) {
  return String(Number((rpx / rpxPerRem).toFixed(5)))
}

module.exports = (options = {}) => {
  const rpxPerRem = options.rpxPerRem || 32
  return {
    postcssPlugin: 'meedu-font-rem',
    Declaration(decl) {
      if (!TEXT_SIZE.test(decl.prop) && !TEXT_SIZE_VARIABLE.test(decl.prop)) return
      if (!decl.value.includes('rpx')) return
      decl.value = decl.value.replace(RPX, (_, amount) => `${remOf(Number(amount), rpxPerRem)}rem`)
    },
  }
}
module.exports.postcss = true
