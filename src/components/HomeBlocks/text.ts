/** The words of the 公众号 card on home. */
export const GZH_TEXT = {
  follow: '关注',
  title: '关注公众号',
  hint: '长按二维码识别或截图保存',
  close: '关闭',
} as const

/** The names of the pictures of the slider and the image groups (the server gives them no title). */
export const HOME_PICTURE_TEXT = {
  slide: (position: number, count: number) => `轮播图 ${position}/${count}`,
  image: (position: number) => `图片 ${position}`,
  qrcode: '公众号二维码',
} as const

/** The words of a course group on home. */
export const VOD_GROUP_TEXT = { all: '查看全部' } as const
