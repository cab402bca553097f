import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {
    // A build-time smoke test of every page's first screen (stack-notes §9.3), only on request.
    ...(process.env.TARO_PRERENDER === '1' ? { prerender: { match: 'pages/**', console: true } } : {}),
  },
  h5: {},
} satisfies UserConfigExport<'webpack5'>
