// babel-preset-taro serves both the Taro build and Jest (it adapts itself when NODE_ENV=test).
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
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
