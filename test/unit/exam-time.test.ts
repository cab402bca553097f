import { shortClockTime as attemptTime } from '@/utils/time'

describe('attempt times (考试记录)', () => {
  const now = new Date('2026-11-26T03:00:00Z')

  it('one format for every attempt: MM-DD HH:mm this year, never 刚刚 / N天前', () => {
    expect(attemptTime('2026-11-26T02:59:30Z', now)).toBe('11-26 02:59')
    expect(attemptTime('2026-11-23T10:05:00Z', now)).toBe('11-23 10:05')
    expect(attemptTime('2026-01-01T00:00:00Z', now)).toBe('01-01 00:00')
  })

  it('another year: YYYY-MM-DD HH:mm', () => {
    expect(attemptTime('2025-12-31T23:59:00Z', now)).toBe('2025-12-31 23:59')
  })

  it("at UTC as the API sends it, whatever the offset; MeEdu's plain form too; unreadable → empty", () => {
    expect(attemptTime('2026-11-16T10:41:00+08:00', now)).toBe('11-16 02:41')
    expect(attemptTime('2026-11-16 02:41:00', now)).toBe('11-16 02:41')
    expect(attemptTime('', now)).toBe('')
    expect(attemptTime('not a date', now)).toBe('')
  })
})
