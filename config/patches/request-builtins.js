// PATCH of @tarojs/taro-h5 4.2.1: the modules its request API imports.
// What: `whatwg-fetch` and `abortcontroller-polyfill/dist/abortcontroller-polyfill-only` resolve to
//   config/h5-builtins.js (nothing), `jsonp-retry` to config/h5-no-jsonp.js (throws "JSONP requests are not
//   supported").
// Why: every browser of package.json's browserslist has fetch and AbortController; the app never asks for JSONP.
// Test: test/support/patches/request-builtins.test.js
const path = require('path')

const BUILTINS = path.resolve(__dirname, '..', 'h5-builtins.js')
const NO_JSONP = path.resolve(__dirname, '..', 'h5-no-jsonp.js')

/** What Taro's request API imports → what the H5 build gives it. */
const STAND_INS = {
  'whatwg-fetch': BUILTINS,
  'abortcontroller-polyfill/dist/abortcontroller-polyfill-only': BUILTINS,
  'jsonp-retry': NO_JSONP,
}

const patch = {
  what: "Taro's request API gets no fetch or AbortController polyfill and no JSONP client",
  why: 'every supported browser has fetch and AbortController; the app never asks for JSONP',
  packages: [{ package: '@tarojs/taro-h5', versions: ['4.2.1'] }],
  code: ['config/h5-builtins.js', 'config/h5-no-jsonp.js'],
  test: 'test/support/patches/request-builtins.test.js',
}

/** H5 webpackChain: the three imports resolve to the stand-ins. */
function apply(chain) {
  for (const [request, standIn] of Object.entries(STAND_INS)) chain.resolve.alias.set(`${request}$`, standIn)
}

module.exports = { patch, apply, STAND_INS }
