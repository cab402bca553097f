'use strict'

// Tiny method + path router. Patterns use `:name` segments, e.g.
//   api.get('/api/v2/member/notificationMarkAsRead/:id', { auth: true }, (ctx) => …)
// Trailing slashes are ignored (Laravel redirects them anyway).

function splitPath(path) {
  return path.split('/').filter(Boolean)
}

function createRouter() {
  const routes = []

  function add(method, path, options, handler) {
    if (typeof options === 'function') {
      handler = options
      options = {}
    }
    if (typeof handler !== 'function')
      throw new TypeError(`route ${method} ${path}: handler must be a function`)
    routes.push({
      method,
      path,
      segments: splitPath(path),
      auth: Boolean(options.auth),
      // The message for a body over the server's limit (else the generic one).
      tooLarge: options.tooLarge || '',
      handler,
    })
  }

  /** Find the route for a request. Returns `{route, params}` or null. */
  function match(method, pathname) {
    const parts = splitPath(pathname)
    for (const route of routes) {
      if (route.method !== method || route.segments.length !== parts.length) continue
      const params = {}
      let matched = true
      for (let i = 0; i < parts.length; i += 1) {
        const segment = route.segments[i]
        if (segment.startsWith(':')) {
          try {
            params[segment.slice(1)] = decodeURIComponent(parts[i])
          } catch {
            params[segment.slice(1)] = parts[i]
          }
        } else if (segment !== parts[i]) {
          matched = false
          break
        }
      }
      if (matched) return { route, params }
    }
    return null
  }

  return {
    routes,
    match,
    get: (path, options, handler) => add('GET', path, options, handler),
    post: (path, options, handler) => add('POST', path, options, handler),
    put: (path, options, handler) => add('PUT', path, options, handler),
    delete: (path, options, handler) => add('DELETE', path, options, handler),
  }
}

module.exports = { createRouter }
