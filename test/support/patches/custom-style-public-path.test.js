'use strict'
// config/patches/custom-style-public-path.js: in a production H5 build the app's extracted stylesheets address
// fonts and pictures relative to themselves (publicPath 'auto' on the extract loader of Taro's `customStyle` rule).
const test = require('node:test')
const assert = require('node:assert/strict')
const { H5WebpackModule } = require('@tarojs/webpack5-runner/dist/webpack/H5WebpackModule')
const { apply } = require('../../../config/patches/custom-style-public-path')
const { Chain } = require('./helpers')

/** The module rules Taro's H5 build merges into its chain (H5Combination.process), for `mode`. */
function taroChain(mode) {
  const webpackModule = new H5WebpackModule({ config: { mode } })
  const chain = new Chain()
  chain.merge({ module: { rule: { customStyle: webpackModule.getCustomStyleRule({}) } } })
  return chain
}

const extractOptions = (chain) => chain.toConfig().module.rules[0].use[0]

test("Taro's production customStyle rule starts with mini-css-extract-plugin's loader, without a publicPath", () => {
  const loader = extractOptions(taroChain('production'))
  assert.match(String(loader.loader), /mini-css-extract-plugin/)
  assert.equal(loader.options?.publicPath, undefined)
})

test("the patch gives that loader publicPath 'auto' and keeps its other options", () => {
  const before = extractOptions(taroChain('production'))
  const chain = taroChain('production')
  apply(chain)
  const after = extractOptions(chain)
  assert.equal(after.loader, before.loader)
  assert.deepEqual(after.options, { ...before.options, publicPath: 'auto' })
})

test('a development build (style-loader, nothing extracted) is left as it is', () => {
  const chain = taroChain('development')
  const before = JSON.stringify(chain.toConfig())
  apply(chain)
  assert.equal(JSON.stringify(chain.toConfig()), before)
})
