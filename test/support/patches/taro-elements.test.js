'use strict'
// config/patches/taro-elements.js: in H5, Taro's web-component wrappers get element definers that do nothing for
// Video, Textarea and ScrollView (config/taro-elements.h5.js); H5 draws a plain <video> and <textarea> instead
// (test/unit/architecture.test.ts checks that no H5 file imports Taro's Video).
const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('path')
const { apply, DEFINERS, STAND_IN } = require('../../../config/patches/taro-elements')
const { Chain, resolveWith, read } = require('./helpers')

const COMPONENTS = path.dirname(require.resolve('@tarojs/components/package.json'))
/** The names a module's `export const NAME = () => undefined` lines make no-ops. */
const noOps = (source) =>
  [...source.matchAll(/export const (\w+) = \(\) => undefined/g)].map((match) => match[1])

test("the H5 chain resolves the wrappers' import of the definers to the stand-in", () => {
  const chain = new Chain()
  apply(chain)
  assert.equal(resolveWith(chain, DEFINERS, path.join(COMPONENTS, 'lib', 'react')), STAND_IN)
})

test("the stand-in's own import of the definers still reaches Taro's (the alias matches the bare path only)", () => {
  const chain = new Chain()
  apply(chain)
  const [, request] = read(STAND_IN).match(/export \* from '([^']+)'/)
  assert.equal(
    resolveWith(chain, request, path.dirname(STAND_IN)),
    path.join(COMPONENTS, 'dist', 'components', 'index.js')
  )
})

test("the no-op definers are ones Taro's React wrappers call and its definers module exports", () => {
  const names = noOps(read(STAND_IN))
  assert.deepEqual(names.sort(), [
    'defineCustomElementTaroScrollViewCore',
    'defineCustomElementTaroTextareaCore',
    'defineCustomElementTaroVideoCore',
  ])
  const wrappers = read(path.join(COMPONENTS, 'lib', 'react', 'components.js'))
  const imported = wrappers.match(/import \{([^}]*)\} from '@tarojs\/components\/dist\/components'/)
  assert.ok(imported, "the wrappers import the definers from '@tarojs/components/dist/components'")
  const exported = read(path.join(COMPONENTS, 'dist', 'components', 'index.js'))
  for (const name of names) {
    assert.match(imported[1], new RegExp(`\\b${name}\\b`), `the wrappers call ${name}`)
    assert.match(exported, new RegExp(`defineCustomElement as ${name}\\b`), `Taro exports ${name}`)
  }
})
