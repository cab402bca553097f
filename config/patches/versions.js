// The version check of the patches in config/patches/: each patch names the exact versions of the packages whose
// internals it relies on, and the build stops when another version is installed (config/index.ts calls
// checkPatchedVersions before anything else), so an upgrade cannot undo a patch unnoticed.
const fs = require('fs')
const path = require('path')

const ROOT = path.resolve(__dirname, '..', '..')

/** The version of `name` installed for the app (its package.json), or null when it is not installed. */
function installedVersion(name, root = ROOT) {
  let file
  try {
    file = require.resolve(`${name}/package.json`, { paths: [root] })
  } catch {
    // A package whose `exports` does not list its package.json: read it where npm puts it.
    file = path.join(root, 'node_modules', ...name.split('/'), 'package.json')
  }
  if (!fs.existsSync(file)) return null
  return JSON.parse(fs.readFileSync(file, 'utf8')).version
}

/** One line per patched package whose installed version is not one the patch names; [] when all match. */
function versionProblems(patches, versionOf = installedVersion) {
  const problems = []
  for (const patch of patches) {
    for (const { package: name, versions } of patch.packages) {
      const installed = versionOf(name)
      if (versions.includes(installed)) continue
      const known = versions.join(', ')
      problems.push(
        installed
          ? `${patch.file} patches ${name} ${known}, but ${installed} is installed: check the patch still applies, then add the version`
          : `${patch.file} patches ${name} ${known}, but ${name} is not installed: remove the patch or install the package`
      )
    }
  }
  return problems
}

/** Throws one error naming every mismatch (see versionProblems). */
function checkPatchedVersions(patches, versionOf = installedVersion) {
  const problems = versionProblems(patches, versionOf)
  if (problems.length > 0)
    throw new Error(`Patched packages changed (config/patches/README.md):\n  ${problems.join('\n  ')}`)
}

module.exports = { installedVersion, versionProblems, checkPatchedVersions }
