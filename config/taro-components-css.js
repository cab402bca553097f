// The stylesheets of Taro's H5 components that every page loads (imported by Taro's H5 runtime), without what this
// app never renders or what fights NutUI. Made from the installed packages at build time; config/index.ts points
// the imports here.
const fs = require('fs')
const path = require('path')
const postcss = require('postcss')

const WEB_COMPONENTS_CSS = require.resolve('@tarojs/components/dist/taro-components/taro-components.css')
const REACT_COMPONENTS_CSS = require.resolve('@tarojs/components-react/dist/index.css')

/** Writes `source` to outDir/name without the at-rules and rules `drop` picks; returns the new file. */
function trimmedCopy(source, outDir, name, drop) {
  const root = postcss.parse(fs.readFileSync(source, 'utf8'))
  root.walkAtRules((rule) => {
    if (drop.atRule && drop.atRule(rule)) rule.remove()
  })
  root.walkRules((rule) => {
    if (drop.rule(rule)) rule.remove()
  })
  fs.mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, name)
  fs.writeFileSync(file, root.toString())
  return file
}

/**
 * Taro's web-component stylesheet: the WeUI icon font (≈ 6 KB, inline) and the WeUI icon, checkbox and radio rules
 * serve Taro's Icon, Checkbox and Radio, which the app does not use (NutUI draws its own).
 */
function trimmedTaroComponentsCss(outDir, source = WEB_COMPONENTS_CSS) {
  return trimmedCopy(source, outDir, 'taro-components.css', {
    atRule: (rule) => rule.name === 'font-face',
    rule: (rule) => rule.selectors.every((selector) => /weui-/.test(selector)),
  })
}

/**
 * The React components' stylesheet (`h5.useHtmlComponents`): without WeUI's 15 px gap above a button that follows
 * another. NutUI's buttons are Taro buttons underneath, so two of them side by side (上一题 答题卡 交卷) stood at
 * different heights; the mini-program's buttons have no such gap.
 */
function trimmedTaroReactComponentsCss(outDir, source = REACT_COMPONENTS_CSS) {
  return trimmedCopy(source, outDir, 'taro-components-react.css', {
    rule: (rule) =>
      rule.selectors.every((selector) => /^\.taro-button-core\s*\+\s*\.taro-button-core$/.test(selector)),
  })
}

module.exports = { trimmedTaroComponentsCss, trimmedTaroReactComponentsCss }
