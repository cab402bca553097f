// babel-preset-taro serves both the Taro build and Jest (it adapts itself when NODE_ENV=test).
// H5 renders with Preact (config/index.ts); JSX compiles to react/jsx-runtime either way (Taro aliases it on H5).
const framework = process.env.TARO_ENV === 'h5' ? 'preact' : 'react'
module.exports = {
  presets: [['taro', { framework, ts: true, compiler: 'webpack5', hot: false }]],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
        customStyleName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}/style/css`,
      },
      'nutui-react-taro',
    ],
  ],
}
