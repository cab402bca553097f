// PATCH of @tarojs/components 4.2.1: the custom-element definers of its web components in H5.
// What: `@tarojs/components/dist/components` (the definers `@tarojs/components/lib/react` calls when it loads)
//   resolves to config/taro-elements.h5.js, which re-exports it with the Video, Textarea and ScrollView definers
//   doing nothing. The app draws none of the three as Taro's web component in H5: the player is a plain <video>
//   (src/components/Player/video.h5.tsx), the exam's answer box a plain <textarea> (components/AnswerTextarea),
//   ScrollView comes from @tarojs/components-react.
// Why: the Video element (≈ 14 KB gzip with its controls, and its own import of hls.js) would otherwise load with
//   the first screen (/#/, /#/login), and Stencil's runtime with it.
// Test: test/support/patches/taro-elements.test.js
const path = require('path')

const DEFINERS = '@tarojs/components/dist/components'
const STAND_IN = path.resolve(__dirname, '..', 'taro-elements.h5.js')

const patch = {
  what: 'the Video, Textarea and ScrollView element definers of the first screen do nothing (H5 draws plain elements)',
  why: "Video's element (≈ 14 KB gzip) and Stencil's runtime stay out of the bundle",
  packages: [{ package: '@tarojs/components', versions: ['4.2.1'] }],
  code: ['config/taro-elements.h5.js'],
  test: 'test/support/patches/taro-elements.test.js',
}

/** H5 webpackChain: the definers resolve to the stand-in. */
function apply(chain) {
  chain.resolve.alias.set(`${DEFINERS}$`, STAND_IN)
}

module.exports = { patch, apply, DEFINERS, STAND_IN }
