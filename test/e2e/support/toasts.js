'use strict'
// Toasts, the way a learner counts them: recorded in the page as they come on screen (Taro's `.taro__toast`),
// read back, and waited for.

const { sleep } = require('./common')

/** Runs in every document before the app, after instrumentPage (launchContext adds both): records toasts. */
function recordToasts() {
  const e2e = window.__e2e
  if (!e2e || e2e.toasts) return
  e2e.toasts = []
  // Taro's H5 toast is one `.taro__toast` element: showToast() sets the title <p> and fades it in
  // (inline opacity 1), hiding fades it out (opacity 0) then sets display none. A toast counts as shown each
  // time it comes on screen, or its text changes while on screen, as a learner would count them (showing the
  // same text again while it is still up does not make a second toast).
  let wasOn = false
  let lastText = null
  const check = () => {
    const el = document.querySelector('.taro__toast')
    const on = Boolean(el) && el.style.display !== 'none' && el.style.opacity !== '0'
    const title = el ? el.querySelectorAll('p')[1] : null
    const text = title ? title.textContent : null
    if (on && (!wasOn || text !== lastText)) e2e.toasts.push({ text, at: Date.now() })
    wasOn = on
    lastText = on ? text : null
  }
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['style'],
  })
}

/**
 * Toasts shown since the document loaded: [{text, at}] (`at`: the page's Date.now()). Fails when the record
 * cannot be trusted: no `window.__e2e` (instrumentPage did not run in this document), or a toast on screen that
 * the record missed (Taro's toast markup changed): an empty list must mean "no toast", never "not counted".
 */
async function readToasts(page) {
  const { toasts, onScreen } = await page.evaluate(() => {
    const el = document.querySelector('.taro__toast')
    const shown = el && getComputedStyle(el).display !== 'none' && el.style.opacity !== '0'
    const title = shown ? el.querySelectorAll('p')[1] : null
    return {
      toasts: window.__e2e && window.__e2e.toasts ? window.__e2e.toasts : null,
      onScreen: shown ? (title ? title.textContent : el.textContent) || '' : null,
    }
  })
  if (toasts === null)
    throw new Error(
      `toasts(): window.__e2e is missing in ${page.url()}: the e2e instrumentation (instrumentPage and recordToasts, added by launchContext) did not run in this document, so its toasts were not counted`
    )
  if (onScreen !== null && !toasts.some((toast) => toast.text === onScreen))
    throw new Error(
      `toasts(): the toast on screen (${JSON.stringify(onScreen)}) is not in the record ${JSON.stringify(toasts)}: the toast instrumentation no longer matches Taro's .taro__toast markup`
    )
  return toasts
}

/** The toast helpers of `setupE2E()`'s environment. */
function addToastHelpers(env) {
  env.toasts = readToasts

  /** The text of the toast on screen now (Taro's `.taro__toast`, displayed and not faded out), or null. */
  env.toastOnScreen = (page) =>
    page.evaluate(() => {
      const el = document.querySelector('.taro__toast')
      if (!el || getComputedStyle(el).display === 'none' || el.style.opacity === '0') return null
      const title = el.querySelectorAll('p')[1]
      return (title ? title.textContent : el.textContent) || null
    })

  /** Waits until a toast whose text matches `expected` (string: contains; RegExp) is on screen; returns it. */
  env.waitForToast = async (page, expected, { timeout = 3000 } = {}) => {
    const deadline = Date.now() + timeout
    for (;;) {
      const text = await env.toastOnScreen(page)
      if (text && (typeof expected === 'string' ? text.includes(expected) : expected.test(text))) return text
      if (Date.now() > deadline) {
        const shown = (await env.toasts(page)).map((toast) => toast.text)
        throw new Error(
          `no toast ${expected} on screen (now: ${JSON.stringify(text)}; shown so far: ${JSON.stringify(shown)})`
        )
      }
      await sleep(30)
    }
  }
}

module.exports = { recordToasts, readToasts, addToastHelpers }
