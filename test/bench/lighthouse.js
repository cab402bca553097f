'use strict'
/**
 * Lighthouse runs for the bench (npm run bench -- --lighthouse): the default mobile preset (Moto G Power, simulated
 * slow 4G, 4× CPU), performance only, in Debian's Chromium.
 *
 * One Chromium and one tab serve every run. Before each run the tab goes to a blank page of the app's origin
 * (answered by request interception, so the app does not boot) where localStorage is emptied and, for a
 * protected route, the demo learner's token is put. Lighthouse then clears the HTTP cache and the origin's other
 * storage (its default clearStorageTypes leave localStorage alone) and loads the page: a cold first visit of a
 * logged-in learner. A repeat visit loads the same page again with storage reset off: warm HTTP cache, same
 * profile.
 */
const fs = require('fs')
const os = require('os')
const path = require('path')
const { CHROMIUM_ARGS, chromiumPath } = require('../support/chromium')

const SEED_PATH = '/__bench_blank'
const KB = 1024

/** The figures the bench prints, from a Lighthouse result. */
function metricsOf(lhr) {
  const audit = (id) => lhr.audits[id] || {}
  const requests = (audit('network-requests').details || {}).items || []
  const assets = requests.filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
  const fcp = audit('first-contentful-paint').numericValue
  // Lighthouse's long tasks (≥ 50 ms, timed as on the throttled phone): the longest that starts after the first
  // paint, when the learner may tap (0 when none is that long).
  const longTasks = ((audit('long-tasks').details || {}).items || []).filter((t) => t.startTime >= fcp)
  return {
    score: lhr.categories.performance ? lhr.categories.performance.score * 100 : null,
    fcp,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    mainThread: audit('mainthread-work-breakdown').numericValue,
    longestTask: longTasks.reduce((longest, t) => Math.max(longest, t.duration), 0),
    cls: audit('cumulative-layout-shift').numericValue,
    bytes: assets.reduce((total, r) => total + (r.transferSize || 0), 0),
    requests: requests.length,
  }
}

/** The metrics printed per route, in order: key, label, format. */
const METRICS = [
  { key: 'fcp', label: 'FCP', format: (v) => `${Math.round(v)} ms` },
  { key: 'lcp', label: 'LCP', format: (v) => `${Math.round(v)} ms` },
  { key: 'tbt', label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { key: 'mainThread', label: 'main-thread work', format: (v) => `${Math.round(v)} ms` },
  { key: 'longestTask', label: 'longest task after first paint', format: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'bytes', label: 'JS+CSS transferred', format: (v) => `${(v / KB).toFixed(1)} KB` },
  { key: 'requests', label: 'requests', format: (v) => String(v) },
  { key: 'score', label: 'performance score', format: (v) => String(Math.round(v)) },
]

/** Starts Chromium for Lighthouse and opens the tab every run uses. */
async function openBrowser() {
  const { launch } = await import('chrome-launcher')
  const puppeteer = require('puppeteer-core')
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'))
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
    logLevel: 'silent',
  })
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  })
  const page = (await browser.pages())[0] || (await browser.newPage())
  return {
    chrome,
    page,
    close: async () => {
      await browser.disconnect().catch(() => {})
      await chrome.kill()
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Empties localStorage of `origin` and stores `items` there, without booting the app. */
async function seedStorage(page, origin, items) {
  const answer = (request) =>
    request.url() === `${origin}${SEED_PATH}`
      ? request.respond({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>bench</title>',
        })
      : request.abort()
  await page.setRequestInterception(true)
  page.on('request', answer)
  try {
    await page.goto(`${origin}${SEED_PATH}`, { waitUntil: 'load' })
    await page.evaluate((entries) => {
      localStorage.clear()
      sessionStorage.clear()
      for (const [key, value] of entries) localStorage.setItem(key, value)
    }, Object.entries(items))
  } finally {
    page.off('request', answer)
    await page.setRequestInterception(false)
  }
}

/** Where the tab ended (its hash), whether `text` is on screen, and the start of what it shows. */
const whatShows = (page, text) =>
  page
    .evaluate(
      (marker) => ({
        hash: location.hash,
        hasText: marker ? document.body.innerText.includes(marker) : null,
        visibleText: document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 60),
      }),
      text
    )
    .catch((error) => ({ hash: null, hasText: false, visibleText: `(could not read: ${error.message})` }))

/**
 * One Lighthouse run of `url` in the browser's tab. `warm`: a repeat visit (no cache or storage reset).
 * Resolves the metrics, where the page ended and whether `text` was on it.
 */
async function runLighthouse(browser, url, { storage = {}, warm = false, text = null } = {}) {
  const { default: lighthouse } = await import('lighthouse')
  const origin = new URL(url).origin
  if (!warm) await seedStorage(browser.page, origin, storage)
  const result = await lighthouse(
    url,
    {
      port: browser.chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: warm,
    },
    undefined,
    browser.page
  )
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const shown = await whatShows(browser.page, text)
  return {
    ...metricsOf(lhr),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings || [],
    ...shown,
  }
}

/**
 * One Lighthouse run of `url` for the accessibility figures (`--a11y`): the accessibility and best-practices
 * categories (test/bench/a11y-report.js reads them), a cold visit with `storage` seeded. Resolves the scores,
 * the failing audits, where the page ended and whether `text` was on it.
 */
async function runAudits(browser, url, { storage = {}, text = null } = {}) {
  const { default: lighthouse } = await import('lighthouse')
  const { A11Y_CATEGORIES, categoryFigures } = require('./a11y-report')
  await seedStorage(browser.page, new URL(url).origin, storage)
  const { lhr } = await lighthouse(
    url,
    { port: browser.chrome.port, output: 'json', logLevel: 'error', onlyCategories: A11Y_CATEGORIES },
    undefined,
    browser.page
  )
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const shown = await whatShows(browser.page, text)
  return { figures: categoryFigures(lhr), warnings: lhr.runWarnings || [], ...shown }
}

module.exports = { METRICS, metricsOf, openBrowser, runAudits, runLighthouse, seedStorage }
