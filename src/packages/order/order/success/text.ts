/** The words of 支付成功 and of the payment result it asks for. */
export const SUCCESS_TEXT = {
  paid: '支付成功',
  home: '返回首页',
  orders: '查看订单',
  /** The header while the result is not 支付成功. */
  resultTitle: '支付结果',
  checking: '正在确认支付结果…',
  waiting: '正在等待支付结果',
  waitingNote: '支付渠道的通知可能稍有延迟，请勿重复支付，页面会自动刷新',
  unconfirmed: '暂未收到支付结果',
  unconfirmedNote: '如已完成支付，请稍后点击“重新查询”；如未支付，可返回重新下单',
  cancelled: '订单已取消',
  cancelledNote: '该订单已超时或被取消，如需购买请重新下单',
  missing: '未找到该订单',
  missingNote: '请在“我的订单”中查看已支付的订单',
  failed: '支付结果查询失败',
  failedNote: '请检查网络后重新查询',
  recheck: '重新查询',
  orderNo: (orderNo: string) => `订单号 ${orderNo}`,
} as const
