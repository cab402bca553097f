// Runs in the mini-program before the first render (weapp-a11y.js adds it to Taro's runtime imports): the same
// attributes join the runtime's component list, so hydrate() sends `aria-*` props under the names the templates bind.
const { mergeInternalComponents } = require('@tarojs/shared')
const { ariaComponents } = require('./weapp-aria-components')

mergeInternalComponents(ariaComponents())
