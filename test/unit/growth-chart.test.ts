import { MIN_PERCENT, chartScale, formatMinutes } from '@/components/MinutesChart/scale'

const day = (n: number, seconds: number) => ({ date: `2026-03-${String(n).padStart(2, '0')}`, seconds })

describe('the chart’s scaling', () => {
  it('heights are percentages of the tallest day; a small day keeps a visible bar; empty days are 0', () => {
    const scale = chartScale([day(1, 0), day(2, 600), day(3, 1200), day(4, 6), day(5, 300)])
    expect(scale.maxSeconds).toBe(1200)
    expect(scale.totalSeconds).toBe(2106)
    expect(scale.empty).toBe(false)
    expect(scale.bars.map((b) => b.percent)).toEqual([0, 50, 100, MIN_PERCENT, 25])
  })

  it('an all-zero month: flat bars and empty, labels still there', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-02-${String(i + 1).padStart(2, '0')}`,
      seconds: 0,
    }))
    const scale = chartScale(days)
    expect(scale.empty).toBe(true)
    expect(scale.bars).toHaveLength(30)
    expect(scale.bars.every((b) => b.percent === 0)).toBe(true)
    expect(scale.labels).toEqual(['02-01', '02-15', '02-30'])
  })

  it('bad seconds count as 0; no days at all is empty with no labels', () => {
    expect(chartScale([day(1, NaN), day(2, -3), day(3, 60)]).bars.map((b) => b.percent)).toEqual([0, 0, 100])
    expect(chartScale([])).toEqual({ bars: [], maxSeconds: 0, totalSeconds: 0, empty: true, labels: [] })
    expect(chartScale([day(1, 5)]).labels).toEqual(['03-01'])
  })

  it('minutes: one decimal under 10, whole from 10 on, a few seconds never read as 0', () => {
    expect(formatMinutes(0)).toBe('0')
    expect(formatMinutes(-1)).toBe('0')
    expect(formatMinutes(2)).toBe('0.1')
    expect(formatMinutes(30)).toBe('0.5')
    expect(formatMinutes(80)).toBe('1.3')
    expect(formatMinutes(120)).toBe('2')
    expect(formatMinutes(599)).toBe('10')
    expect(formatMinutes(2138)).toBe('36')
  })
})
