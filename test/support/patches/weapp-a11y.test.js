'use strict'
// config/patches/weapp-a11y.js on Taro's own weapp platform (its template object, as `taro build --type weapp` makes
// it): the base template binds the aria attributes, each page template starts with <page-meta root-font-size>, and
// the runtime gets the same attribute list. The built mini-program: test/weapp/a11y.test.js.
const test = require('node:test')
const assert = require('node:assert/strict')
const helper = require('@tarojs/helper')
const { Weapp } = require('@tarojs/plugin-platform-weapp')
const weappA11y = require('../../../config/patches/weapp-a11y')
const { ARIA_ATTRIBUTES } = require('../../../config/plugins/weapp-aria-components')

/** Taro's weapp platform after its setup, with the plugin's `onSetupClose` run on it as Taro runs it. */
function weapp({ withPlugin }) {
  const ctx = { helper, initialConfig: {}, paths: {}, runOpts: { options: {} }, modifyWebpackChain() {} }
  const platform = new Weapp(ctx, {})
  platform.modifyTemplate({})
  if (withPlugin) {
    const methods = {}
    weappA11y({ helper, registerMethod: ({ name, fn }) => (methods[name] = fn) })
    methods.onSetupClose(platform)
  }
  return platform
}

/** base.wxml for a mini-program that draws View and Text. */
const baseTemplate = (platform) =>
  platform.template.buildTemplate({
    includes: new Set(['view', 'text', 'static-view', 'catch-view', 'pure-view']),
    exclude: new Set(),
    thirdPartyComponents: new Map(),
    includeAll: false,
  })

test("Taro's own base template binds no aria attribute", () => {
  assert.doesNotMatch(baseTemplate(weapp({ withPlugin: false })), /aria-/)
})

test('with the plugin the base template binds every aria attribute on <view> and <text>', () => {
  const wxml = baseTemplate(weapp({ withPlugin: true }))
  for (const tag of ['view', 'text']) {
    const element = wxml.match(new RegExp(`<${tag} [^>]*>`))[0]
    for (const attribute of ARIA_ATTRIBUTES)
      assert.match(element, new RegExp(`\\s${attribute}="\\{\\{i\\.\\w+\\}\\}"`), `${tag} ${attribute}`)
  }
})

test('with the plugin every page template starts with <page-meta root-font-size="system">; a component’s does not', () => {
  const plain = weapp({ withPlugin: false }).template
  const patched = weapp({ withPlugin: true }).template
  const page = { content: {} }
  assert.doesNotMatch(plain.buildPageTemplate('../../base.wxml', page), /page-meta/)
  const wxml = patched.buildPageTemplate('../../base.wxml', page)
  assert.match(
    wxml,
    /^<import src="\.\.\/\.\.\/base\.wxml"\/>\s*<page-meta root-font-size="system"><\/page-meta>\s*<template is="taro_tmpl"/
  )
  assert.equal(patched.buildPageTemplate('../../base.wxml'), plain.buildPageTemplate('../../base.wxml'))
})

test("a page with Taro's own page-meta (enablePageMeta) gets the font size on it, once", () => {
  const platform = weapp({ withPlugin: true })
  baseTemplate(platform) // Taro writes base.wxml first: it learns page-meta's attributes there
  const wxml = platform.template.buildPageTemplate('../../base.wxml', { content: { enablePageMeta: true } })
  assert.equal(wxml.match(/<page-meta[\s>]/g).length, 1)
  assert.match(wxml, /<page-meta data-sid="\{\{pageMeta\.sid\}\}"[^>]* root-font-size="system"\s*>/)
})

test("the runtime's aria list joins Taro's runtime imports", () => {
  const runtime = weapp({ withPlugin: true }).runtimePath
  assert.deepEqual(runtime, ['@tarojs/plugin-platform-weapp/dist/runtime', weappA11y.RUNTIME])
})
