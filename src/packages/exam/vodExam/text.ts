/** The words of 考试 (/vodExam). */
export const VOD_EXAM_TEXT = {
  disabled: '考试功能未开启',
  empty: '暂无试卷',
  questions: (n: number) => `${n}题`,
  minutes: (n: number) => `限时${n}分钟`,
  untimed: '不限时',
  free: '免费',
  states: {
    empty: '暂无试题',
    open: '可参加',
    'used-up': '次数已用完',
    buy: '需购买',
    invite: '仅限邀请',
    closed: '暂不可参加',
    login: '登录后参加',
  },
  attempts: (count: number) => `已考${count}次`,
  best: (score: number) => `最高${score}分`,
  ongoing: '考试中',
  marking: '阅卷中',
  /** 总分N · 及格N, each only when the paper says it ('' when it says neither). */
  passScore: (score: number | null, pass: number | null) =>
    [score === null ? '' : `总分${score}`, pass === null ? '' : `及格${pass}`].filter(Boolean).join(' · '),
} as const
