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
  'hls-native-first',
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

/** Stops (throws) when an installed package is not a version its patch names. */
function checkInstalledVersions(versionOf) {
  checkPatchedVersions(patches, versionOf)
}

module.exports = { patches, checkInstalledVersions }
