'use strict'
/**
 * What the README and docs/mini-program.md tell admins about WeChat DevTools, checked against the project files and
 * the build: the committed project settings, the base library and the code that needs it, the settings app.json
 * has, the local settings `npm run start:weapp` writes, and the network calls behind the admin console's domain
 * lists. Run after `npm run build:weapp` (WEAPP_DIST for a build elsewhere):
 *
 *   node --test test/weapp/devtools-config.test.js
 */
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { walk } = require('../support/files')
const { DIST, ROOT, MISSING_BUILD, distExists } = require('./harness')
const { writePrivateConfigs, PRIVATE_CONFIG } = require('../demo-api/devtools')

const read = (file) => fs.readFileSync(file, 'utf8')
const readJson = (file) => JSON.parse(read(file))
const README = read(path.join(ROOT, 'README.md'))
const GUIDE = read(path.join(ROOT, 'docs', 'mini-program.md'))
const project = readJson(path.join(ROOT, 'project.config.json'))

/** The admin section of the README: from its heading to the next section. */
function adminSection() {
  const start = README.indexOf('**The mini-program, for admins**')
  assert.ok(start >= 0, 'the README has the admins section')
  return README.slice(start, README.indexOf('\n## ', start))
}

const versionParts = (version) => version.split('.').map(Number)
function atLeast(version, floor) {
  const [a, b] = [versionParts(version), versionParts(floor)]
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i]
  return true
}

test('project.config.json stays right for a real AppID: urlCheck on, the tourist AppID, dist/weapp', () => {
  assert.equal(project.setting.urlCheck, true)
  assert.equal(project.appid, 'touristappid', 'no real AppID is committed')
  assert.equal(project.miniprogramRoot, './dist/weapp')
  assert.equal(project.compileType, 'miniprogram')
  assert.match(project.libVersion, /^\d+\.\d+\.\d+$/)
})

test('the README and docs/mini-program.md name the libVersion project.config.json sets', () => {
  const readme =
    /\*\*Base library (\d+\.\d+\.\d+) or later\*\* \(`libVersion` in `project\.config\.json`\)/.exec(README)
  assert.ok(readme, 'the README states the base library')
  assert.equal(readme[1], project.libVersion)
  const guide = /^## The base library: (\d+\.\d+\.\d+)$/m.exec(GUIDE)
  assert.ok(guide, 'docs/mini-program.md states the base library')
  assert.equal(guide[1], project.libVersion)
  // The settings table's row, however prettier pads its columns.
  assert.match(
    GUIDE,
    new RegExp(`^\\| \`libVersion\` +\\| \`${project.libVersion.replace(/\./g, '\\.')}\` +\\|`, 'm')
  )
})

if (!distExists()) {
  test('dist/weapp has been built', () => assert.fail(MISSING_BUILD))
} else {
  const scripts = walk(DIST)
    .filter((file) => file.endsWith('.js'))
    .map(read)
  const appJson = readJson(path.join(DIST, 'app.json'))

  test('libVersion is what the avatar needs: compressImage resizes (compressedWidth, base library 2.26.0)', () => {
    const resizes = scripts.some((text) => /compressedWidth/.test(text) && /compressImage/.test(text))
    assert.ok(
      resizes,
      'the build passes compressedWidth to compressImage (else lower libVersion: docs/mini-program.md)'
    )
    assert.ok(atLeast(project.libVersion, '2.26.0'), `libVersion ${project.libVersion} is at least 2.26.0`)
    assert.equal(project.libVersion, '2.26.0', 'and no higher than the code needs')
  })

  test('app.json has the settings the docs name: lazyCodeLoading, subpackages, the web-view page', () => {
    assert.equal(appJson.lazyCodeLoading, 'requiredComponents')
    assert.match(GUIDE, /`lazyCodeLoading: "requiredComponents"`/)
    assert.ok(appJson.subPackages.length > 0, 'subpackages')
    assert.ok(appJson.pages.includes('pages/webview/index'), 'the /webview page business domains are for')
    assert.match(read(path.join(DIST, 'base.wxml')), /<web-view\b/, 'Taro renders a <web-view> for it')
    assert.match(adminSection(), /web-view \(`\/webview`\)/)
  })

  test("the build's project.config.json (Taro's copy) opens dist/weapp itself with the same settings", () => {
    const copy = readJson(path.join(DIST, 'project.config.json'))
    assert.equal(copy.miniprogramRoot, './')
    assert.equal(copy.libVersion, project.libVersion)
    assert.equal(copy.setting.urlCheck, true)
  })
}

test('start:weapp writes project.private.config.json: urlCheck off, an AppID, project.config.json untouched', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devtools-config-'))
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }))
  const committed = read(path.join(ROOT, 'project.config.json'))
  fs.writeFileSync(path.join(dir, 'project.config.json'), committed)

  const [file] = writePrivateConfigs([dir])
  assert.equal(path.basename(file), PRIVATE_CONFIG)
  assert.equal(read(path.join(dir, 'project.config.json')), committed)
  const local = readJson(file)
  // What DevTools uses: the private file's fields over the committed ones.
  const effective = { ...project, ...local, setting: { ...project.setting, ...local.setting } }
  assert.equal(effective.setting.urlCheck, false, 'DevTools calls the demo API with nothing ticked')
  assert.equal(effective.appid, 'touristappid')
  assert.equal(effective.miniprogramRoot, './dist/weapp')
  assert.equal(effective.libVersion, project.libVersion)

  writePrivateConfigs([dir], { appid: 'wx0123456789abcdef' })
  assert.equal(readJson(file).appid, 'wx0123456789abcdef', 'TARO_APP_ID goes into the private file')
  assert.equal(read(path.join(dir, 'project.config.json')), committed, 'never into the committed one')
  assert.match(read(path.join(ROOT, '.gitignore')), /^project\.private\.config\.json$/m)
})

test("the README's request domains are the network APIs the code calls", () => {
  const calls = new Set()
  const network = /\bTaro\.(request|uploadFile|downloadFile|connectSocket|createUDPSocket|createTCPSocket)\b/g
  for (const file of walk(path.join(ROOT, 'src')).filter((name) => /\.(ts|tsx)$/.test(name))) {
    for (const match of read(file)
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      .matchAll(network))
      calls.add(match[1])
  }
  assert.deepEqual([...calls].sort(), ['downloadFile', 'request', 'uploadFile'])
  const section = adminSection()
  for (const api of calls)
    assert.match(section, new RegExp(`\\*\\*${api}\\*\\* 合法域名`), `the README names ${api}`)
  assert.doesNotMatch(section, /socket 合法域名/)
})
