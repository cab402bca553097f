/** The words of a course's or video's comments (MeEdu's H5 words where it has them). */
export const COMMENTS_TEXT = {
  placeholder: '请输入评论内容',
  /** The box while answering a comment or reply. */
  replyPlaceholder: (name: string) => `回复${name}`,
  publish: '发布',
  cancelReply: '取消回复',
  empty: '请输入评论内容',
  tooShort: (min: number) => `评论内容不能少于${min}个字`,
  tooLong: (max: number) => `评论内容最多${max}个字符`,
  sent: '成功',
  /** Sent, and waiting for review (v3): it shows as 评论审核中 until an administrator approves it. */
  sentForReview: '发布成功，审核通过后展示',
  none: '暂无评论',
  /** A learner with an empty nickname. */
  anonymous: '匿名学员',
  /** A learner who no longer exists (v3 sends `user: []`). */
  deleted: '学员已注销',
  /** Instead of the text of a comment that waits for review (`is_check` 0). */
  pending: '评论审核中',
  reply: '回复',
  /** A reply that answers another reply. */
  replyLine: (name: string, to: string) => `${name} 回复 ${to}`,
  /** Relative time, then the region when the server knows it. */
  when: (time: string, region: string) => (region ? `${time} | ${region}` : time),
  allComments: (total: number) => `查看全部${total}条评论`,
  allReplies: (count: number) => `查看全部${count}条回复`,
  /** Instead of the box: why the learner cannot post here. */
  hints: {
    login: '登录后参与评论',
    buy: '购买课程后才能评论',
    closed: '评论已关闭',
  },
} as const
