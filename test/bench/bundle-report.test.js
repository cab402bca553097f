'use strict'
// The bench's bundle report: every byte of a chunk counted once, for the package or src/ folder it came from.
const { test, before, after } = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { SourceMapGenerator } = require('source-map-js')
const { bundleReport, groupOf, indexChunks } = require('./bundle-report')

let dir
let nodeModules

/** Writes a chunk made of `parts` ([source or null, code]) and its source map; returns the chunk's path. */
function writeChunk(name, parts) {
  const map = new SourceMapGenerator({ file: name })
  let code = ''
  for (const [source, text] of parts) {
    if (source)
      map.addMapping({
        source,
        original: { line: 1, column: 0 },
        generated: { line: 1, column: code.length },
      })
    code += text
  }
  fs.writeFileSync(path.join(dir, 'js', name), code)
  fs.writeFileSync(path.join(dir, 'js', `${name}.map`), map.toString())
  return `/js/${name}`
}

/** An installed package whose own source map lists `sources` (as Taro's packages ship them). */
function installMap(pkg, file, sources) {
  const full = path.join(nodeModules, pkg, 'dist', file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, JSON.stringify({ version: 3, sources, mappings: '' }))
}

before(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-report-'))
  dir = path.join(root, 'h5')
  nodeModules = path.join(root, 'node_modules')
  fs.mkdirSync(path.join(dir, 'js'), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<script defer="defer" src="/js/vendors.11111111.js"></script><link href="/css/app.22222222.css" rel="stylesheet">'
  )
  installMap('@fake/runtime', 'runtime.js.map', ['../src/runtime.ts', '../src/dom/node.ts'])
  installMap('@fake/other', 'other.js.map', ['../src/runtime.ts', '../src/other.ts'])
})

after(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }))

test('bytes go to the package or src/ folder of their source, and add up to the chunk', () => {
  const file = writeChunk('app.33333333.js', [
    [null, '(()=>{'],
    ['webpack://app/./node_modules/react/cjs/react.production.min.js', 'var react="'.padEnd(400, 'r') + '";'],
    ['webpack://app/../node_modules/.pnpm/x@1/node_modules/@scope/lib/index.js', 'var lib=1;'.repeat(10)],
    ['webpack://app/./src/stores/session-store.ts', 'var store="学习";'],
    ['webpack://app/./src/components/TabBar/index.tsx', 'var tab=2;'],
    ['webpack://app/webpack/runtime/load script', 'var rt=3;'],
    [null, '})()'],
  ])
  const report = bundleReport(dir, [file], { nodeModules })
  const bytes = Object.fromEntries(report.groups.map((g) => [g.name, g.raw]))
  assert.deepEqual(bytes, {
    react: 402,
    '@scope/lib': 100,
    'src/stores/': Buffer.byteLength('var store="学习";'),
    'src/components/TabBar/': 10,
    '(webpack runtime)': 9 + '})()'.length, // the tail after the last mapping counts for its source
    '(unmapped)': '(()=>{'.length, // the bytes before the first mapping
  })
  assert.equal(report.raw, fs.statSync(path.join(dir, 'js', 'app.33333333.js')).size)
  assert.equal(
    report.groups.reduce((total, g) => total + g.raw, 0),
    report.raw
  )
  assert.ok(report.groups.every((g) => g.gzip > 0 && g.chunks[0] === 'app.33333333.js'))
  assert.deepEqual(report.missingMaps, [])
})

test("a package's own nested map paths are traced to the package, by the code around them when ambiguous", () => {
  const file = writeChunk('vendors.11111111.js', [
    [null, 'push([[1],{"10":function(e,t,n){'],
    ['webpack://app/../src/dom/node.ts', 'var node=1;'.repeat(5)],
    ['webpack://app/../src/runtime.ts', 'var rt=1;'],
    [null, '},"11":function(e,t,n){'],
    ['webpack://app/../src/other.ts', 'var other=1;'.repeat(5)],
    ['webpack://app/../src/runtime.ts', 'var rt=2;'],
    [null, '}}])'],
    ['webpack://app/../src/nowhere/file.ts', ''],
  ])
  const report = bundleReport(dir, [file], { nodeModules })
  const owner = (name) => report.groups.find((g) => g.name === name)
  // src/runtime.ts is listed by both packages: each copy goes with the module it sits in.
  assert.equal(
    owner('@fake/runtime').raw,
    'var node=1;'.length * 5 + 'var rt=1;'.length + '},"11":function(e,t,n){'.length
  )
  assert.ok(owner('@fake/other').raw >= 'var other=1;'.length * 5 + 'var rt=2;'.length)
})

test('a chunk without a map is listed whole, and reported as missing its map', () => {
  fs.writeFileSync(path.join(dir, 'js', 'nomap.44444444.js'), 'var x=1;')
  const report = bundleReport(dir, ['/js/nomap.44444444.js'], { nodeModules })
  assert.deepEqual(
    report.groups.map((g) => [g.name, g.raw]),
    [['(no source map)', 8]]
  )
  assert.deepEqual(report.missingMaps, ['/js/nomap.44444444.js'])
})

test('groups: packages by their innermost node_modules, our code by folder, index.html chunks in order', () => {
  assert.equal(
    groupOf('webpack://x/./node_modules/@nutui/nutui-react-taro/dist/es/button.js'),
    '@nutui/nutui-react-taro'
  )
  assert.equal(groupOf('webpack://x/./node_modules/a/node_modules/b/index.js'), 'b')
  assert.equal(groupOf('webpack://x/./src/app.tsx'), 'src/ (top-level files)')
  assert.equal(groupOf('webpack://x/./src/pages/login/index.tsx'), 'src/pages/login/')
  assert.equal(groupOf('webpack://x/./src/services/api/course.ts'), 'src/services/')
  assert.equal(groupOf('webpack://x/./config/taro-elements.h5.js'), 'config/')
  assert.equal(groupOf('webpack://x/../src/api/ui/index.ts'), null) // needs the nested-map lookup
  assert.deepEqual(indexChunks(dir), ['/js/vendors.11111111.js', '/css/app.22222222.css'])
})
