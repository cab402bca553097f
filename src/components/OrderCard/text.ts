/** The words of an order in 我的订单. */
export const ORDER_CARD_TEXT = {
  pay: '去支付',
  /** The order number: a hand-pay learner writes it in the transfer's remark. */
  orderId: (id: string) => `订单号 ${id}`,
  /** A hand-pay order the school has not confirmed yet. */
  awaiting: '等待确认收款',
  instructions: '查看收款信息',
  /**
   * A 支付中 order that went to a gateway: MeEdu pays an order only from 未支付, so it cannot be paid again; a
   * learner who paid waits for the gateway's word, one who did not buys anew.
   */
  atGateway: '该订单已转到支付渠道，不能再次支付。如已付款，请稍后刷新；未付款可重新下单',
  reorder: '重新下单',
  /** What was refunded of a paid order (MeEdu 4.9.27 and later), as MeEdu's H5 says it: two decimals. */
  refunded: (yuan: string) => `已退金额：￥${yuan}`,
  /** An order whose goods the server left out. */
  noGoods: '订单商品',
} as const
