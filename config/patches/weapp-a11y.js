// PATCH of @tarojs/plugin-platform-weapp 4.2.1 and @tarojs/shared 4.2.1: a Taro plugin for the weapp build that
// changes the WXML Taro writes through its template object's internals (its component list, `runtimePath`, and its
// `buildPageTemplate` method, wrapped), and the runtime's component list (`mergeInternalComponents`). Two changes:
//
// 1. `aria-*` props reach the rendered WXML. Taro's templates (base.wxml) bind only the attributes its component list
//    names; any other prop is dropped on the way, so `aria-role` and `aria-label` from src/platform/a11y.weapp.ts
//    never reached WeChat. Upstream's @tarojs/plugin-inject adds attributes this way; it is not a dependency of ours,
//    and this needs a small part of it: merge the attributes into the template's list at setup, and into the
//    runtime's list through a runtime import.
// 2. Every page's text follows the reader's WeChat font size: each page template starts with
//    <page-meta root-font-size="system"> (base library 2.11.0+; project.config.json asks for 2.26.0), so 1rem is the
//    size the learner chose in WeChat, and config/plugins/postcss-font-rem.js writes text sizes in rem. Written into
//    the template rather than drawn by React (Taro's PageMeta): the first paint has it, and no setData carries it.
//
// Test: test/support/patches/weapp-a11y.test.js (the built base.wxml and page template), test/weapp/a11y.test.js
// (the built mini-program).
const path = require('path')
const { ariaComponents } = require('../plugins/weapp-aria-components')

// Bundled into the mini-program: stays in config/plugins with the list it shares with this plugin.
const RUNTIME = path.resolve(__dirname, '..', 'plugins', 'weapp-aria-runtime.js')

const ROOT_FONT_SIZE = 'root-font-size="system"'

/** A page's WXML with ROOT_FONT_SIZE on its <page-meta>: Taro's (a page config's enablePageMeta), else a new one. */
function withSystemFontSize(wxml) {
  if (/<page-meta[\s>]/.test(wxml)) {
    return wxml.replace(
      /<page-meta([^>]*?)(\s*\/?)>/,
      (_, attributes, end) =>
        `<page-meta${attributes.replace(/\sroot-font-size="[^"]*"/, '')} ${ROOT_FONT_SIZE}${end}>`
    )
  }
  // page-meta must be the page's first node: after the <import>s, which are not nodes.
  const imports = wxml.match(/^(?:\s*<import\s[^>]*\/>)*/)[0]
  return `${imports}\n<page-meta ${ROOT_FONT_SIZE}></page-meta>${wxml.slice(imports.length)}`
}

module.exports = (ctx) => {
  ctx.registerMethod({
    name: 'onSetupClose',
    fn(platform) {
      if (platform.platform !== 'weapp') return
      const template = platform.template
      template.mergeComponents(ctx, ariaComponents())
      const runtime = platform.runtimePath
      platform.runtimePath = Array.isArray(runtime) ? [...runtime, RUNTIME] : [runtime, RUNTIME]
      // Taro writes a page's template with its config as the second argument; a component's has none.
      const buildPageTemplate = template.buildPageTemplate
      template.buildPageTemplate = (basePath, page) => {
        const wxml = buildPageTemplate(basePath, page)
        return page ? withSystemFontSize(wxml) : wxml
      }
    },
  })
}

module.exports.withSystemFontSize = withSystemFontSize
module.exports.RUNTIME = RUNTIME
module.exports.patch = {
  what: '`aria-*` attributes in the mini-program\'s templates and runtime; each page starts with <page-meta root-font-size="system">',
  why: "screen readers get roles and names; text follows the reader's WeChat font size",
  packages: [
    { package: '@tarojs/plugin-platform-weapp', versions: ['4.2.1'] },
    { package: '@tarojs/shared', versions: ['4.2.1'] },
  ],
  code: ['config/plugins/weapp-aria-components.js', 'config/plugins/weapp-aria-runtime.js'],
  test: 'test/support/patches/weapp-a11y.test.js',
}
