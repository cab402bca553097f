/** The words of the course detail page (components bring their own). */
export const COURSE_DETAIL_TEXT = {
  tabs: { intro: '介绍', catalogue: '目录', comments: '评论', attachments: '课件' },
  collect: '收藏',
  start: '开始学习',
  noVideo: '课程暂无视频',
  vip: 'VIP会员免费看',
  buy: '购买课程',
  /** Neither free, bought, priced nor opened by a VIP plan: nothing to offer. */
  unavailable: '该课程暂不可购买',
  /** The heading of the config's `course_purchase_notice` under the description. */
  purchaseNotice: '购买须知',
  /** The checkout's `goods_label` for a course. */
  goodsLabel: '点播课程',
  emptyIntro: '暂无介绍',
} as const
