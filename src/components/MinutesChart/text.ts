export const MINUTES_CHART_TEXT = {
  title: '近30天学习时长',
  unit: '分钟',
  today: (minutes: string) => `今日 ${minutes} 分钟`,
  max: (minutes: string) => `最高 ${minutes} 分钟`,
  total: (minutes: string) => `共 ${minutes} 分钟`,
  empty: '近30天还没有学习记录，去看一节课吧',
} as const
