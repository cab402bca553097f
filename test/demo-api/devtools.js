'use strict'
// WeChat DevTools for `npm run start:weapp`: the machine-local project settings, the LAN address for a phone,
// and what to do in DevTools.
//
// project.config.json (committed) is right for a real AppID: urlCheck true, so DevTools refuses a request domain
// the WeChat admin console would refuse. project.private.config.json (git-ignored, per machine) overrides it
// field by field (https://developers.weixin.qq.com/miniprogram/dev/devtools/projectconfig.html): the command writes
// urlCheck false there, so the simulator may call the demo API on http://127.0.0.1, and an `appid` field, so
// DevTools' 详情 → 基本信息 writes a changed AppID there too, never into the committed file.
const fs = require('fs')
const os = require('os')
const path = require('path')

const ROOT = path.resolve(__dirname, '..', '..')
const PRIVATE_CONFIG = 'project.private.config.json'
const TOURIST_APPID = 'touristappid'
const SANDBOX_URL = 'https://mp.weixin.qq.com/wxamp/sandbox'

/**
 * The private project settings: what is there already (the AppID DevTools wrote, compile modes, …) with
 * urlCheck false, and the AppID from `appid` (TARO_APP_ID) when given, else the one already there, else
 * touristappid.
 */
function privateProjectConfig(existing, { appid } = {}) {
  const base = existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : {}
  const setting = base.setting && typeof base.setting === 'object' ? base.setting : {}
  return {
    ...base,
    description:
      'Local to this machine (git-ignored), written by `npm run start:weapp`: overrides project.config.json. ' +
      'urlCheck false lets the simulator call the demo API over http.',
    appid: appid || (typeof base.appid === 'string' && base.appid ? base.appid : TOURIST_APPID),
    setting: { ...setting, urlCheck: false },
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** Writes the private settings into each directory (made if missing); returns the files written. */
function writePrivateConfigs(dirs, options = {}) {
  return dirs.map((dir) => {
    const file = path.join(dir, PRIVATE_CONFIG)
    const config = privateProjectConfig(readJson(file), options)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
    return file
  })
}

/**
 * The machine's LAN address a phone on the same network can reach: the first IPv4 address of a network
 * interface that is not internal (loopback), preferring private ranges (192.168/16, 10/8, 172.16/12). null: none.
 */
function lanAddress(interfaces = os.networkInterfaces()) {
  const candidates = []
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries || []) {
      const v4 = entry.family === 'IPv4' || entry.family === 4
      if (v4 && !entry.internal && !entry.address.startsWith('169.254.')) candidates.push(entry.address)
    }
  }
  const isPrivate = (ip) => /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip)
  return candidates.find(isPrivate) || candidates[0] || null
}

/** The libVersion project.config.json sets (the base library the code needs, see docs/mini-program.md). */
function libVersion(root = ROOT) {
  return readJson(path.join(root, 'project.config.json'))?.libVersion ?? null
}

/** What to do in WeChat DevTools once the first build is there. */
function devtoolsGuide({ folder, outputDir, apiUrl, appid, lan, privateFiles, logins }) {
  const tourist = appid === TOURIST_APPID
  const lines = [
    `  Mini-program   ${outputDir} (rebuilt when src/ changes)`,
    `  Demo MeEdu API ${apiUrl}`,
    '',
    '  In WeChat DevTools (微信开发者工具):',
    `    1. 导入项目, 目录: ${folder}`,
    `    2. AppID: ${appid}${tourist ? ' (游客 / tourist: already filled in)' : ''}`,
  ]
  if (tourist) {
    lines.push(
      '       The tourist AppID runs the app in the simulator. It cannot 预览 or 真机调试 on a phone, upload, or use',
      '       real WeChat login. For those, get a 测试号 (test AppID) at',
      `       ${SANDBOX_URL} or use your own, and start with TARO_APP_ID=wx… npm run start:weapp`
    )
  }
  lines.push(
    '    3. 确定. Nothing to tick: project.private.config.json (git-ignored, this machine only) sets urlCheck false,',
    `       so the simulator may call ${apiUrl}; project.config.json keeps urlCheck true for a real AppID.`,
    `       Written: ${privateFiles.join(', ')}`
  )
  const version = libVersion()
  if (version) lines.push(`  Base library (调试基础库): ${version} or later (project.config.json libVersion)`)
  if (lan) {
    lines.push(
      '',
      `  Phone preview: the demo API listens on ${apiUrl}, reachable by ANYONE on this network (the demo`,
      '  accounts and their passwords are public). Stop it (Ctrl+C) when you are done. 预览 / 真机调试 need an',
      '  AppID that allows them (a 测试号 or your own), and the phone on the same network.'
    )
  } else {
    lines.push('  On a phone (预览 / 真机调试): npm run start:weapp -- --lan')
  }
  lines.push('', logins, '  Ctrl+C stops the build and the API.')
  return lines.join('\n')
}

module.exports = {
  PRIVATE_CONFIG,
  TOURIST_APPID,
  SANDBOX_URL,
  privateProjectConfig,
  writePrivateConfigs,
  lanAddress,
  libVersion,
  devtoolsGuide,
}
