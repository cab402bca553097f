// PATCH of @nutui/nutui-react-taro 3.0.20: the lodash.kebabcase its ConfigProvider imports.
// What: `lodash.kebabcase` resolves to src/utils/kebab-case.ts in both builds (config/index.ts `alias`).
// Why: ConfigProvider uses it only to name the CSS variables of a `theme` prop the app never passes (the page shell
//   sets them itself); lodash's Unicode word tables cost 1.9 KB gzip of H5's first screen and 4.6 KB of the
//   mini-program's main package.
// Test: test/support/patches/lodash-kebabcase.test.js
const path = require('path')

const STAND_IN = path.resolve(__dirname, '..', '..', 'src', 'utils', 'kebab-case.ts')

const patch = {
  what: "NutUI's ConfigProvider names theme variables with the app's splitter instead of lodash.kebabcase",
  why: "1.9 KB gzip less on H5's first screen, 4.6 KB less in the mini-program's main package",
  packages: [{ package: '@nutui/nutui-react-taro', versions: ['3.0.20'] }],
  code: ['src/utils/kebab-case.ts'],
  test: 'test/support/patches/lodash-kebabcase.test.js',
}

/** The entry of config/index.ts `alias` (both builds). */
const alias = { 'lodash.kebabcase$': STAND_IN }

module.exports = { patch, alias, STAND_IN }
