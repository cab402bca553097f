// Stands in for `@tarojs/components/dist/components` in the H5 build (config/index.ts aliases it here).
//
// H5 draws most components with @tarojs/components-react (h5.useHtmlComponents); Video still comes from Taro's
// web-component wrappers (`@tarojs/components/lib/react`), which sit in the first screen's chunk and define their
// custom element when the module loads: the video's element (≈ 14 KB gzip with its controls) would load with /#/
// and /#/login. Here the definers do nothing. The app draws no Taro Video, Textarea or ScrollView web component in
// H5: the player is a plain <video> (components/Player/video.h5.tsx), the exam's answer box a plain <textarea>
// (components/AnswerTextarea), ScrollView comes from components-react.
export * from '@tarojs/components/dist/components/index.js'

export const defineCustomElementTaroVideoCore = () => undefined // components/Player/video.h5.tsx draws <video>
export const defineCustomElementTaroTextareaCore = () => undefined
export const defineCustomElementTaroScrollViewCore = () => undefined // components-react draws ScrollView
