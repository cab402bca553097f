// The stylesheet of Taro's web components that every H5 page loads (imported by Taro's H5 runtime), without what
// this app never renders: the WeUI icon font (≈ 6 KB, inline) and the WeUI icon, checkbox and radio rules serve
// Taro's Icon, Checkbox and Radio, which the app does not use (NutUI draws its own). Made from the installed
// package at build time; config/index.ts points the import here.
const fs = require('fs')
const path = require('path')
const postcss = require('postcss')

const SOURCE = require.resolve('@tarojs/components/dist/taro-components/taro-components.css')

function trimmedTaroComponentsCss(outDir) {
  const root = postcss.parse(fs.readFileSync(SOURCE, 'utf8'))
  root.walkAtRules('font-face', (rule) => rule.remove())
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => /weui-/.test(selector))) rule.remove()
  })
  fs.mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, 'taro-components.css')
  fs.writeFileSync(file, root.toString())
  return file
}

module.exports = { trimmedTaroComponentsCss }
