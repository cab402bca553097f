/**
 * A production build must name the admin's MeEdu API. `TARO_APP_API_URL` is fixed at build time and the committed
 * `.env.production` names none, so a production build stops with a message naming TARO_APP_API_URL:
 * - when it is not set at all (an app without a server);
 * - when it is a loopback address (127.0.0.0/8, localhost, ::1, 0.0.0.0): an app that talks to the learner's own
 *   phone, unless ALLOW_LOOPBACK_API=1 says it is local on purpose (npm start, the tests' builds, the bench, a
 *   local preview, each with the demo API's address).
 * Watch builds (`npm run dev:h5`, NODE_ENV development, `.env.development`) are not checked. config/index.ts runs it.
 */

/** Whether a URL's host is this machine: 127.0.0.0/8, localhost (and *.localhost), ::1, 0.0.0.0 or ::. */
function isLoopbackUrl(value) {
  let url
  try {
    url = new URL(String(value).trim())
  } catch {
    return false
  }
  // WHATWG URL already normalises IPv4 forms (`127.1`, `0x7f.0.0.1` → 127.0.0.1) and brackets IPv6 hosts.
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (/^127\.\d+\.\d+\.\d+$/.test(host) || host === '0.0.0.0') return true
  if (host === '::1' || host === '::') return true
  // IPv4-mapped IPv6 (`[::ffff:127.0.0.1]`, which URL writes as `::ffff:7f00:1`).
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host)
  if (mapped) {
    const high = parseInt(mapped[1], 16)
    return high >> 8 === 127 || (high === 0 && parseInt(mapped[2], 16) === 0)
  }
  return false
}

/** The reason this build must stop, or null. `env`: NODE_ENV, TARO_APP_API_URL, ALLOW_LOOPBACK_API. */
function loopbackApiProblem(env) {
  if (env.NODE_ENV !== 'production') return null
  const apiUrl = (env.TARO_APP_API_URL || '').trim()
  if (apiUrl === '') {
    return [
      'TARO_APP_API_URL is not set: a production build needs the address of your MeEdu API, which learners reach',
      '(for example TARO_APP_API_URL=https://api.example.com npm run build:h5, or in a git-ignored',
      '.env.production.local).',
    ].join('\n')
  }
  if (env.ALLOW_LOOPBACK_API === '1') return null
  if (!isLoopbackUrl(apiUrl)) return null
  return [
    `TARO_APP_API_URL is ${apiUrl}, a loopback address: a production build with it talks to the device it runs on,`,
    'not to your MeEdu server. Set TARO_APP_API_URL to the API address learners reach (for example',
    'TARO_APP_API_URL=https://api.example.com npm run build:h5), or, for a local build on purpose (npm start, tests, a',
    'local preview), set ALLOW_LOOPBACK_API=1.',
  ].join('\n')
}

/**
 * Stops a production build whose API address is a loopback one (see above): prints why and exits with 1, before Taro
 * reads any more of its configuration (a thrown error would be followed by Taro's misleading 找不到项目配置文件).
 */
function stopOnLoopbackApi(env = process.env, { print = console.error, exit = process.exit } = {}) {
  const problem = loopbackApiProblem(env)
  if (!problem) return
  print(`\n✖ ${problem}\n`)
  exit(1)
}

module.exports = { isLoopbackUrl, loopbackApiProblem, stopOnLoopbackApi }
