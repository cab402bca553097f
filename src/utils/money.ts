/**
 * Money in whole cents (分). MeEdu sends prices and promo discounts in yuan, as numbers (12.5) or strings
 * ("12.50"); every sum the app works out (price − discount) is done in cents, so 0.1 + 0.2 is 30 cents, never
 * 0.30000000000000004 yuan, and the text the learner reads is made by one function.
 */

/** Largest amount accepted (yuan): anything beyond is not a price but a typo or an attack on the arithmetic. */
const MAX_YUAN = 100_000_000

/**
 * Yuan (a number or a decimal string: 12, 12.5, "12.50", " 0.1 ") → whole cents, rounded half up at the third
 * decimal (1.005 → 101). Null for anything that is not a finite amount ≥ 0: '', 'abc', '12元', '-1', NaN, '1e3'.
 */
export function yuanToCents(value: unknown): number | null {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null
    // The shortest text that reads back as the same double (0.30000000000000004 stays as it is, 12.5 → "12.5").
    text = String(value)
    if (/e/i.test(text)) text = value.toFixed(6)
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return null
  }
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text)
  if (!match) return null
  const whole = Number(match[1])
  if (!Number.isSafeInteger(whole) || whole > MAX_YUAN) return null
  const fraction = (match[2] ?? '').padEnd(3, '0')
  // Decimal digits, read as digits: no floating point on the way.
  const cents = whole * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0)
  return cents
}

/** Cents → yuan text without trailing zeros: 1000 → "10", 1050 → "10.5", 1205 → "12.05", 0 → "0". */
export function centsToText(cents: number): string {
  const safe = Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0
  const whole = Math.floor(safe / 100)
  const fraction = String(safe % 100).padStart(2, '0')
  if (fraction === '00') return String(whole)
  return `${whole}.${fraction.replace(/0$/, '')}`
}

/** ￥ and the amount: 1250 → "￥12.5". */
export function priceText(cents: number): string {
  return `￥${centsToText(cents)}`
}

/** What the learner pays: the price less the discount, never below 0. */
export function totalCents(priceCents: number, discountCents: number): number {
  return Math.max(0, Math.round(priceCents) - Math.max(0, Math.round(discountCents)))
}
