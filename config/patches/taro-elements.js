// PATCH of @tarojs/components 4.2.1: the custom-element definers of its web components in H5.
// What: `@tarojs/components/dist/components` (the definers `@tarojs/components/lib/react` calls when it loads)
//   resolves to config/taro-elements.h5.js, which re-exports it with the Video, Textarea and ScrollView definers
//   doing nothing; the player defines Video itself from its own chunk, importing the internal module
//   `@tarojs/components/dist/components/taro-video-core.js` (src/components/TaroElements/video.h5.ts).
// Why: the Video element (≈ 14 KB gzip with its controls) would otherwise load with the first screen (/#/, /#/login)
//   although only the learning subpackage plays video.
// Test: test/support/patches/taro-elements.test.js
const path = require('path')

const DEFINERS = '@tarojs/components/dist/components'
const STAND_IN = path.resolve(__dirname, '..', 'taro-elements.h5.js')

const patch = {
  what: 'the Video, Textarea and ScrollView element definers of the first screen do nothing; the player defines Video',
  why: "Video's element (≈ 14 KB gzip) stays out of the first screen's chunk",
  packages: [{ package: '@tarojs/components', versions: ['4.2.1'] }],
  code: ['config/taro-elements.h5.js', 'src/components/TaroElements/video.h5.ts'],
  test: 'test/support/patches/taro-elements.test.js',
}

/** H5 webpackChain: the definers resolve to the stand-in. */
function apply(chain) {
  chain.resolve.alias.set(`${DEFINERS}$`, STAND_IN)
}

module.exports = { patch, apply, DEFINERS, STAND_IN }
