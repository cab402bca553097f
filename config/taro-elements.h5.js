// Stands in for `@tarojs/components/dist/components` in the H5 build (config/index.ts aliases it here).
//
// H5 draws most components with @tarojs/components-react (h5.useHtmlComponents); Video and Textarea still come from
// Taro's web-component wrappers (`@tarojs/components/lib/react`), which sit in the first screen's chunk and define
// their custom element when the module loads. The player is used only by the learning subpackage and the textarea
// only by the exam page, yet their elements (≈ 14 KB gzip with the video's controls, 1.2 KB the textarea) would load
// with /#/ and /#/login. Here their definers do nothing; the pages that need them define them from their own chunks
// before they render (src/components/TaroElements).
export * from '@tarojs/components/dist/components/index.js'

export const defineCustomElementTaroVideoCore = () => undefined
export const defineCustomElementTaroTextareaCore = () => undefined
export const defineCustomElementTaroScrollViewCore = () => undefined // components-react draws ScrollView
