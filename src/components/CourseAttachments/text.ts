/** The words of a course's attachments (course page, player, 课件中心). */
export const ATTACHMENTS_TEXT = {
  download: '下载',
  empty: '暂无课件',
  buyFirst: '请购买课程',
  /** WeChat's browser: the copied address carries the login token (MeEdu 4.9.10's download), so it must stay private. */
  copied: '链接已复制，请在浏览器中打开下载（链接含登录信息，请勿分享）',
  /** WeChat's browser: the newer server's link of its own (single use, one hour). */
  copiedOnce: '链接已复制，请在浏览器中打开下载（链接1小时内有效，只能使用一次）',
  /** The mini-program: an icon label for a file without a (short) extension. */
  otherLabel: '文件',
  miniProgramTitle: '下载课件',
  opening: '正在打开…',
  openFailed: '文件打开失败。下载链接已复制，请粘贴到手机浏览器中打开即可下载（链接含登录信息，请勿分享）。',
  cannotOpen: '小程序内无法打开此类型文件，下载链接已复制，请在浏览器中打开（链接含登录信息，请勿分享）。',
  /** The same, for the newer server's link (single use, one hour). */
  openFailedOnce:
    '文件打开失败。下载链接已复制，请粘贴到手机浏览器中打开即可下载（链接1小时内有效，只能使用一次）。',
  cannotOpenOnce:
    '小程序内无法打开此类型文件，下载链接已复制，请在浏览器中打开（链接1小时内有效，只能使用一次）。',
} as const
