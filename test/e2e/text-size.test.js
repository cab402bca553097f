'use strict'
// The reader's own text size (issue 21, Must 3): pinch zoom is allowed, WeChat's in-app font size is not pinned
// back, and the main pages hold at 200% text on a phone (375×667): Chromium's default font size is set to 32px
// instead of 16 (CDP Page.setFontSizes, as a reader's browser setting would), so the app's root font size, 125% of
// it, is 40px instead of 20px and every rem of the layout doubles.
//
// On each page, after it has settled:
// - no sideways scroll: neither the document nor the page's own scroller (.taro_page) is wider than the screen;
// - nothing visible sticks out past the screen's right edge, unless it sits in a container that scrolls sideways on
//   purpose (overflow-x auto/scroll: the chip rows) or is cut off by a container that is itself on screen (a
//   carousel's slides waiting beside the one shown);
// - no clipped text. The rule: an element that clips (overflow hidden/clip) and is not a scroller must not cut the
//   text inside it, i.e. a text of its own wider than its box, or a descendant's text running past its bottom or
//   right edge. Truncation on purpose is allowed when the learner can see it: text-overflow: ellipsis, or a line
//   clamp (-webkit-line-clamp), on the element itself or on the descendant whose text runs past. Overlays that
//   take no taps (pointer-events: none: the watermark's tiles, the player's moving marquee) are cut at the screen's
//   edges by design and are not read as content: their text is left out.
// Offenders are reported by a short selector (tag#id.class, with two ancestors) and by how far they stick out.

const { test } = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')
const { setupE2E } = require('./support')
const { ROOT } = require('./support/common')

const e2e = setupE2E()

const PHONE = { width: 375, height: 667 }
/** Chromium's default font size, twice the usual 16px: "200% text". */
const LARGE_TEXT_PX = 32
/** The app's root font size then: html{font-size:125%} of 32px (20px at the default 16px). */
const ROOT_FONT_PX = 40

const ROUTES = [
  { route: '/login' },
  { route: '/login-password' },
  { route: '/' },
  { route: '/member', login: true },
  { route: '/study', login: true },
  { route: '/vod' },
  { route: '/vod/detail?id=1&tab=intro' },
  { route: '/vod/detail?id=1&tab=catalogue' },
  { route: '/vod/detail?id=1&tab=comments', login: true },
  { route: '/vod/detail?id=1&tab=attachments', login: true },
  { route: '/vod/video?id=1', login: true },
  { route: '/search?keywords=入门' },
  { route: '/messages', login: true },
  { route: '/member/profile', login: true },
  { route: '/vodNotice', login: true },
  { route: '/vodKJ', login: true },
  { route: '/vodExam', login: true },
  { route: '/vod/examDetail?id=1', login: true },
  { route: '/growUp', login: true },
  { route: '/role', login: true },
  { route: '/order?goods_id=9&goods_type=vod', login: true },
  { route: '/member/order', login: true },
]

/** A tab whose browser's default font size is 32px (the reader's "largest text"), at a phone's size. */
async function largeTextPage({ login = false } = {}) {
  const page = await e2e.newPage()
  await page.setViewportSize(PHONE)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: LARGE_TEXT_PX, fixed: LARGE_TEXT_PX } })
  if (login) await e2e.login(page)
  return page
}

/** Opens a route and waits for its content (the page shell's loading block gone, the app settled). */
async function openSettled(page, route) {
  await e2e.gotoApp(page, route)
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll('.taro_page')].filter(
      (el) => getComputedStyle(el).display !== 'none'
    )
    return shown.length === 1 && !shown[0].querySelector('.page-shell__loading')
  })
  await e2e.settled(page, { timeout: 15000 })
  // Pictures and web fonts change sizes after the data is in.
  await page.evaluate(() => document.fonts.ready)
}

/** Runs in the page: the layout problems on screen, as lines of text. */
function layoutProblems() {
  const problems = []
  const screenWidth = document.documentElement.clientWidth
  const describe = (el) => {
    const one = (node) =>
      node.tagName.toLowerCase() +
      (node.id ? `#${node.id}` : '') +
      [...node.classList]
        .filter((name) => !/^taro_|^hydrated/.test(name))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')
    const chain = [one(el)]
    for (let node = el.parentElement, n = 0; node && n < 2; node = node.parentElement, n++)
      chain.unshift(one(node))
    return chain.join(' > ')
  }
  const styleOf = (el) => getComputedStyle(el)
  const scrollsSideways = (style) => /auto|scroll/.test(style.overflowX)
  const clips = (style) => /hidden|clip/.test(style.overflowX) || /hidden|clip/.test(style.overflowY)
  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    const style = styleOf(el)
    return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) !== 0
  }
  const truncatesOnPurpose = (el) => {
    const style = styleOf(el)
    return style.textOverflow === 'ellipsis' || (style.webkitLineClamp && style.webkitLineClamp !== 'none')
  }
  const ownText = (el) =>
    [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== '')

  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth)
    problems.push(
      `the document scrolls sideways: ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`
    )

  const pages = [...document.querySelectorAll('.taro_page')].filter((el) => styleOf(el).display !== 'none')
  const scope = pages.length === 1 ? pages[0] : document.body
  for (const scroller of [scope, ...scope.querySelectorAll('.page-shell, .page-shell__content')])
    if (scroller.scrollWidth > scroller.clientWidth + 1 && scrollsSideways(styleOf(scroller)))
      problems.push(
        `${describe(scroller)} scrolls sideways: ${scroller.scrollWidth} px in ${scroller.clientWidth}`
      )

  // The page and what the app fixes on top of it (tab bar, bottom bars, dialogs) outside the page element.
  const elements = [...scope.querySelectorAll('*'), ...document.querySelectorAll('body > *:not(#app) *')]
  for (const el of elements) {
    if (!visible(el)) continue
    const rect = el.getBoundingClientRect()
    if (rect.right > screenWidth + 1) {
      let excused = false
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = styleOf(node)
        if (node === scope) break
        if (scrollsSideways(style)) {
          excused = true
          break
        }
        if (clips(style) && node.getBoundingClientRect().right <= screenWidth + 1) {
          excused = true
          break
        }
      }
      if (!excused) problems.push(`${describe(el)} sticks out ${Math.round(rect.right - screenWidth)} px`)
    }

    const style = styleOf(el)
    if (!clips(style) || scrollsSideways(style) || /auto|scroll/.test(style.overflowY)) continue
    if (el === scope || truncatesOnPurpose(el) || style.pointerEvents === 'none') continue
    if (ownText(el) && el.scrollWidth > el.clientWidth + 1 && /hidden|clip/.test(style.overflowX))
      problems.push(`${describe(el)} cuts its text: ${el.scrollWidth} px wide in ${el.clientWidth}`)
    if (el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1) continue
    const box = el.getBoundingClientRect()
    for (const inner of el.querySelectorAll('*')) {
      if (!ownText(inner) || !visible(inner) || truncatesOnPurpose(inner)) continue
      if (styleOf(inner).pointerEvents === 'none') continue
      const r = inner.getBoundingClientRect()
      // Text of a slide waiting beside the one on screen is not cut, it is elsewhere.
      if (r.left >= box.right || r.right <= box.left) continue
      if (r.bottom > box.bottom + 1 || r.right > box.right + 1) {
        problems.push(
          `${describe(el)} cuts the text of ${describe(inner)} (${Math.round(Math.max(r.bottom - box.bottom, r.right - box.right))} px)`
        )
        break
      }
    }
  }
  return [...new Set(problems)]
}

test('pinch zoom is allowed and WeChat’s font size is not pinned', async () => {
  const html = fs.readFileSync(path.join(ROOT, 'src', 'index.html'), 'utf8')
  assert.doesNotMatch(html, /setFontSizeCallback/, 'no script pins WeChat’s font size')
  assert.doesNotMatch(html, /text-size-adjust\s*:\s*none/i)

  const page = await e2e.newPage()
  await e2e.gotoApp(page, '/login')
  await e2e.waitForLoginPage(page)
  const viewport = await page.evaluate(() => document.querySelector('meta[name=viewport]').content)
  assert.doesNotMatch(viewport, /user-scalable\s*=\s*(no|0)/i, viewport)
  const maximum = /maximum-scale\s*=\s*([\d.]+)/i.exec(viewport)
  assert.ok(!maximum || Number(maximum[1]) >= 5, `maximum-scale ${maximum?.[1]} < 5`)
  const textSizeAdjust = await page.evaluate(() =>
    [document.documentElement, document.body].map((el) => getComputedStyle(el).webkitTextSizeAdjust)
  )
  assert.ok(!textSizeAdjust.includes('none'), `-webkit-text-size-adjust: ${textSizeAdjust}`)
  // At the default text size the layout is the one it was drawn for: 1rem = 20px on a 375 px phone.
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), '20px')
})

for (const { route, login } of ROUTES) {
  test(`200% text holds on ${route}${login ? ' (logged in)' : ''}`, async () => {
    const page = await largeTextPage({ login })
    await openSettled(page, route)
    const rootFont = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
    assert.equal(rootFont, `${ROOT_FONT_PX}px`, 'the root font size follows the browser’s text size')
    const problems = await page.evaluate(layoutProblems)
    if (process.env.TEXT_SIZE_SHOTS)
      await page.screenshot({
        path: path.join(process.env.TEXT_SIZE_SHOTS, `${route.replace(/\W+/g, '_')}.png`),
      })
    assert.deepEqual(problems, [], `at 200% text on ${route}:\n  ${problems.join('\n  ')}`)
  })
}
