/** The words of an order in 我的订单. */
export const ORDER_CARD_TEXT = {
  pay: '去支付',
  /** The order number: a hand-pay learner writes it in the transfer's remark. */
  orderId: (id: string) => `订单号 ${id}`,
  /** A hand-pay order the school has not confirmed yet. */
  awaiting: '等待确认收款',
  instructions: '查看收款信息',
  /** An order whose goods the server left out. */
  noGoods: '订单商品',
} as const
