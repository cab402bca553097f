/** A mainland mobile number: 11 digits, starting with 1, second digit 3–9. */
export function isPhoneNumber(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value)
}
