import { View, Text } from '@tarojs/components'
import { chartScale, formatMinutes, type ChartDay } from './scale'
import { MINUTES_CHART_TEXT as TEXT } from './text'
import './index.scss'

/**
 * Minutes per day as a bar chart of plain views (no chart library): one bar per day, its height a percentage
 * of the tallest day, so it draws the same in H5 and the mini-program. Days are the caller's (oldest first, the
 * last one is today). An all-zero month draws flat bars with a hint.
 */
export function MinutesChart({ days }: { days: readonly ChartDay[] }) {
  const scale = chartScale(days)
  const today = scale.bars[scale.bars.length - 1]
  return (
    <View className="minutes-chart" id="minutes-chart" data-testid="minutes-chart">
      <View className="minutes-chart__head">
        <Text className="minutes-chart__title">{TEXT.title}</Text>
        <Text className="minutes-chart__total" id="minutes-chart-total">
          {TEXT.total(formatMinutes(scale.totalSeconds))}
        </Text>
      </View>
      <View className="minutes-chart__facts">
        <Text className="minutes-chart__today" id="minutes-chart-today">
          {TEXT.today(formatMinutes(today?.seconds ?? 0))}
        </Text>
        <Text className="minutes-chart__max" id="minutes-chart-max">
          {TEXT.max(formatMinutes(scale.maxSeconds))}
        </Text>
      </View>
      <View className="minutes-chart__plot">
        {scale.bars.map((bar, index) => (
          <View
            key={bar.date}
            className={`minutes-chart__slot${index === scale.bars.length - 1 ? ' minutes-chart__slot--today' : ''}`}
            data-testid="chart-bar"
            data-date={bar.date}
            data-seconds={bar.seconds}
          >
            <View className="minutes-chart__bar" style={{ height: `${bar.percent}%` }} />
          </View>
        ))}
        {scale.empty ? (
          <View className="minutes-chart__empty" id="minutes-chart-empty">
            <Text className="minutes-chart__empty-text">{TEXT.empty}</Text>
          </View>
        ) : null}
      </View>
      <View className="minutes-chart__labels">
        {scale.labels.map((label) => (
          <Text key={label} className="minutes-chart__label">
            {label}
          </Text>
        ))}
      </View>
    </View>
  )
}
