// THE list of the patches of Taro and NutUI internals (config/patches/README.md). Each file says what it changes,
// why, for which exact versions of which packages (`patch.packages`) and which test shows its effect
// (`patch.test`); config/index.ts applies them and stops the build when an installed version differs.
const path = require('path')
const { checkPatchedVersions } = require('./versions')

const NAMES = [
  'taro-components-css',
  'taro-components-react-css',
  'taro-elements',
  'custom-style-public-path',
  'request-builtins',
  'lodash-kebabcase',
  'nutui-drop-rtl',
  'weapp-a11y',
  'h5-pull-down-refresh',
  'h5-router-events',
]

/** [{ name, file, what, why, packages, code?, test }] */
const patches = NAMES.map((name) => ({
  name,
  file: `config/patches/${name}.js`,
  ...require(path.join(__dirname, name)).patch,
}))

/**
 * Stops the build when an installed package is not a version its patch names: prints why and exits with 1, before
 * Taro reads any more of its configuration (a thrown error would be followed by Taro's misleading 找不到项目配置文件,
 * as in config/api-url-guard.js).
 */
function checkInstalledVersions({ versionOf, print = console.error, exit = process.exit } = {}) {
  try {
    checkPatchedVersions(patches, versionOf)
  } catch (error) {
    print(error.message)
    exit(1)
  }
}

module.exports = { patches, checkInstalledVersions }
