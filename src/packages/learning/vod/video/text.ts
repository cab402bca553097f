/** The words of the video page. */
export const VIDEO_PAGE_TEXT = {
  tabs: { catalogue: '目录', comments: '评论', attachments: '课件' },
  goodsLabel: '点播课程',
  subscribe: '购买课程',
} as const
