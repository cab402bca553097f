'use strict'
// Debian's Chromium as every browser suite launches it (fresh profile, no background networking: this
// machine's closed network refuses those connections).
const fs = require('fs')

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const INSTALL_HINT = 'apt-get install -y chromium fonts-noto-cjk'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The Chromium binary; throws with the install command when it is missing (a browser test never skips). */
function chromiumPath() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: ${INSTALL_HINT}`)
  }
  return CHROMIUM_PATH
}

module.exports = { CHROMIUM_ARGS, CHROMIUM_PATH, INSTALL_HINT, chromiumPath }
