/**
 * Contrast of every foreground/background pair of tokens the app draws (WCAG 2.x relative luminance): text at
 * least 4.5:1 (1.4.3), icons and marks that carry meaning at least 3:1 (1.4.11). The pairs name the theme keys the
 * styles read (`--app-…`, `--nutui-…`), so pointing a key at a paler colour fails here.
 */
import { palette, theme } from '@/theme'

type Token = keyof typeof theme

const TEXT = 4.5
const GRAPHIC = 3

/** [what the learner sees, foreground, background, minimum] */
const PAIRS: [string, Token, Token, number][] = [
  ['body text on a card', 'appText', 'appSurface', TEXT],
  ['body text on the page background', 'appText', 'appPanel', TEXT],
  ['secondary text on a card', 'appTextSecondary', 'appSurface', TEXT],
  ['secondary text (a chip) on the panel', 'appTextSecondary', 'appPanel', TEXT],
  ['hints, times, counts, inactive tabs on a card', 'appTextMuted', 'appSurface', TEXT],
  ['hints and the copyright on the page background', 'appTextMuted', 'appPanel', TEXT],
  ['muted text on the blue wash', 'appTextMuted', 'appPrimaryLight', TEXT],
  ['placeholders on a card', 'appTextPlaceholder', 'appSurface', TEXT],
  ['the search box placeholder on the panel', 'appTextPlaceholder', 'appPanel', TEXT],
  ['an unchecked box on a card', 'appTextPlaceholder', 'appSurface', GRAPHIC],
  ['links, the active tab, checked boxes on a card', 'appPrimaryStrong', 'appSurface', TEXT],
  ['links on the page background', 'appPrimaryStrong', 'appPanel', TEXT],
  ['the active chip and tags on the blue wash', 'appPrimaryStrong', 'appPrimaryLight', TEXT],
  ['the label of a primary button that cannot act yet', 'appPrimaryStrong', 'appPrimaryDisabled', TEXT],
  ['white on a primary button (our dialogs, the active search chip)', 'appSurface', 'appPrimaryStrong', TEXT],
  ['NutUI: outline and text buttons, tabs, radios on a card', 'nutuiColorPrimary', 'appSurface', TEXT],
  ['NutUI: a primary button, its first gradient stop', 'appSurface', 'nutuiColorPrimaryStop1', TEXT],
  ['NutUI: a primary button, its second gradient stop', 'appSurface', 'nutuiColorPrimaryStop2', TEXT],
  ['NutUI: descriptions (Empty, Cell extras)', 'nutuiColorText', 'appSurface', TEXT],
  ['NutUI: help text', 'nutuiColorTextHelp', 'appSurface', TEXT],
  ['NutUI: placeholders and disabled labels', 'nutuiColorTextDisabled', 'appSurface', TEXT],
  ['NutUI: the badge count', 'appSurface', 'nutuiBadgeBackgroundColor', TEXT],
  ['prices and warnings on a card', 'appDanger', 'appSurface', TEXT],
  ['已退金额 (a refund) on an order card', 'appDanger', 'appSurface', TEXT],
  ['prices and warnings on the page background', 'appDanger', 'appPanel', TEXT],
  ['white on red: the fail verdict, the PDF mark', 'appSurface', 'appDanger', TEXT],
  ['免费 and done marks on a card', 'appSuccess', 'appSurface', TEXT],
  ['done marks on the page background', 'appSuccess', 'appPanel', TEXT],
  ['white on green: the pass verdict, the Excel mark', 'appSurface', 'appSuccess', TEXT],
  ['white on grey: the exam mark, the generic file mark', 'appSurface', 'appTextMuted', TEXT],
  ['white on dark grey: the archive mark', 'appSurface', 'appTextSecondary', TEXT],
  ['white on the image file mark', 'appSurface', 'appFileImage', TEXT],
  ['white on the QQ login mark', 'appSurface', 'appQq', TEXT],
  ['white on the WeChat login and pay marks', 'appSurface', 'appWechat', TEXT],
  ['white on the player stage', 'appSurface', 'appStage', TEXT],
  ['the bullet-secret marquee on the player stage', 'appBulletSecret', 'appStage', TEXT],
]

/** `#rrggbb` → WCAG relative luminance. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match) throw new Error(`not an opaque #rrggbb colour: ${hex}`)
  const value = parseInt(match[1], 16)
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

it('measures as WCAG does: black on white 21:1, a colour on itself 1:1, #999 on white 2.85:1', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
  expect(contrast('#3ca7fa', '#3ca7fa')).toBe(1)
  expect(contrast('#999999', '#ffffff')).toBeCloseTo(2.85, 2)
})

it.each(PAIRS)('%s: %s on %s reaches %s:1', (_, foreground, background, minimum) => {
  expect(contrast(theme[foreground], theme[background])).toBeGreaterThanOrEqual(minimum)
})

it('the brand blue fails as text and under white text, so it is kept for decoration only', () => {
  expect(contrast(palette.primary, palette.surface)).toBeLessThan(GRAPHIC)
  expect(
    Object.entries(theme)
      .filter(([, value]) => value === palette.primary)
      .map(([key]) => key)
  ).toEqual(['appPrimary'])
})

it('the muted greys keep their order: text darker than secondary, darker than muted, darker than placeholders', () => {
  const order = [palette.text, palette.textSecondary, palette.textMuted, palette.textPlaceholder].map(
    luminance
  )
  expect([...order].sort((a, b) => a - b)).toEqual(order)
  expect(new Set(order).size).toBe(order.length)
})
