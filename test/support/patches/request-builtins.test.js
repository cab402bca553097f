'use strict'
// config/patches/request-builtins.js: Taro's H5 request API gets no fetch or AbortController polyfill and no JSONP
// client.
const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('path')
const { apply, STAND_INS } = require('../../../config/patches/request-builtins')
const { Chain, resolveWith, read } = require('./helpers')

const TARO_H5 = path.dirname(require.resolve('@tarojs/taro-h5/package.json'))
/** The file of @tarojs/taro-h5 webpack bundles (its `module` entry). */
const TARO_H5_ENTRY = path.join(TARO_H5, require('@tarojs/taro-h5/package.json').module)

test("Taro's H5 API imports each module the patch replaces", () => {
  const source = read(TARO_H5_ENTRY)
  for (const request of Object.keys(STAND_INS))
    assert.match(source, new RegExp(`from '${request}'|import '${request}'`), `imports ${request}`)
})

test('the H5 chain resolves those imports to the stand-ins, which hold no polyfill', () => {
  const chain = new Chain()
  apply(chain)
  for (const [request, standIn] of Object.entries(STAND_INS)) {
    assert.equal(resolveWith(chain, request, TARO_H5), standIn)
    assert.doesNotMatch(read(standIn), /\bfetch\s*=|AbortController\s*=|createElement\('script'\)/)
  }
})

test('asking for JSONP fails with a clear error instead of loading a script', async () => {
  const source = read(STAND_INS['jsonp-retry']).replace(
    'export default function',
    'module.exports = function'
  )
  const jsonp = new Function('module', `${source}; return module.exports`)({})
  assert.throws(() => jsonp('https://example.com/x'), /JSONP requests are not supported/)
})
