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

/** The palette, named by role. Near-duplicates of the old styles were merged (#f1f2f6/#dddddd → border, …). */
export const palette = {
  /** Brand blue: actions, links, the active tab, checked boxes. */
  primary: '#3ca7fa',
  /** The lighter end of the primary gradient (NutUI draws primary buttons as a gradient). */
  primaryStop: '#62b8fb',
  /** A primary action that cannot act yet (empty field), still tappable for its hint. */
  primaryDisabled: '#a9d6fc',
  /** A faint blue wash: the empty avatar, icon discs. */
  primaryLight: '#e8f4fe',
  /** Body text and headings. */
  text: '#333333',
  /** Secondary text: explanations, dialog sentences. */
  textSecondary: '#666666',
  /** Hints, counts, inactive tabs, arrows. */
  textMuted: '#999999',
  /** Placeholders, unchecked boxes, clear icons. */
  textPlaceholder: '#bbbbbb',
  /** Hairlines between rows, field underlines. */
  border: '#eeeeee',
  /** The page background behind cards; quiet button and captcha backgrounds. */
  panel: '#f5f5f5',
  /** Cards, bars, dialogs; text on coloured backgrounds. */
  surface: '#ffffff',
  /** Unread badges and dots; prices. */
  danger: '#ff4d4f',
  /** 免费, done marks (watched, passed). */
  success: '#19be6b',
  /** The dim layer under a dialog. */
  mask: 'rgba(0, 0, 0, 0.55)',
  /** The learner watermark: faint enough to read through. */
  watermark: 'rgba(0, 0, 0, 0.15)',
  /** Behind a video and its messages (the player's stage). */
  stage: '#000000',
  /** The player's bullet-secret marquee when the config names no colour (MeEdu: red). */
  bulletSecret: '#ff0000',
  /** Brand colours of the social login buttons (WeChat's also marks WeChat Pay; Alipay's mark is the primary blue). */
  qq: '#12b7f5',
  wechat: '#07c160',
} as const

/**
 * The ConfigProvider theme: the app's own tokens (`--app-*`, read by our styles) and the NutUI variables that the
 * NutUI components we use read (Button, Input, Empty, Cell, Avatar, Badge, Loading), pointed at the palette.
 * NutUI's global theme stylesheet is not loaded: its component styles carry their defaults as
 * `var(--nutui-x, fallback)`, so only what must differ from those fallbacks (JD red, its greys) is set here.
 */
export const theme = {
  appPrimary: palette.primary,
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

  nutuiColorPrimary: palette.primary,
  nutuiColorPrimaryStop1: palette.primary,
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
export const cssVarName = (token: string): string =>
  `--${token.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()}`

/**
 * The theme as CSS variables, made once. The page shell sets them itself: given `theme`, NutUI's ConfigProvider
 * converts the names with lodash.kebabcase on every page's first render (its Unicode word patterns cost ≈ 25 ms
 * of a phone's boot).
 */
export const themeCssVars: Record<string, string> = Object.fromEntries(
  Object.entries(theme).map(([token, value]) => [cssVarName(token), value])
)
