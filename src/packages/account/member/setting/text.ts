/** The words of 设置. */
export const SETTING_TEXT = {
  notSet: '暂未设置',
  rights: '版权所有',
} as const
