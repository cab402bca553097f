'use strict'
// config/patches/h5-pull-down-refresh.js: the installed H5 refresher still has the faults the app's fix answers
// (src/platform/pull-down-refresh.h5.ts; the fix in the DOM: test/unit/pull-down-refresh.test.ts): it draws the
// wrapper the fix looks for, reads that element's scrollTop and calls its __page's onPullDownRefresh.
const test = require('node:test')
const assert = require('node:assert/strict')
const path = require('path')
const { ROOT, read } = require('./helpers')

const REFRESHER = path.join(
  path.dirname(require.resolve('@tarojs/components-react/package.json')),
  'dist',
  'components',
  'pull-down-refresh',
  'index.js'
)

test('the refresher draws the wrapper the fix looks for', () => {
  const fix = read(path.join(ROOT, 'src', 'platform', 'pull-down-refresh.h5.ts'))
  const [, selector] = fix.match(/const WRAPPER = '\.([\w-]+)'/)
  const source = read(REFRESHER)
  const [, prefix] = source.match(/prefixCls: '([\w-]+)'/) ?? source.match(/prefixCls = '([\w-]+)'/)
  assert.match(source, /className: `\$\{prefixCls\}-content-wrapper`/)
  assert.equal(selector, `${prefix}-content-wrapper`)
})

test("the refresher reads its scroll container's scrollTop and calls its __page's onPullDownRefresh", () => {
  const source = read(REFRESHER)
  assert.match(source, /return ele\.scrollTop <= 0/)
  assert.match(source, /const pageEl = this\.scrollContainer;/)
  assert.match(source, /pageEl\.__page\)[^;]*\.onPullDownRefresh\)/)
})
