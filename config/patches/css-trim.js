// Shared by the stylesheet patches (taro-components-css.js, taro-components-react-css.js): a copy of an installed
// stylesheet without the at-rules and rules a patch drops.
const fs = require('fs')
const path = require('path')
const postcss = require('postcss')

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

module.exports = { trimmedCopy }
