'use strict'
// config/patches/hls-native-first.js: Taro's H5 Video imports a stand-in for hls.js
// (src/components/Player/hls-native-first.h5.ts; its behaviour: test/unit/hls-native-first.test.ts). Here: the alias
// reaches it from Taro's Video, and the stand-in has every part of hls.js that Taro's Video uses.
const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('path')
const { apply, STAND_IN } = require('../../../config/patches/hls-native-first')
const { Chain, resolveWith, read } = require('./helpers')

const VIDEO = require.resolve('@tarojs/components/dist/components/taro-video-core.js')

test("the H5 chain resolves Taro's Video's import of hls.js to the stand-in", () => {
  const source = read(VIDEO)
  assert.match(source, /import\(\s*(\/\*[^*]*\*\/\s*)?'hls\.js'\)/, 'Taro loads hls.js on demand')
  const chain = new Chain()
  apply(chain)
  assert.equal(resolveWith(chain, 'hls.js', path.dirname(VIDEO)), STAND_IN)
})

test('the stand-in has every member of hls.js that Taro’s Video uses', () => {
  const source = read(VIDEO)
  const standIn = read(STAND_IN)
  const instance = new Set([...source.matchAll(/this\.hls\.(\w+)\(/g)].map((match) => match[1]))
  const statics = new Set([...source.matchAll(/(?:\bHls|this\.HLS)\.(\w+)/g)].map((match) => match[1]))
  const constants = new Set(
    [...source.matchAll(/(?:\bHls|this\.HLS)\.(?:Events|ErrorTypes)\.(\w+)/g)].map((m) => m[1])
  )
  assert.ok(instance.size >= 5 && statics.size >= 3, 'found what Taro calls')
  for (const name of instance) assert.match(standIn, new RegExp(`\\n  (async )?${name}\\(`), `hls.${name}()`)
  for (const name of statics) assert.match(standIn, new RegExp(`static (async )?${name}\\b`), `Hls.${name}`)
  for (const name of constants) assert.match(standIn, new RegExp(`\\b${name}: '`), `Hls.*.${name}`)
})
