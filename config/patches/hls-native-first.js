// PATCH of @tarojs/components 4.2.1: the hls.js that Taro's H5 Video imports for an `.m3u8` address.
// What: `hls.js` resolves to src/components/Player/hls-native-first.h5.ts, a stand-in for the part of hls.js
//   Taro's Video uses: the browser's own HLS first, the real hls.js (1.7.4, its light build) loaded as its own chunk
//   only where the browser cannot play HLS, and only fatal errors passed to Taro's handler.
// Why: Taro prefers hls.js wherever Media Source exists, even where the browser plays HLS itself, and answers every
//   non-fatal hls.js error by reattaching the video, which pauses the learner's play.
// Test: test/support/patches/hls-native-first.test.js (what Taro's Video uses of hls.js; the alias) and
//   test/unit/hls-native-first.test.ts (the stand-in's behaviour)
const path = require('path')

const STAND_IN = path.resolve(__dirname, '..', '..', 'src', 'components', 'Player', 'hls-native-first.h5.ts')

const patch = {
  what: "Taro's H5 Video gets a stand-in for hls.js: the browser's own HLS first, hls.js loaded only where needed",
  why: 'hls.js only where the browser cannot play HLS; non-fatal hls.js errors no longer pause the video',
  packages: [
    { package: '@tarojs/components', versions: ['4.2.1'] },
    { package: 'hls.js', versions: ['1.7.4'] },
  ],
  code: ['src/components/Player/hls-native-first.h5.ts'],
  test: 'test/support/patches/hls-native-first.test.js',
}

/** H5 webpackChain: `hls.js` resolves to the stand-in. */
function apply(chain) {
  chain.resolve.alias.set('hls.js$', STAND_IN)
}

module.exports = { patch, apply, STAND_IN }
