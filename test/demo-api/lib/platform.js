'use strict'

// MeEdu's get_platform(): the `meedu-platform` request header, upper-cased; one of its known platforms, else APP
// (xyz.meedu.api/app/helper.php at tag 4.9.10). It labels login records and, from 4.9.27, agreement consents.

const PLATFORMS = ['APP', 'PC', 'H5', 'IOS', 'ANDROID', 'MINI', 'OTHER']

/** `{platform, header}`: what MeEdu would record, and the header as sent (null when absent). */
function requestPlatform(req) {
  const raw = req.headers['meedu-platform']
  const header = raw === undefined ? null : String(raw)
  const word = (header ?? '').trim().toUpperCase()
  return { platform: PLATFORMS.includes(word) ? word : 'APP', header }
}

/** The client's address as the server sees it (an IPv4 address without the `::ffff:` of a dual-stack socket). */
function clientIp(req) {
  return String(req.socket.remoteAddress || '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}

module.exports = { PLATFORMS, requestPlatform, clientIp }
