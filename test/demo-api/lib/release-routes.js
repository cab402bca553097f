'use strict'

// Routes that exist on one MeEdu release only (the `meedu` switch). On the other release they answer as MeEdu
// answers a route it does not have: HTTP 200 `{code: 404, message: '路由不存在'}`, before any login check (sample
// v4.9.30/43i: a removed route called without a token is still 路由不存在, never 请登录). So such a route is
// registered without the router's `auth` option and checks the login itself, after the release.

const { routeNotFound, unauthenticated } = require('./http')

/**
 * Wrap a handler for a route that only `release` ('4.9.10' or '4.9.30') has. `auth`: a login is needed (401
 * 请登录 after the release check).
 */
function onRelease(release, handler, { auth = false } = {}) {
  return (ctx) => {
    if (ctx.switches.meedu !== release) throw routeNotFound()
    if (auth && !ctx.user) throw unauthenticated()
    return handler(ctx)
  }
}

/** A route of MeEdu 4.9.10 that v4.9.30 removed. */
const oldOnly = (handler, options) => onRelease('4.9.10', handler, options)

/** A route v4.9.30 added (4.9.10 answers 路由不存在). */
const newOnly = (handler, options) => onRelease('4.9.30', handler, options)

module.exports = { onRelease, oldOnly, newOnly }
