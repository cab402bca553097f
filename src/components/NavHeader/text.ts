/** The words of the back header. */
export const NAV_HEADER_TEXT = {
  /** The back button's accessible name. */
  back: '返回',
} as const
