'use strict'
// What the e2e files learn from inside the page: the history calls the app made, and whether it has settled
// (no request, load or short timer under way). The toast record is in toasts.js.

const { say } = require('./common')

/** Runs in every document before the app: records history changes and what the app has under way. */
function instrumentPage() {
  if (window.__e2e) return
  const e2e = { history: [] }
  window.__e2e = e2e
  for (const method of ['pushState', 'replaceState']) {
    const original = History.prototype[method]
    History.prototype[method] = function patched(state, title, url) {
      e2e.history.push({ method, url: url == null ? null : String(url) })
      return original.apply(this, arguments)
    }
  }

  // What the app still has under way, for `settled(page)`: requests (fetch, XHR) until their body has
  // arrived, script and stylesheet loads (the lazily loaded pages), and timers not yet fired.
  const activity = { requests: new Map(), loads: new Map(), timers: new Map(), nextId: 1, leaving: false }
  e2e.activity = activity
  // Leaving the document (an address outside the app, a reload): the next document is what settles.
  window.addEventListener('beforeunload', () => {
    activity.leaving = true
  })
  const nativeFetch = window.fetch
  window.fetch = function trackedFetch(input, init) {
    const id = activity.nextId++
    activity.requests.set(id, `fetch ${input && input.url ? input.url : String(input)}`)
    const done = () => activity.requests.delete(id)
    const answer = nativeFetch.call(window, input, init)
    // A copy of the body is read to its end: the app's own read of it ends in the same turn.
    answer.then((response) => response.clone().arrayBuffer().then(done, done), done)
    return answer
  }
  const nativeOpen = XMLHttpRequest.prototype.open
  const nativeSend = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.open = function trackedOpen(method, url) {
    this.__e2eWhat = `xhr ${method} ${url}`
    return nativeOpen.apply(this, arguments)
  }
  XMLHttpRequest.prototype.send = function trackedSend() {
    const id = activity.nextId++
    activity.requests.set(id, this.__e2eWhat || 'xhr')
    this.addEventListener('loadend', () => activity.requests.delete(id), { once: true })
    try {
      return nativeSend.apply(this, arguments)
    } catch (error) {
      activity.requests.delete(id)
      throw error
    }
  }
  const watchLoad = (el) => {
    const id = activity.nextId++
    activity.loads.set(id, `${el.tagName.toLowerCase()} ${el.src || el.href}`)
    const done = () => activity.loads.delete(id)
    el.addEventListener('load', done, { once: true })
    el.addEventListener('error', done, { once: true })
  }
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.tagName === 'SCRIPT' && node.src) watchLoad(node)
        else if (node.tagName === 'LINK' && node.rel === 'stylesheet' && node.href) watchLoad(node)
      }
  }).observe(document, { childList: true, subtree: true })
  const nativeSetTimeout = window.setTimeout
  const nativeClearTimeout = window.clearTimeout
  window.setTimeout = function trackedSetTimeout(handler, delay, ...rest) {
    if (typeof handler !== 'function') return nativeSetTimeout(handler, delay, ...rest)
    const timer = { ms: Number(delay) || 0, handler }
    const id = nativeSetTimeout(
      function fire() {
        activity.timers.delete(id)
        return handler.apply(this, arguments)
      },
      delay,
      ...rest
    )
    activity.timers.set(id, timer)
    return id
  }
  window.clearTimeout = function trackedClearTimeout(id) {
    activity.timers.delete(id)
    return nativeClearTimeout(id)
  }

  /**
   * Resolves once the app has nothing under way: no request, no script or stylesheet loading, no timer of at
   * most `timersUpTo` ms pending, twice in a row when the main thread is idle (so whatever an answer or a timer
   * set off, a render, an effect, a page change, has run and started what it starts). A newer call stops it.
   */
  e2e.settleCalls = 0
  e2e.whenSettled = (timersUpTo) =>
    new Promise((resolve) => {
      const call = ++e2e.settleCalls
      let quiet = 0
      const round = () => {
        if (e2e.settleCalls !== call) return resolve(false)
        const busy =
          activity.leaving ||
          activity.requests.size > 0 ||
          activity.loads.size > 0 ||
          [...activity.timers.values()].some((timer) => timer.ms <= timersUpTo)
        quiet = busy ? 0 : quiet + 1
        if (quiet >= 2) resolve(true)
        else requestIdleCallback(round, { timeout: 200 })
      }
      requestIdleCallback(round, { timeout: 200 })
    })
  e2e.pendingActivity = (timersUpTo) => [
    ...(activity.leaving ? ['leaving this document for another'] : []),
    ...activity.requests.values(),
    ...activity.loads.values(),
    ...[...activity.timers.values()]
      .filter((timer) => timer.ms <= timersUpTo)
      .map((timer) => `timer ${timer.ms} ms: ${String(timer.handler).replace(/\s+/g, ' ').slice(0, 100)}`),
  ]
}

/** pushState/replaceState calls since the document loaded: [{method, url}]; fails without the instrumentation. */
async function readHistoryCalls(page) {
  const calls = await page.evaluate(() => (window.__e2e ? window.__e2e.history : null))
  if (calls === null)
    throw new Error(
      `historyCalls(): window.__e2e is missing in ${page.url()}: the e2e instrumentation did not run in this document`
    )
  return calls
}

/**
 * Waits until the app has nothing under way (see `whenSettled` in instrumentPage): every request answered and
 * read, every page's script loaded, no timer of at most `timersUpTo` ms pending, the main thread idle. The
 * positive signal that whatever an answer, a tap or a page change sets off has happened, before a test checks
 * that nothing else did. A new document meanwhile (a reload) is waited for in turn, and said in the output.
 */
async function settled(page, { timersUpTo = 1000, timeout = 10000, log = say } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const late = Symbol('late')
    let timer
    let outcome
    try {
      outcome = await Promise.race([
        page.evaluate((ms) => (window.__e2e ? window.__e2e.whenSettled(ms) : 'missing'), timersUpTo),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(late), Math.max(0, deadline - Date.now()))
        }),
      ])
    } catch (error) {
      if (Date.now() > deadline || !/Execution context was destroyed|navigat/i.test(String(error)))
        throw error
      log(`e2e: settled() waits again: the tab loaded another document (${page.url()})`)
      await page.waitForLoadState('domcontentloaded').catch(() => undefined)
      continue
    } finally {
      clearTimeout(timer)
    }
    if (outcome === true) return
    if (outcome === 'missing')
      throw new Error(
        `settled(): window.__e2e is missing in ${page.url()}: the e2e instrumentation did not run`
      )
    const pending = await page
      .evaluate((ms) => {
        window.__e2e.settleCalls += 1 // stops the waiting loop in the page
        return window.__e2e.pendingActivity(ms)
      }, timersUpTo)
      .catch((error) => [`(the page did not answer: ${error.message})`])
    throw new Error(
      `the page did not settle within ${timeout} ms; still under way: ${pending.join('; ') || '(nothing: the main thread never went idle)'}`
    )
  }
}

module.exports = { instrumentPage, readHistoryCalls, settled }
