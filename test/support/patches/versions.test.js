'use strict'
// config/patches/versions.js and index.js: every patch names exact versions of the packages it patches, and the
// build stops with a message naming the patch, the package and both versions when the installed one differs.
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const path = require('path')
const { patches, checkInstalledVersions } = require('../../../config/patches')
const { installedVersion, versionProblems } = require('../../../config/patches/versions')
const { ROOT, tempDir } = require('./helpers')

test('every patch says what, why, for which exact versions, and names a test that exists', () => {
  assert.ok(patches.length >= 10)
  for (const patch of patches) {
    assert.ok(fs.existsSync(path.join(ROOT, patch.file)), patch.file)
    assert.ok(patch.what && patch.why, `${patch.file}: what and why`)
    assert.ok(patch.packages.length > 0, `${patch.file}: packages`)
    for (const { package: name, versions } of patch.packages)
      for (const version of versions)
        assert.match(version, /^\d+\.\d+\.\d+(-[\w.]+)?$/, `${name}: exact version`)
    assert.ok(fs.existsSync(path.join(ROOT, patch.test)), `${patch.file}: ${patch.test}`)
    for (const file of patch.code ?? [])
      assert.ok(fs.existsSync(path.join(ROOT, file)), `${patch.file}: ${file}`)
  }
})

test('every file of config/patches/ that declares a patch is in the list', () => {
  const listed = new Set(patches.map((patch) => patch.file))
  for (const name of fs.readdirSync(path.join(ROOT, 'config', 'patches'))) {
    const file = `config/patches/${name}`
    if (
      name.endsWith('.js') &&
      /\bpatch\b\s*=|\.patch\s*=/.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))
    )
      assert.ok(listed.has(file), `${file} is not in config/patches/index.js`)
  }
})

/** What checkInstalledVersions printed and the exit code it asked for (null: it let the build go on). */
function check(versionOf) {
  const printed = []
  let code = null
  checkInstalledVersions({
    versionOf,
    print: (text) => printed.push(text),
    exit: (status) => (code = status),
  })
  return { printed: printed.join('\n'), code }
}

test('the installed packages are the versions the patches name (else the build stops)', () => {
  assert.deepEqual(check(), { printed: '', code: null })
})

test('another installed version stops the build (exit 1) with a message saying what to do', () => {
  const { printed, code } = check((name) =>
    name === '@tarojs/components' ? '4.3.0' : installedVersion(name)
  )
  assert.equal(code, 1)
  assert.match(
    printed,
    /config\/patches\/taro-components-css\.js patches @tarojs\/components 4\.2\.1, but 4\.3\.0 is installed: check the patch still applies, then add the version/
  )
  // Every patch of that package is named, and no other.
  const named = printed.split('\n').slice(1)
  const ofPackage = patches.filter((patch) =>
    patch.packages.some(({ package: name }) => name === '@tarojs/components')
  )
  assert.equal(named.length, ofPackage.length)
  for (const patch of ofPackage)
    assert.ok(
      named.some((line) => line.includes(patch.file)),
      patch.file
    )
  assert.ok(named.every((line) => line.includes('@tarojs/components ')))
})

test('a patched package that is not installed is named too', () => {
  const problems = versionProblems(
    [{ file: 'config/patches/x.js', packages: [{ package: 'nope', versions: ['1.0.0'] }] }],
    () => null
  )
  assert.deepEqual(problems, [
    'config/patches/x.js patches nope 1.0.0, but nope is not installed: remove the patch or install the package',
  ])
})

test('installedVersion reads the package.json the app resolves', () => {
  const root = tempDir()
  fs.mkdirSync(path.join(root, 'node_modules', '@scope', 'pkg'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'node_modules', '@scope', 'pkg', 'package.json'),
    '{"name":"@scope/pkg","version":"9.8.7"}'
  )
  assert.equal(installedVersion('@scope/pkg', root), '9.8.7')
  assert.equal(installedVersion('@scope/missing', root), null)
  assert.equal(installedVersion('@tarojs/components'), require('@tarojs/components/package.json').version)
})

test('config/patches/README.md lists every patch with its packages, versions and test', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'config', 'patches', 'README.md'), 'utf8')
  for (const patch of patches) {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${path.basename(patch.file)}\``))
    assert.ok(row, `${patch.file} has a row`)
    for (const { package: name, versions } of patch.packages)
      assert.ok(row.includes(`\`${name}\` ${versions.join(', ')}`), `${patch.file}: ${name} ${versions}`)
    assert.ok(row.includes(patch.test), `${patch.file}: ${patch.test}`)
  }
})
