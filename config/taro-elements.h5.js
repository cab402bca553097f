// Stands in for `@tarojs/components/dist/components` in the H5 build (config/index.ts aliases it here).
//
// H5 draws most components with @tarojs/components-react (h5.useHtmlComponents); Video still comes from Taro's
// web-component wrappers (`@tarojs/components/lib/react`), which sit in the first screen's chunk and define their
// custom element when the module loads. The player is used only by the learning subpackage, yet its element (≈ 14
// KB gzip with the video's controls) would load with /#/ and /#/login. Here the definers do nothing; the player
// defines its element from its own chunk before it renders (src/components/TaroElements/video). The app draws no
// Taro Textarea or ScrollView web component in H5 (components/AnswerTextarea, components-react's ScrollView).
export * from '@tarojs/components/dist/components/index.js'

export const defineCustomElementTaroVideoCore = () => undefined
export const defineCustomElementTaroTextareaCore = () => undefined
export const defineCustomElementTaroScrollViewCore = () => undefined // components-react draws ScrollView
