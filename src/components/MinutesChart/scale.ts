/** One UTC day and the seconds watched on it (the store's `days`). */
export interface ChartDay {
  date: string
  seconds: number
}

export interface ChartBar {
  date: string
  seconds: number
  /** The bar's height as a percentage of the tallest day (0 for an empty day; a non-empty day shows ≥ 4%). */
  percent: number
}

export interface ChartScale {
  bars: ChartBar[]
  maxSeconds: number
  totalSeconds: number
  /** Every day is 0: the chart shows flat bars and a hint. */
  empty: boolean
  /** The dates written under the chart: the first, the middle and the last day (`MM-DD`). */
  labels: string[]
}

/** A non-empty day never draws thinner than this (a 10 s day beside a 40 min day would vanish). */
export const MIN_PERCENT = 4

/** Heights as percentages of the tallest day: plain views, so the chart draws the same in H5 and the mini-program. */
export function chartScale(days: readonly ChartDay[]): ChartScale {
  const clean = days.map((day) => ({
    date: day.date,
    seconds: Number.isFinite(day.seconds) && day.seconds > 0 ? day.seconds : 0,
  }))
  const maxSeconds = clean.reduce((max, day) => Math.max(max, day.seconds), 0)
  const totalSeconds = clean.reduce((sum, day) => sum + day.seconds, 0)
  const bars = clean.map((day) => ({
    ...day,
    percent:
      maxSeconds > 0 && day.seconds > 0
        ? Math.max(MIN_PERCENT, Math.round((day.seconds / maxSeconds) * 1000) / 10)
        : 0,
  }))
  const picks = clean.length ? [0, Math.floor((clean.length - 1) / 2), clean.length - 1] : []
  const labels = [...new Set(picks)].map((index) => clean[index].date.slice(5))
  return { bars, maxSeconds, totalSeconds, empty: maxSeconds === 0, labels }
}

/**
 * Minutes for reading: one decimal under 10 minutes (30 s → 0.5, so a short lesson still shows), whole minutes
 * from 10 on; 0 for nothing.
 */
export function formatMinutes(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0'
  const minutes = seconds / 60
  if (minutes < 10) {
    const tenths = Math.round(minutes * 10) / 10
    return String(tenths === 0 ? 0.1 : tenths)
  }
  return String(Math.round(minutes))
}
