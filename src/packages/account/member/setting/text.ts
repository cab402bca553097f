/** The words of 设置. */
export const SETTING_TEXT = {
  notSet: '暂未设置',
  rights: '版权所有',
  /** The rows of 关于平台, by their element id. */
  rows: {
    'setting-user-protocol': '用户协议',
    'setting-private-protocol': '隐私协议',
    'setting-vip-protocol': '会员服务协议',
    'setting-aboutus': '关于我们',
  },
} as const
