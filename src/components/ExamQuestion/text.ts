/** The words of a question on screen and in the review. */
export const EXAM_QUESTION_TEXT = {
  score: (score: number) => `${score}分`,
  judgeTrue: '正确',
  judgeFalse: '错误',
  /** Between the letters of a multiple choice (A、C). */
  letterSeparator: '、',
  /** Between the blanks of a fill-in (a；b). */
  blankSeparator: '；',
  blank: (n: number) => `第${n}空`,
  blankPlaceholder: '请输入答案',
  textPlaceholder: '请输入你的答案',
  /** The short answer's box, for a screen reader (its placeholder goes once the learner types). */
  textLabel: (n: number) => `第${n}题答案`,
  /** A question's choices, for a screen reader: 第2题 and the stem. */
  groupName: (n: number, stem: string) => (stem ? `第${n}题 ${stem}` : `第${n}题`),
  count: (length: number, max: number) => `${length}/${max}`,
  myAnswer: '我的答案：',
  rightAnswer: '正确答案：',
  /** A short answer has no single right answer: the paper's reference points. */
  referenceAnswer: '参考答案：',
  none: '未作答',
  earned: (score: number) => `得分：${score}`,
  remark: '解析：',
  marks: {
    right: '正确',
    wrong: '错误',
    partial: '部分正确',
    unanswered: '未作答',
    pending: '待批阅',
  },
} as const

/** `option3` → C. */
export function optionLetter(key: string): string {
  const n = Number(key.replace(/^option/, ''))
  return n >= 1 && n <= 26 ? String.fromCharCode(64 + n) : key
}
