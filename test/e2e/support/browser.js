'use strict'
// The browser: finding and launching Chromium (playwright-core + Debian chromium, an iPhone-sized persistent
// context in Asia/Shanghai time), closing tabs that will not close, the page errors a test fails on, and the
// page helpers of setupE2E() (text, taps, drags, new tabs, screenshots).

const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { CHROMIUM_ARGS, chromiumPath } = require('../../support/chromium')
const { ROOT, say, settlesWithin, waitUntil } = require('./common')
const { instrumentPage, readHistoryCalls, settled } = require('./instrument')
const { recordToasts } = require('./toasts')

const ARTIFACTS_DIR = path.join(ROOT, 'test', '.artifacts')

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

async function launchContext({ userAgent = IPHONE_UA, viewport = { width: 375, height: 740 } } = {}) {
  const { chromium } = require('playwright-core')
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-e2e-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: false,
    userAgent,
    locale: 'zh-CN',
    // Not UTC on purpose: the app shows times at UTC offset 0, whatever the device's zone.
    timezoneId: 'Asia/Shanghai',
  })
  await context.addInitScript(instrumentPage)
  await context.addInitScript(recordToasts)
  // The app answers in well under a second; fail in seconds rather than after Playwright's 30 s default. 10 s
  // leaves room for a first visit to a learning page (its chunks, the video element) on a busy 2-core machine.
  context.setDefaultTimeout(10000)
  const close = async () => {
    await context.close().catch(() => undefined)
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  return { context, close }
}

/**
 * Closes a tab; false when Chromium never does. Chromium can acknowledge a close that races a navigation (the
 * app reloads itself after a login-code exchange) without closing the tab, and Playwright then waits for ever
 * (microsoft/playwright#42366): ask again, a few times, instead of hanging the whole run.
 */
async function closeTab(page, { waitMs = 3000, log = say } = {}) {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (page.isClosed()) return true
    if (attempt > 0)
      log(`e2e: closeTab retried (try ${attempt + 1} of 3): the last close was not done in ${waitMs} ms`)
    if (await settlesWithin(page.close(), waitMs)) return true
  }
  if (page.isClosed()) return true
  log(`e2e: closeTab gave up after 3 tries of ${waitMs} ms: the tab is still open`)
  return false
}

/**
 * Taro 4.2.1's H5 selector query (NutUI Tabs measures its titles with one) looks for the current page's element
 * one tick after it is asked; asked during a page change, it finds none and throws from that tick. The answer
 * is for a page that is going away and nothing on screen depends on it, so the error is not the app's: it is
 * reported in the test output and does not fail the test.
 */
const TARO_QUERY_RACE = /^在已加载页面中没有找到对应的容器元素。$/

/** Tracks page errors and console errors; `allow` lists the expected ones (regexps). */
function trackErrors(page, allow = []) {
  const state = { errors: [], allowed: [...allow] }
  page.__e2eErrors = state
  page.on('pageerror', (error) => {
    if (TARO_QUERY_RACE.test(error.message)) {
      say(`e2e: Taro's selector-query race ignored (${error.message})`)
      return
    }
    state.errors.push(`pageerror: ${error.message}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') state.errors.push(`console.error: ${message.text()}`)
  })
  return page
}

/** Page errors and console errors that are not in `allowed` (regexps). */
function unexpectedErrors(page) {
  const state = page.__e2eErrors
  if (!state) return []
  return state.errors.filter((error) => !state.allowed.some((pattern) => pattern.test(error)))
}

/** The page helpers of `setupE2E()`'s environment. */
function addPageHelpers(env) {
  /** Waits for the visible text of the page to contain `text`. */
  env.waitForText = async (page, text, { timeout = 5000 } = {}) => {
    await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), text, { timeout })
  }

  env.bodyText = (page) => page.locator('body').innerText()

  /**
   * The lines the watermark of the page on top shows, one a line. H5 draws it as a picture
   * (src/components/Watermark/picture.ts): the <tspan>s of the SVG in the layer's background, read as the browser
   * reads that image. Waits for the layer, and up to 5 s for its picture (the first logged-in page fetches the
   * picture's code); '' if none comes.
   */
  env.watermarkText = async (page) => {
    const mark = env.visible(page, '[data-testid=watermark]').last()
    await mark.waitFor()
    const read = () =>
      mark.evaluate((layer) => {
        const url = /url\("data:image\/svg\+xml,([^"]*)"\)/.exec(getComputedStyle(layer).backgroundImage)
        if (!url) return ''
        const svg = new DOMParser().parseFromString(decodeURIComponent(url[1]), 'image/svg+xml')
        return [...svg.querySelectorAll('tspan')].map((span) => span.textContent).join('\n')
      })
    return waitUntil(read, 'the watermark picture', { timeout: 5000 }).catch(() => '')
  }

  /** Waits until the watermark on top shows `text` (it follows the member). */
  env.waitForWatermark = async (page, text, { timeout = 5000 } = {}) => {
    let shown = ''
    await waitUntil(
      async () => {
        shown = await env.watermarkText(page)
        return shown.includes(text)
      },
      () => `the watermark to show ${text} (it shows ${JSON.stringify(shown)})`,
      { timeout }
    )
  }

  /**
   * The visible matches of a selector. Taro H5 keeps the pages under the current one in the DOM (hidden), so
   * an id like #tab-member can exist once per page in the stack: only the shown page's copy is visible.
   */
  env.visible = (page, selector) => page.locator(selector).filter({ visible: true })

  /**
   * The <input> of the field `selector` (an id or attribute selector) on screen: Taro's H5 Input is the <input>
   * itself (components-react); NutUI's fields put it inside an element that carries the id.
   */
  env.input = (page, selector) => env.visible(page, `input${selector}, ${selector} input`)
  /**
   * A finger drags from y = `from` to `to` in the middle of the screen, one move a frame as a finger's come: the
   * touches go to what is under it and bubble. Resolves whether the page took any move for itself (defaultPrevented,
   * e.g. the pull-to-refresh) instead of leaving it to native scrolling.
   */
  env.drag = (page, { from = 100, to = 500 } = {}) =>
    page.evaluate(
      async ({ from, to }) => {
        const target = document.elementFromPoint(window.innerWidth / 2, 200)
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
        let taken = false
        const fire = (type, y) => {
          const event = new Event(type, { bubbles: true, cancelable: true })
          const touch = [{ screenY: y, clientY: y, pageY: y }]
          Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : touch })
          Object.defineProperty(event, 'changedTouches', { value: touch })
          target.dispatchEvent(event)
          if (event.defaultPrevented) taken = true
        }
        fire('touchstart', from)
        for (let y = from + 10; y <= to; y += 10) {
          await frame()
          fire('touchmove', y)
        }
        await frame()
        fire('touchend', to)
        return taken
      },
      { from, to }
    )
  /** Tap (click) the visible host element of a Taro component, e.g. '#tab-member'. */
  env.tap = (page, selector) => env.visible(page, selector).first().click()

  /**
   * Taps a 下载 that opens the attachment in a new tab (this page stays); resolves to the address the tab asked
   * for. The request can come before its tab's frame exists, so the tab is taken from the context's page event.
   */
  env.downloadInNewTab = async (page, selector) => {
    const fileRequest = page
      .context()
      .waitForEvent('request', (r) => r.url().includes('/api/v2/course/attach/'))
    const [tab] = await Promise.all([page.context().waitForEvent('page'), env.tap(page, selector)])
    if (tab === page) throw new Error('the download did not open a new tab')
    return new URL((await fileRequest).url())
  }

  /** pushState/replaceState calls since the document loaded: [{method, url}]. */
  env.historyCalls = readHistoryCalls

  env.settled = settled

  env.screenshot = async (page, name) => {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true })
    const file = path.join(ARTIFACTS_DIR, `${name}.png`)
    await page.screenshot({ path: file })
    return file
  }

  /**
   * The screen once it has stopped moving, then its screenshot (test/.artifacts/<name>.png): the app settled
   * (`settled(page)`; `settle: false` when a request is held on purpose, e.g. to show 加载中), its web fonts
   * loaded, and no animation or transition with an end still running (Taro's page slide, a dialog's fade; a
   * spinner that turns for ever does not count). `noToast`: no toast left on screen either.
   */
  env.shot = async (page, name, { settle = true, noToast = false } = {}) => {
    if (settle) await settled(page)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getComputedTiming().endTime === Infinity
            ),
        null,
        { timeout: 5000 }
      )
      // A screenshot is for a person to look at, not an assertion: a long finite animation (the marquee on the
      // player) is noted and the picture taken anyway.
      .catch(() => console.log(`e2e: shot(${name}) taken with animations still running after 5 s`))
    if (noToast)
      await waitUntil(async () => !(await env.toastOnScreen(page)), `shot(${name}): the toast to leave`)
    return env.screenshot(page, name)
  }

  /**
   * Mouse-wheel turns of `dy` px over (x, y), as a finger scrolls a screen at a time; after each, the page is
   * left to settle (`settled(page)`: the scroll handled, what it asked for answered and drawn). `until()`
   * (optional, async) stops early once it returns true.
   */
  env.wheel = async (page, { steps, dy = 700, x = 187, y = 400, until } = {}) => {
    await page.mouse.move(x, y)
    for (let step = 0; step < steps; step++) {
      if (until && (await until())) return
      await page.mouse.wheel(0, dy)
      await settled(page)
    }
  }
}

module.exports = {
  ARTIFACTS_DIR,
  IPHONE_UA,
  DESKTOP_UA,
  chromiumPath,
  launchContext,
  closeTab,
  trackErrors,
  unexpectedErrors,
  addPageHelpers,
}
