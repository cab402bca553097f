import path from 'path'
import { defineConfig } from '@tarojs/cli'
import { createSwcRegister } from '@tarojs/helper'
// The patches of Taro and NutUI internals (config/patches/README.md): the build stops here when an installed
// version is not one a patch names.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkInstalledVersions } = require('./patches')
checkInstalledVersions()
/* eslint-disable @typescript-eslint/no-require-imports */
const taroComponentsCss = require('./patches/taro-components-css')
const taroComponentsReactCss = require('./patches/taro-components-react-css')
const taroElements = require('./patches/taro-elements')
const customStylePublicPath = require('./patches/custom-style-public-path')
const requestBuiltins = require('./patches/request-builtins')
const lodashKebabcase = require('./patches/lodash-kebabcase')
const nutuiDropRtl = require('./patches/nutui-drop-rtl')
// The loader that extracts stylesheets into files, from the copy of mini-css-extract-plugin Taro's runner uses.
const { loader: extractCssLoader } = require(
  require.resolve('mini-css-extract-plugin', { paths: [require.resolve('@tarojs/webpack5-runner')] })
)
const { EarlyStartPlugin } = require('./plugins/early-start')
/* eslint-enable @typescript-eslint/no-require-imports */
/** Where the stylesheet patches write their trimmed copies. */
const CSS_CACHE = path.resolve(__dirname, '..', 'node_modules', '.cache', 'meedu-h5')

// Taro compiles only config/ on the fly; the route table (and the query helpers it uses) live in src/, so let
// them through too.
const ROUTES_FILE = path.resolve(__dirname, '..', 'src', 'routes.ts')
const URL_UTILS_FILE = path.resolve(__dirname, '..', 'src', 'utils', 'url.ts')
createSwcRegister({ only: [(file: string) => file === ROUTES_FILE || file === URL_UTILS_FILE] })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { H5_CUSTOM_ROUTES } = require(ROUTES_FILE) as typeof import('../src/routes')

// A production build stops on a loopback API address unless ALLOW_LOOPBACK_API=1 (config/api-url-guard.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stopOnLoopbackApi } = require('./api-url-guard')
stopOnLoopbackApi(process.env)

const isH5 = process.env.TARO_ENV === 'h5'
// `npm run dev:h5` (taro build --type h5 --watch): Taro's dev server, always at the site root.
const isH5DevServer = isH5 && process.argv.some((arg) => arg === '--watch' || arg === '-w')

// Development and production builds share this one configuration (NODE_ENV only changes minification).

export default defineConfig<'webpack5'>({
  projectName: 'meedu-learner',
  // Everything, NutUI included, is drawn for a 375-wide phone: 1px in our styles is 1 CSS px there.
  designWidth: 375,
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
  sourceRoot: 'src',
  // TARO_OUTPUT_ROOT lets the test run build elsewhere without touching the dist a developer serves.
  outputRoot: process.env.TARO_OUTPUT_ROOT || (isH5 ? 'dist/h5' : 'dist/weapp'),
  // weapp: `aria-*` props reach the WXML; pages take WeChat's font size (config/patches/weapp-a11y.js).
  plugins: ['@tarojs/plugin-html', ...(isH5 ? [] : [path.resolve(__dirname, 'patches', 'weapp-a11y.js')])],
  alias: {
    '@': path.resolve(__dirname, '..', 'src'),
    // NutUI's ConfigProvider gets the app's splitter for lodash.kebabcase (config/patches/lodash-kebabcase.js).
    ...lodashKebabcase.alias,
  },
  // H5 renders with Preact through preact/compat (Taro aliases react and react-dom to it): the same components and
  // hooks, 35 KB gzip lighter on every first load than react-dom. The mini-program keeps React 18 (@tarojs/react).
  framework: isH5 ? 'preact' : 'react',
  compiler: { type: 'webpack5', prebundle: { enable: false } },
  cache: { enable: false },
  mini: {
    postcss: {
      pxtransform: { enable: true, config: {} },
      // Text sizes in rem, after pxtransform, so they follow the reader's WeChat font size (1rem = 16px = 32rpx at
      // the standard setting on the 375 design: the same look there).
      [path.resolve(__dirname, 'plugins', 'postcss-font-rem.js')]: {
        enable: true,
        config: { rpxPerRem: 2 * 16 },
      },
      // NutUI's right-to-left rules: the app is never right to left (config/patches/nutui-drop-rtl.js).
      [path.resolve(__dirname, 'patches', 'nutui-drop-rtl.js')]: { enable: true, config: {} },
    },
    // NutUI's stylesheets are independent of each other; their order across pages does not matter.
    miniCssExtractPluginOption: { ignoreOrder: true },
    // Byte budgets are the bench's (npm run bench: main package, subpackages, total), not webpack's size hints.
    webpackChain(chain) {
      chain.performance.hints(false)
    },
  },
  h5: {
    // Relative: index.html names `js/…` and `css/…` next to itself, and chunks load from the folder of the page, so
    // the same build works at the site root and under a sub-path (`https://example.com/h5/`). The page must be
    // served at its folder (`/h5/` or `/h5/index.html`): src/index.html sends `/h5` on to `/h5/`. The dev server
    // keeps '/': its fallback for HTML requests rewrites them to the public path, which must be absolute there.
    publicPath: isH5DevServer ? '/' : '',
    // Taro's React components for H5 (@tarojs/components-react: plain elements) instead of its Stencil web
    // components: no custom-element runtime to download and register before the first screen.
    useHtmlComponents: true,
    // BUNDLE_SOURCE_MAPS=1 writes source maps next to the chunks (not referenced from them) for the bench's bundle
    // report (npm run bench -- --bundle-report): bytes per module.
    enableSourceMap: process.env.BUNDLE_SOURCE_MAPS === '1',
    sourceMapType: 'hidden-source-map',
    output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
    miniCssExtractPluginOption: {
      ignoreOrder: true,
      filename: 'css/[name].[contenthash:8].css',
      chunkFilename: 'css/[name].[contenthash:8].css',
    },
    router: { mode: 'hash', customRoutes: H5_CUSTOM_ROUTES },
    webpackChain(chain) {
      // Byte budgets are the bench's (gzip per route, npm run bench), not webpack's per-file size hints.
      chain.performance.hints(false)
      // The patches of Taro's and NutUI's internals in H5 (config/patches/): NutUI's right-to-left rules dropped;
      // the app's extracted stylesheets address fonts and pictures relative to themselves; Taro's Video element
      // never defined (the player is a plain <video>); Taro's stylesheets trimmed; no fetch, AbortController or
      // JSONP polyfills.
      nutuiDropRtl.apply(chain)
      customStylePublicPath.apply(chain)
      taroElements.apply(chain)
      taroComponentsCss.apply(chain, CSS_CACHE)
      taroComponentsReactCss.apply(chain, CSS_CACHE)
      requestBuiltins.apply(chain)
      // Every browser of the floor (package.json browserslist) runs ES2017: webpack may emit async functions, as
      // the entry's one top-level await needs (src/platform/entry-yield.h5.ts).
      chain.output.set('environment', { ...chain.output.get('environment'), asyncFunction: true })
      // Taro's own stylesheets (33 KB: its global rules and its components') are extracted into app.css like ours,
      // not kept as strings in the entry that style-loader turns into <style> tags while the app boots: the browser
      // reads them with the HTML, outside the boot's task. They come first in app.css (the entry names them before
      // the app), so NutUI's rules and ours still win over them, as when style-loader put them at the top of <head>.
      chain.module.rule('taroStyle').uses.clear().end().use('extract').loader(extractCssLoader)
      chain
        .entry('app')
        .prepend(taroComponentsReactCss.STYLESHEET)
        .prepend(taroComponentsCss.STYLESHEET)
        .prepend('@tarojs/components/global.css')
      // index.html's early start: the route's chunk files and the API address, for its inline script to fetch
      // the first screen's code and data beside the entry (config/plugins/early-start.js).
      chain.plugin('earlyStart').use(EarlyStartPlugin, [
        {
          pages: H5_CUSTOM_ROUTES,
          apiUrl: process.env.TARO_APP_API_URL,
          sourceRoot: path.resolve(__dirname, '..', 'src'),
        },
      ])
      // Taro splits only the first screen's chunks. Code that several pages load on demand (the course parts and
      // NutUI Tabs of the course page and the player) goes to a chunk of its own, downloaded once for all of
      // them, instead of a copy inside each page's chunk.
      const splitChunks = chain.optimization.get('splitChunks')
      if (splitChunks && splitChunks.cacheGroups) {
        chain.optimization.splitChunks({
          ...splitChunks,
          cacheGroups: {
            ...splitChunks.cacheGroups,
            sharedOnDemand: {
              chunks: 'async',
              minChunks: 2,
              minSize: 8 * 1024,
              priority: 5,
              reuseExistingChunk: true,
            },
          },
        })
      }
    },
    // No hot reload in `npm run dev:h5` (Preact's needs @prefresh): the page reloads on a change.
    devServer: { host: '127.0.0.1', port: 10086, hot: false },
    postcss: {
      autoprefixer: { enable: true, config: {} },
      pxtransform: { enable: true, config: {} },
    },
  },
})
