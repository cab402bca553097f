'use strict'
// config/patches/lodash-kebabcase.js: NutUI's ConfigProvider names theme variables with src/utils/kebab-case.ts
// instead of lodash.kebabcase, in both builds.
const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('path')
const ts = require('typescript')
const lodashKebabCase = require('lodash.kebabcase')
const { alias, STAND_IN } = require('../../../config/patches/lodash-kebabcase')
const { ROOT, Chain, resolveWith, read } = require('./helpers')

const NUTUI = path.dirname(require.resolve('@nutui/nutui-react-taro/package.json'))
const CONFIG_PROVIDER = path.join(NUTUI, 'dist', 'es', 'packages', 'configprovider')

/** The app's splitter, compiled from its TypeScript source. */
function standIn() {
  const { outputText } = ts.transpileModule(read(STAND_IN), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019 },
  })
  const module = { exports: {} }
  new Function('module', 'exports', outputText)(module, module.exports)
  return module.exports.default
}

test("NutUI's ConfigProvider imports lodash.kebabcase; with the app's alias it gets the app's splitter", () => {
  assert.match(read(path.join(CONFIG_PROVIDER, 'configprovider.js')), /from "lodash\.kebabcase"/)
  const chain = new Chain()
  for (const [key, value] of Object.entries(alias)) chain.resolve.alias.set(key, value)
  assert.equal(resolveWith(chain, 'lodash.kebabcase', CONFIG_PROVIDER), STAND_IN)
})

/** The keys of src/theme.ts's `theme`: the names the page shell turns into CSS variables with the splitter. */
function themeKeys() {
  const source = read(path.join(ROOT, 'src', 'theme.ts'))
  const body = source.slice(source.indexOf('export const theme = {'))
  return [...body.slice(0, body.indexOf('\n}')).matchAll(/^ {2}(\w+):/gm)].map((match) => match[1])
}

test('the splitter names every key of the theme as lodash.kebabcase does', () => {
  const keys = themeKeys()
  assert.ok(keys.length > 20, `${keys.length} keys`)
  const kebabCase = standIn()
  for (const key of keys) assert.equal(kebabCase(key), lodashKebabCase(key), key)
})

test("the app gives NutUI's ConfigProvider no `theme` prop (the splitter does not name NutUI's z-index variables as lodash does)", () => {
  const shell = read(path.join(ROOT, 'src', 'components', 'PageShell', 'index.tsx'))
  const provider = shell.match(/<ConfigProvider\b[^>]*>/)
  assert.ok(provider, 'the page shell draws the ConfigProvider')
  assert.doesNotMatch(provider[0], /\btheme=/)
})
