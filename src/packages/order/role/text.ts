/** The words of 会员中心 (the VIP plans). */
export const ROLE_TEXT = {
  member: (name: string, expiry: string) => `您的${name}${expiry}到期`,
  expired: (name: string, expiry: string) => `您的${name}已于${expiry}到期`,
  extend: '购买后将会有效期顺延',
  notMember: '您还不是本站会员哦',
  free: '免费会员',
  buy: '购买会员',
  empty: '暂无会员方案',
  /** The checkout's `goods_label` for a plan. */
  goodsLabel: 'VIP会员',
} as const
