/** The words of the tab bar (its labels come from the route table's TABS). */
export const TAB_BAR_TEXT = {
  /** The navigation landmark's name. */
  name: '主导航',
  /** An entry with the red dot (unread messages on 个人中心). */
  withDot: (label: string) => `${label}，有新消息`,
} as const
