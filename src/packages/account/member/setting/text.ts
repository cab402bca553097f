/** The words of 设置. */
export const SETTING_TEXT = {
  notSet: '暂未设置',
  rights: '版权所有',
  /** The rows of 关于平台, by the config field holding each page's address. */
  rows: {
    user_protocol: '用户协议',
    user_private_protocol: '隐私协议',
    vip_protocol: '会员服务协议',
    aboutus: '关于我们',
  },
} as const
