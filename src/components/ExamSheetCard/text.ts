/** The words of an exam attempt's answer sheet (答题卡). */
export const SHEET_CARD_TEXT = {
  title: '答题卡',
  answered: (done: number, total: number) => `已答 ${done}/${total}`,
  close: '关闭',
} as const
