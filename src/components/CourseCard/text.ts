/** The words of a course card. */
export const COURSE_CARD_TEXT = {
  free: '免费',
  subscribers: (count: number) => `${count}人已订阅`,
} as const
