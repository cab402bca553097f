/** The words of 我的订单. */
export const MY_ORDERS_TEXT = {
  empty: '暂无订单',
} as const
