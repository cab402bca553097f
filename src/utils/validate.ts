/** A mainland mobile number: 11 digits, starting with 1, second digit 3–9. */
export function isPhoneNumber(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value)
}

/**
 * What a numeric input shows after blur: the number clamped into [min, max]. Text that is not a number
 * becomes the empty string (the field is cleared rather than guessing a value).
 */
export function clampNumberInput(value: string, min?: number, max?: number): string {
  const trimmed = value.trim()
  if (trimmed === '') return ''
  const number = Number(trimmed)
  if (!Number.isFinite(number)) return ''
  let clamped = number
  if (min !== undefined && clamped < min) clamped = min
  if (max !== undefined && clamped > max) clamped = max
  return String(clamped)
}
