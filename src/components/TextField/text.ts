/** The words of a text field. */
export const TEXT_FIELD_TEXT = {
  /** The clear button's accessible name. */
  clear: '清除',
} as const
