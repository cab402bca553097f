'use strict'
// Server titles are text (src/page-title.h5.ts): the demo API's `titles` switch (test/demo-api/titles.js) makes
// the site name, course 5 with its videos and paper 3 hostile (img onerror, svg onload, script, iframe srcdoc) or
// tricky (quotes, &, <, an entity and a tag written out, emoji). They go through every titled page in one tab —
// home, the course, the player, the paper, an attempt — and back: no payload runs, no payload becomes an element
// (Taro's hidden navigation bar included), and the tricky ones show exactly as typed.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const { setupE2E, API_URL } = require('./support')
const { titleSet } = require('../demo-api/titles')

const e2e = setupE2E()

/** Elements a hostile title would make if it were parsed as HTML. */
const PAYLOAD_ELEMENTS = 'img[src="x"], svg[onload], iframe[srcdoc], [onerror], [onload]'

/** Runs before the app: records every payload element that is ever added to the document, even for a moment. */
function watchForPayloads(selector) {
  window.__payloadsSeen = []
  const isPayload = (el) =>
    el.matches(selector) || (el.tagName === 'SCRIPT' && (el.textContent || '').includes('__xss'))
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue
        for (const el of [node, ...node.querySelectorAll('*')]) {
          if (isPayload(el)) window.__payloadsSeen.push(el.outerHTML.slice(0, 120))
        }
      }
    }
  }).observe(document, { childList: true, subtree: true })
}

/** Course 5's first video, from the demo API. */
async function firstVideoId() {
  const response = await fetch(`${API_URL}/api/v2/course/5`)
  const { videos } = (await response.json()).data
  // Grouped by chapter as PHP writes it: `[[…]]` for a course without chapters (course 5), else an object.
  return Object.values(videos).flat()[0].id
}

const waitForTitle = (page, title) =>
  page
    .waitForFunction((wanted) => document.title === wanted, title)
    .catch(async (error) => {
      throw new Error(
        `document.title ${JSON.stringify(await page.title())}, expected ${JSON.stringify(title)}: ${error.message}`
      )
    })

/** The visible text of the shown page's element, exactly (textContent: no layout whitespace). */
const shownText = (page, selector) =>
  e2e
    .visible(page, selector)
    .first()
    .evaluate((el) => el.textContent)

/** Waits until the shown page's element holds exactly `text`. */
async function waitForShownText(page, selector, text) {
  await e2e.visible(page, selector).first().waitFor()
  await page.waitForFunction(
    ({ selector, text }) =>
      [...document.querySelectorAll(selector)].some(
        (el) => el.offsetParent !== null && el.textContent === text
      ),
    { selector, text }
  )
}

/**
 * Every titled page in one tab, each waited for by its title: home, course 5, its first video, back to the
 * course, paper 3, then an attempt of it. Returns what Taro's hidden bar title held on each page (its HTML).
 */
async function visitTitledPages(page, set, { checkShown }) {
  const barTitles = []
  const bar = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.taro-navigation-bar-title')].map((el) => el.innerHTML).join('|')
    )
  const videoId = await firstVideoId()

  await e2e.gotoApp(page, '/')
  await waitForTitle(page, set.site)
  barTitles.push(await bar())

  await e2e.gotoApp(page, '/vod/detail?id=5')
  await waitForTitle(page, set.course)
  await waitForShownText(page, '#course-title', set.course)
  barTitles.push(await bar())

  await e2e.gotoApp(page, `/vod/video?id=${videoId}`)
  await waitForTitle(page, set.course) // the player's title is its course's
  await waitForShownText(page, '.nav-header__title', set.course)
  await e2e.waitForText(page, set.videos[0]) // the video titles in its catalogue, as text
  barTitles.push(await bar())

  // Back: Taro's router puts the route's title back as the course page shows; the page sets its own again.
  await e2e.back(page, '/vod/detail?id=5')
  await waitForTitle(page, set.course)
  barTitles.push(await bar())

  await e2e.gotoApp(page, '/vod/examDetail?id=3')
  await waitForTitle(page, set.paper)
  await waitForShownText(page, '#exam-title', set.paper)
  barTitles.push(await bar())

  await e2e.tap(page, '#exam-start')
  await e2e.waitForRoute(page, /^\/vod\/examDetail\?id=3&record=\d+$/)
  await e2e.visible(page, '#exam-question').waitFor()
  await waitForTitle(page, set.paper)
  await waitForShownText(page, '.nav-header__title', set.paper)
  barTitles.push(await bar())

  if (checkShown) {
    assert.equal(await page.title(), set.paper)
    assert.equal(await shownText(page, '.nav-header__title'), set.paper)
  }
  return barTitles
}

test('hostile titles on home, course, player, paper and attempt: nothing runs, nothing becomes markup', async () => {
  await e2e.setSwitches({ titles: 'hostile' })
  const set = titleSet('hostile')
  // The settle probe below asks for the payload's address `x`, which the static server answers with a 404.
  const page = await e2e.newPage({ allow: [/Failed to load resource: .*404/] })
  await page.addInitScript(watchForPayloads, PAYLOAD_ELEMENTS)
  await e2e.login(page)

  const barTitles = await visitTitledPages(page, set, { checkShown: true })
  // An unknown address while the document's title is the paper's: Taro's router has no title of its own for it.
  await e2e.gotoApp(page, '/no/such/page')
  await e2e.visible(page, '#error-home').waitFor()
  await e2e.tap(page, '#error-home')
  await waitForTitle(page, set.site)

  // Settled: the app has nothing under way, and an image of our own at the payload's address has been
  // answered, so a payload image's error handler would have run by now (svg onload and an iframe's srcdoc run
  // on insertion). The probe ends on load or error: it never holds the test.
  await e2e.settled(page)
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const probe = new Image()
        probe.onerror = resolve
        probe.onload = resolve
        probe.src = 'x'
      })
  )
  const found = await page.evaluate((selector) => {
    const scripts = [...document.querySelectorAll('script')].filter((el) => el.textContent.includes('__xss'))
    return {
      xss: window.__xss ?? null,
      seen: window.__payloadsSeen,
      now: [...document.querySelectorAll(selector), ...scripts].map((el) => el.outerHTML.slice(0, 120)),
      barChildren: [...document.querySelectorAll('.taro-navigation-bar-title')].map(
        (el) => el.children.length
      ),
    }
  }, PAYLOAD_ELEMENTS)
  assert.equal(found.xss, null, 'a payload ran')
  assert.deepEqual(found.seen, [], 'payload elements were added to the document')
  assert.deepEqual(found.now, [])
  assert.deepEqual(found.barChildren.filter(Boolean), [], "elements in Taro's bar title")
  for (const html of barTitles) assert.doesNotMatch(html, /<(img|svg|script|iframe)/i)
})

test('tricky titles (quotes, &, <, &amp;, a tag as text, emoji) show exactly as typed, on every titled page', async () => {
  await e2e.setSwitches({ titles: 'tricky' })
  const set = titleSet('tricky')
  const page = await e2e.newPage()
  await e2e.login(page)

  const barTitles = await visitTitledPages(page, set, { checkShown: true })

  // Taro's hidden bar never holds our titles as markup (`<i>tag</i>` would be an element there).
  for (const html of barTitles) assert.doesNotMatch(html, /<(i|u|b)>/)
  assert.equal(await page.locator('.taro-navigation-bar-title i, .taro-navigation-bar-title u').count(), 0)
  // The course page again, and home: the titles come back as typed.
  await e2e.gotoApp(page, '/vod/detail?id=5')
  await waitForTitle(page, set.course)
  assert.equal(await shownText(page, '#course-title'), set.course)
  await e2e.gotoApp(page, '/')
  await waitForTitle(page, set.site)
})
