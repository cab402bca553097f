/** The words of the checkout (收银台); outcomes bring theirs (outcomes/checkout.ts), components theirs. */
export const CHECKOUT_PAGE_TEXT = {
  problems: {
    'missing-id': '订单信息有误，请返回重新选择',
    'bad-id': '订单信息有误，请返回重新选择',
    'bad-type': '订单信息有误，请返回重新选择',
    'bad-price': '订单信息有误，请返回重新选择',
    video: '暂不支持单独购买视频，请返回购买整套课程',
  },
  missing: '商品不存在或已下架，请返回重新选择',
  free: '该课程免费，无需购买',
  /** MeEdu's isBuy: bought, or open to the learner's VIP plan. */
  bought: '您已可以学习该课程，无需购买',
  paperFree: '该试卷免费，无需购买',
  paperBought: '您已可以参加该考试，无需购买',
  exam: '去考试',
  back: '返回',
  study: '开始学习',
  goodsFailed: '商品信息加载失败',
  promo: '使用优惠码',
  promoTitle: '使用优惠码',
  promoPlaceholder: '请输入优惠码',
  promoVerify: '验证',
  promoApplied: (code: string) => `优惠码 ${code}`,
  promoRemove: '移除',
  promoChange: '更换',
  discount: '优惠码抵扣',
  price: '商品价格',
  payments: '支付方式',
  paymentsLoading: '正在获取支付方式...',
  paymentsFailed: '支付方式加载失败',
  noPayment: '暂无可用的支付方式，请联系管理员',
  /** The server's cashier chooses (MeEdu 4.9.14 and later). */
  cashier: '提交订单后，在收银台选择支付方式',
  total: '总计',
  submit: '提交订单',
  /** Before a plan's order: MeEdu's 会员服务协议 dialog. */
  vipAgreement: { title: '提示', before: '我已阅读并同意', link: '《会员服务协议》', after: '' },
  /** Before a course's order, when the server has a 付费内容购买协议 (MeEdu 4.9.27 and later). */
  purchaseAgreement: {
    title: '协议确认',
    before: '购买付费内容前，请仔细阅读并同意',
    link: '《付费内容购买协议》',
    after: '，了解您的权利和义务。',
  },
  cancel: '取消',
  agree: '阅读并同意',
  vipMark: 'VIP',
} as const
