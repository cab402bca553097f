import kebabCase from './utils/kebab-case'

/**
 * The design tokens: every colour of the app, in one place. This is the only file in src/ that may spell a
 * colour (test/unit/architecture.test.ts checks it); styles read the tokens as CSS variables, `var(--app-…)`
 * and `var(--nutui-…)`.
 *
 * How they reach the screen: `theme` is handed to NutUI's ConfigProvider in the page shell, which sets every
 * key as a CSS variable (`--${kebabCase(key)}`: `appTextMuted` → `--app-text-muted`, `nutuiColorPrimaryStop1` →
 * `--nutui-color-primary-stop-1`) on the element that wraps the page. That element is inside each page, so it
 * works in the mini-program too (no `:root` there, and an app-level provider cannot reach the page roots).
 * The native navigation bar cannot read CSS variables: app.config.ts imports `palette` for it.
 */

/**
 * The palette, named by role: one colour per role, so near-duplicate greys are one (#f1f2f6/#dddddd → border, …).
 * Contrast (WCAG 2.x, test/unit/theme-contrast.test.ts computes every pair the app draws): text ≥ 4.5:1 on what
 * is behind it, icons and meaningful marks ≥ 3:1. The shades are the brand's own hue, darkened (HSL lightness
 * steps) until the pair passes on white, on the panel and on the blue wash.
 */
export const palette = {
  /** The brand blue (hsl 206° 95% 61%), decoration only: 2.59:1 on white, so no text, icon or white label on it. */
  primary: '#3ca7fa',
  /** The brand hue at lightness 38%: links, the active tab, checked boxes, icons, primary buttons (white on it 5.35:1; on panel 4.90, on primaryLight 4.79). */
  primaryStrong: '#056dbd',
  /** The lighter end of the primary buttons' gradient: the brand hue at 40%, white on it 4.90:1. */
  primaryStop: '#0573c7',
  /** A primary action that cannot act yet (empty field), still tappable for its hint: a pale wash with primaryStrong text (4.65:1). */
  primaryDisabled: '#e3f1fe',
  /** A faint blue wash: the empty avatar, icon discs, the active chip (primaryStrong on it 4.79:1). */
  primaryLight: '#e8f4fe',
  /** Body text and headings (12.6:1 on white). */
  text: '#333333',
  /** Secondary text: explanations, dialog sentences (7.46:1 on white; darker than textMuted so the two still read apart). */
  textSecondary: '#555555',
  /** Hints, counts, inactive tabs, arrows (5.33:1 on white, 4.89 on panel, 4.77 on primaryLight). */
  textMuted: '#6b6b6b',
  /** Placeholders, unchecked boxes, clear icons: the lightest grey that is still text (4.95:1 on white, 4.54 on panel). */
  textPlaceholder: '#707070',
  /** Hairlines between rows, field underlines (decoration: the fields have labels). */
  border: '#eeeeee',
  /** The page background behind cards; quiet button and captcha backgrounds. */
  panel: '#f5f5f5',
  /** Cards, bars, dialogs; text on coloured backgrounds. */
  surface: '#ffffff',
  /** Unread badges and dots; prices. The old #ff4d4f's hue at lightness 49%: 5.20:1 on white (either way round), 4.78 on panel. */
  danger: '#cf2a32',
  /** 免费, done marks (watched, passed). The old #19be6b's hue at lightness 28%: 5.13:1 on white, 4.70 on panel. */
  success: '#107e47',
  /** The dim layer under a dialog. */
  mask: 'rgba(0, 0, 0, 0.55)',
  /** The learner watermark: faint enough to read through (incidental, WCAG 1.4.3 exempts it; H5 draws it as a picture). */
  watermark: 'rgba(0, 0, 0, 0.15)',
  /** Behind a video and its messages (the player's stage). */
  stage: '#000000',
  /** The player's bullet-secret marquee when the config names no colour (MeEdu: red; 5.25:1 on the stage). */
  bulletSecret: '#ff0000',
  /**
   * Social login and payment marks, white labels on them: QQ's and WeChat's hues, darkened until white is ≥ 4.5:1
   * (QQ #12b7f5 → 5.08:1, WeChat #07c160 → 5.04:1). WeChat's also marks WeChat Pay; Alipay's mark is the primary blue.
   */
  qq: '#0b76a3',
  wechat: '#07803f',
} as const

/**
 * The ConfigProvider theme: the app's own tokens (`--app-*`, read by our styles) and the NutUI variables that the
 * NutUI components we use read (Button, Input, Empty, Cell, Avatar, Badge, Loading), pointed at the palette.
 * NutUI's global theme stylesheet is not loaded: its component styles carry their defaults as
 * `var(--nutui-x, fallback)`, so only what must differ from those fallbacks (JD red, its greys) is set here.
 */
export const theme = {
  appPrimary: palette.primary,
  appPrimaryStrong: palette.primaryStrong,
  appPrimaryDisabled: palette.primaryDisabled,
  appPrimaryLight: palette.primaryLight,
  appText: palette.text,
  appTextSecondary: palette.textSecondary,
  appTextMuted: palette.textMuted,
  appTextPlaceholder: palette.textPlaceholder,
  appBorder: palette.border,
  appPanel: palette.panel,
  appSurface: palette.surface,
  appDanger: palette.danger,
  appSuccess: palette.success,
  appMask: palette.mask,
  appWatermark: palette.watermark,
  appStage: palette.stage,
  appBulletSecret: palette.bulletSecret,
  appQq: palette.qq,
  appWechat: palette.wechat,
  /** 课件's mark for image files (the QQ blue: apart from PDF red, Word blue, Excel green). */
  appFileImage: palette.qq,

  nutuiColorPrimary: palette.primaryStrong,
  nutuiColorPrimaryStop1: palette.primaryStrong,
  nutuiColorPrimaryStop2: palette.primaryStop,
  nutuiColorPrimaryDisabledSpecial: palette.primaryDisabled,
  nutuiColorTitle: palette.text,
  nutuiColorText: palette.textSecondary,
  nutuiColorTextHelp: palette.textMuted,
  nutuiColorTextDisabled: palette.textPlaceholder,
  nutuiColorBorder: palette.border,
  nutuiBadgeBackgroundColor: palette.danger,
} as const satisfies Record<string, string>

/** `nutuiColorPrimaryStop1` → `--nutui-color-primary-stop-1`: the names NutUI's ConfigProvider would make. */
export const cssVarName = (token: string): string => `--${kebabCase(token)}`

/**
 * The theme as CSS variables, made once. The page shell sets them itself: given `theme`, NutUI's ConfigProvider
 * converts the names with lodash.kebabcase on every page's first render (its Unicode word patterns cost ≈ 25 ms
 * of a phone's boot).
 */
export const themeCssVars: Record<string, string> = Object.fromEntries(
  Object.entries(theme).map(([token, value]) => [cssVarName(token), value])
)
