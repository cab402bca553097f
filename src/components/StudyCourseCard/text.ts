/** The words of a course card in 我的学习. */
export const STUDY_CARD_TEXT = {
  subscribed: '已订阅',
  progress: (learned: number, total: number) => `已学${learned}/${total}课时`,
} as const
