/** The words of a course card. */
export const COURSE_CARD_TEXT = {
  free: '免费',
  price: (charge: number) => `￥${charge}`,
  subscribers: (count: number) => `${count}人已订阅`,
} as const
