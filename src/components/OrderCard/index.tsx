import { memo } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { Order } from '@/services/api/types'
import { priceText, yuanToCents } from '@/utils/money'
import { relativeTime } from '@/utils/time'
import { classifyUrl } from '@/utils/url'
import { Picture } from '../Picture'
import { ORDER_CARD_TEXT } from './text'
import './index.scss'

/**
 * One order of 我的订单: when it was made, its status (coloured by state), its number, the first goods with its
 * picture, how it was paid and the amount (the order's `charge`: MeEdu's newer orders say 0 for the goods' own),
 * and what was refunded of it (已退金额, in the price red); 去支付 when `onPay` is given (an order the learner can pay),
 * 等待确认收款 with 查看收款信息 when `onHandPay` is given (a transfer waiting for the school), or, `atGateway` (支付中
 * at a gateway, which cannot be paid again), why, with 重新下单 when `onReorder` is given.
 * Memoised on the order object: the list replaces items, it never edits them.
 */
export const OrderCard = memo(function OrderCard({
  order,
  onPay,
  onHandPay,
  atGateway = false,
  onReorder,
  paying = false,
}: {
  order: Order
  onPay?: (order: Order) => void
  onHandPay?: (order: Order) => void
  /** 支付中 at a gateway: say why it cannot be paid again. */
  atGateway?: boolean
  onReorder?: (order: Order) => void
  /** 去支付 is asking for the gateways. */
  paying?: boolean
}) {
  const goods = order.goods[0]
  const thumb = goods && classifyUrl(goods.goods_thumb) === 'outside' ? goods.goods_thumb : ''
  const refundCents = yuanToCents(order.refund_amount) ?? 0
  return (
    <View className="order-card" id={`order-${order.order_id}`} data-status={order.status}>
      <View className="order-card__head">
        <Text className="order-card__time">{relativeTime(order.created_at)}</Text>
        <Text className={`order-card__status order-card__status--${order.status}`}>{order.status_text}</Text>
      </View>
      <Text className="order-card__number" id={`order-no-${order.order_id}`}>
        {ORDER_CARD_TEXT.orderId(order.order_id)}
      </Text>
      <View className="order-card__body">
        {/* Beside the goods' name: decoration. */}
        {thumb ? (
          <Picture className="order-card__thumb" src={thumb} mode="aspectFill" lazyLoad alt="" />
        ) : null}
        <View className="order-card__info">
          <Text className="order-card__name">{goods?.goods_name || ORDER_CARD_TEXT.noGoods}</Text>
          <View className="order-card__meta">
            <Text className="order-card__payment">{order.payment_text}</Text>
            <Text className="order-card__charge">{priceText(yuanToCents(order.charge) ?? 0)}</Text>
          </View>
          {refundCents > 0 ? (
            <Text className="order-card__refund" id={`order-refund-${order.order_id}`}>
              {ORDER_CARD_TEXT.refunded(
                `${Math.floor(refundCents / 100)}.${String(refundCents % 100).padStart(2, '0')}`
              )}
            </Text>
          ) : null}
        </View>
      </View>
      {onPay ? (
        <View className="order-card__actions">
          <Button
            id={`order-pay-${order.order_id}`}
            className="order-card__pay"
            size="small"
            type="primary"
            loading={paying}
            onClick={() => onPay(order)}
          >
            {ORDER_CARD_TEXT.pay}
          </Button>
        </View>
      ) : onHandPay ? (
        <View className="order-card__actions">
          <Text className="order-card__note" id={`order-awaiting-${order.order_id}`}>
            {ORDER_CARD_TEXT.awaiting}
          </Text>
          <Button
            id={`order-hand-pay-${order.order_id}`}
            className="order-card__pay"
            size="small"
            type="primary"
            fill="outline"
            onClick={() => onHandPay(order)}
          >
            {ORDER_CARD_TEXT.instructions}
          </Button>
        </View>
      ) : atGateway ? (
        <View className="order-card__actions">
          <Text className="order-card__why" id={`order-at-gateway-${order.order_id}`}>
            {ORDER_CARD_TEXT.atGateway}
          </Text>
          {onReorder ? (
            <Button
              id={`order-reorder-${order.order_id}`}
              className="order-card__pay"
              size="small"
              type="primary"
              fill="outline"
              onClick={() => onReorder(order)}
            >
              {ORDER_CARD_TEXT.reorder}
            </Button>
          ) : null}
        </View>
      ) : null}
    </View>
  )
})
