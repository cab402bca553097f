/** The words of the course detail page (components bring their own). */
export const COURSE_DETAIL_TEXT = {
  tabs: { intro: '介绍', catalogue: '目录', comments: '评论', attachments: '课件' },
  collect: '收藏',
  start: '开始学习',
  noVideo: '课程暂无视频',
  vip: 'VIP会员免费看',
  buy: '订阅课程',
  /** The checkout's `goods_label` for a course. */
  goodsLabel: '点播课程',
  cannotComment: '购买课程后才能评论',
  emptyIntro: '暂无介绍',
} as const
