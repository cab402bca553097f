// Stands in for `@tarojs/components/dist/components` in the H5 build (config/index.ts aliases it here).
//
// Taro's React components (`@tarojs/components/lib/react`) sit in the first screen's chunk and define their custom
// element when the module loads, for every component used anywhere in the app. The video player and the scroll
// view (NutUI Tabs) are used only by pages of the learning subpackage, the textarea only by the exam page, yet
// their elements (≈ 14 KB gzip with the video's controls, 1.2 KB the textarea) would load with /#/ and /#/login. Here their definers do nothing; the pages that need them
// define them from their own chunks before they render (src/components/TaroElements).
export * from '@tarojs/components/dist/components/index.js'

export const defineCustomElementTaroVideoCore = () => undefined
export const defineCustomElementTaroScrollViewCore = () => undefined
export const defineCustomElementTaroTextareaCore = () => undefined
