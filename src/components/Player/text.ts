import { formatDuration } from '@/utils/time'

/** The player's words (MeEdu H5 4.9.10 where it has them). */
export const PLAYER_TEXT = {
  trialEnded: '试看结束，购买课程观看所有视频',
  subscribe: (charge: number) => `购买课程 ￥${charge}`,
  vip: 'VIP会员免费看',
  next: '下一节',
  courseFinished: '恭喜您已经学完本套课程！',
  /** playinfo answered no address (v4.9.30: `urls: []`; or none the app can play). */
  noAddress: '暂无播放地址',
  noAddressHint: '该视频暂时无法播放，请稍后再试',
  playInfoFailed: '加载失败，点击重试',
  /** The learner may not watch this video (no purchase, no trial; or the server refused the play addresses). */
  buyFirst: '请购买后观看',
  /** Why, under 请购买后观看: what opens the video. */
  buyReason: {
    vip: '购买课程或开通VIP会员后即可观看',
    buy: '购买课程后即可观看',
    none: '该课程暂不可购买',
  },
  buy: '购买课程',
  banDrag: '该视频禁止拖动',
  resumed: (seconds: number) => `从上次观看的 ${formatDuration(seconds)} 继续播放`,
  h5Only: '该视频仅支持在H5中观看',
  copyLink: '复制链接',
  /** The quality buttons' group, for a screen reader. */
  qualities: '清晰度',
  /** Another site's player in a frame, named for a screen reader. */
  embedTitle: '视频播放器',
} as const
