'use strict'
// config/patches/h5-router-events.js: the H5 platform (src/platform/index.h5.ts) listens to private events of
// Taro's router. Each event it listens to must be one the installed router triggers, with the fields it reads.
// What the platform does when they come: test/unit/platform.test.ts.
const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('path')
const { EVENTS } = require('../../../config/patches/h5-router-events')
const { ROOT, read } = require('./helpers')

const ROUTER = path.dirname(require.resolve('@tarojs/router/package.json'))
/** The file of @tarojs/router webpack bundles (its `module` entry). */
const routerSource = () => read(path.join(ROUTER, require('@tarojs/router/package.json').module))
const platformSource = () => read(path.join(ROOT, 'src', 'platform', 'index.h5.ts'))

test('the platform listens to exactly the router events the patch declares', () => {
  const heard = new Set(
    [...platformSource().matchAll(/eventCenter\.(?:on|once)\('(__\w+)'/g)].map((m) => m[1])
  )
  assert.deepEqual([...heard].sort(), Object.keys(EVENTS).sort())
})

test('the installed router triggers each of them', () => {
  const source = routerSource()
  for (const event of Object.keys(EVENTS))
    assert.match(source, new RegExp(`eventCenter\\.trigger\\('${event}'`), `the router triggers ${event}`)
})

test('the not-found event carries the path the platform reads', () => {
  const source = routerSource()
  const [, variable] = source.match(/eventCenter\.trigger\('__taroRouterNotFound', (\w+)\)/)
  const payload = source.match(new RegExp(`const ${variable} = \\{([^}]*)\\}`))
  assert.ok(payload, `the router builds ${variable}`)
  for (const field of EVENTS.__taroRouterNotFound) assert.match(payload[1], new RegExp(`\\b${field}:`))
  assert.match(
    platformSource(),
    /'__taroRouterNotFound', \(event: \{ path: string \}\) => handler\(event\.path\)/
  )
})
