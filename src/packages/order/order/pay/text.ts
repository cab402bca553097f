/** The words of 手动打款支付 (the hand-pay instructions). */
export const HAND_PAY_TEXT = {
  header: '手动打款支付',
  orderId: (id: string) => `订单号 ${id}`,
  price: (price: string) => `需支付 ￥${price}`,
  instructions: '收款信息（手动打款需后台验证后交付订单，请耐心等待）',
  done: '我已完成支付',
  invalid: '订单信息有误，请在“我的订单”中重新发起支付',
  /** A server whose cashier offers 线下支付 itself (MeEdu 4.9.14 and later). */
  unavailable: '本站已改为在收银台选择支付方式（含线下支付），请返回重新购买',
  back: '返回',
} as const
