import path from 'path'
import { defineConfig } from '@tarojs/cli'
import { createSwcRegister } from '@tarojs/helper'
import type Chain from 'webpack-chain'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { trimmedTaroComponentsCss, trimmedTaroReactComponentsCss } = require('./taro-components-css')

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

// eslint-disable-next-line @typescript-eslint/no-require-imports
const dropRtl = require('./plugins/postcss-drop-rtl')

/**
 * H5 runs no PostCSS over stylesheets in node_modules (Taro's rule), so NutUI's right-to-left rules (`.nut-rtl …`,
 * `[dir=rtl] …`), which the app never uses, go through a rule of their own: dropped before css-loader reads them.
 */
function dropNutuiRtl(chain: Chain): void {
  chain.module
    .rule('nutui-drop-rtl')
    .test(/@nutui[\\/]nutui-react-taro[\\/].*\.css$/)
    .enforce('pre')
    .use('postcss')
    .loader(require.resolve('postcss-loader'))
    .options({ postcssOptions: { plugins: [dropRtl()] } })
}

export default defineConfig<'webpack5'>({
  projectName: 'meedu-learner',
  // Everything, NutUI included, is drawn for a 375-wide phone: 1px in our styles is 1 CSS px there.
  designWidth: 375,
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
  sourceRoot: 'src',
  // TARO_OUTPUT_ROOT lets the test run build elsewhere without touching the dist a developer serves.
  outputRoot: process.env.TARO_OUTPUT_ROOT || (isH5 ? 'dist/h5' : 'dist/weapp'),
  // weapp: `aria-*` props reach the WXML; pages take WeChat's font size (config/plugins/weapp-a11y.js).
  plugins: ['@tarojs/plugin-html', ...(isH5 ? [] : [path.resolve(__dirname, 'plugins', 'weapp-a11y.js')])],
  alias: {
    '@': path.resolve(__dirname, '..', 'src'),
    // NutUI's ConfigProvider imports lodash.kebabcase only to name the variables of a `theme` prop the app never
    // passes (the page shell sets them itself): the app's own splitter stands in, 1.9 KB gzip less on H5's first
    // screen and 4.6 KB less in the mini-program's main package.
    'lodash.kebabcase$': path.resolve(__dirname, '..', 'src', 'utils', 'kebab-case.ts'),
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
      // NutUI's right-to-left rules: the app is never right to left (config/plugins/postcss-drop-rtl.js).
      [path.resolve(__dirname, 'plugins', 'postcss-drop-rtl.js')]: { enable: true, config: {} },
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
    // Taro's H5 video imports `hls.js` for `.m3u8` and prefers it over the browser's own HLS; this stand-in
    // plays HLS natively where the browser can and loads hls.js (its own chunk) only where it cannot.
    webpackChain(chain) {
      // Byte budgets are the bench's (gzip per route, npm run bench), not webpack's per-file size hints.
      chain.performance.hints(false)
      dropNutuiRtl(chain)
      chain.resolve.alias.set(
        'hls.js$',
        path.resolve(__dirname, '..', 'src', 'components', 'Player', 'hls-native-first.h5.ts')
      )
      // Addresses in extracted stylesheets (fonts, pictures) relative to the stylesheet itself (`../static/…`), not to
      // the page: they hold under any sub-path too.
      const extract = chain.module.rules.has('customStyle') ? chain.module.rule('customStyle').use('0') : null
      if (extract && /mini-css-extract-plugin/.test(String(extract.get('loader'))))
        extract.tap((options) => ({ ...options, publicPath: 'auto' }))
      // Video and Textarea still come from Taro's web components (components-react has neither): their elements are
      // defined by the pages that use them, not on the first screen.
      chain.resolve.alias.set(
        '@tarojs/components/dist/components$',
        path.resolve(__dirname, 'taro-elements.h5.js')
      )
      // Taro's web-component stylesheet without the WeUI icon font and rules the app never uses.
      chain.resolve.alias.set(
        '@tarojs/components/dist/taro-components/taro-components.css$',
        trimmedTaroComponentsCss(path.resolve(__dirname, '..', 'node_modules', '.cache', 'meedu-h5'))
      )
      // The React components' stylesheet without WeUI's gap between adjacent buttons (config/taro-components-css.js).
      chain.resolve.alias.set(
        '@tarojs/components-react/dist/index.css$',
        trimmedTaroReactComponentsCss(path.resolve(__dirname, '..', 'node_modules', '.cache', 'meedu-h5'))
      )
      // Taro's request API imports polyfills for fetch and AbortController, and a JSONP client the app never uses;
      // every browser of package.json's browserslist has both built in.
      const h5Builtins = path.resolve(__dirname, 'h5-builtins.js')
      chain.resolve.alias.set('whatwg-fetch$', h5Builtins)
      chain.resolve.alias.set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', h5Builtins)
      chain.resolve.alias.set('jsonp-retry$', path.resolve(__dirname, 'h5-no-jsonp.js'))
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
