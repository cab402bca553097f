/** The words of an exam attempt's answer sheet (答题卡). */
export const SHEET_CARD_TEXT = {
  title: '答题卡',
  answered: (done: number, total: number) => `已答 ${done}/${total}`,
  close: '关闭',
  /**
   * A question's entry, for a screen reader: 第3题 已答, and 当前 on the one on screen (the mini-program has no
   * aria-current). Its number alone shows; the fill and the ring say the rest to the eye.
   */
  cell: (n: number, answered: boolean, current: boolean) =>
    `第${n}题 ${answered ? '已答' : '未答'}${current ? ' 当前' : ''}`,
} as const
