/** The words of a course's or video's comments. */
export const COMMENTS_TEXT = {
  placeholder: '请输入评论内容',
  publish: '发布',
  tooShort: '评论内容不能少于6个字',
  sent: '成功',
  empty: '暂无评论',
  anonymous: '匿名学员',
} as const
