import { View, Text } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Tag } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { ResourceView } from '@/components/ResourceView'
import type { CheckoutScreen } from '@/stores/checkout'
import { priceText } from '@/utils/money'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'

/** The goods: picture (a VIP mark for a plan without one), label, name and price. */
export const GoodsCard = observer(function GoodsCard({ screen }: { screen: CheckoutScreen }) {
  const goods = screen.shownGoods
  if (!goods) return null
  return (
    <View className="checkout__goods" id="checkout-goods">
      {goods.thumb ? (
        <Picture className="checkout__thumb" src={goods.thumb} mode="aspectFill" alt="" />
      ) : (
        <View className="checkout__thumb checkout__thumb--vip">
          <Text>{TEXT.vipMark}</Text>
        </View>
      )}
      <View className="checkout__goods-info">
        <Text className="checkout__name" id="checkout-name">
          {goods.name}
        </Text>
        <View className="checkout__goods-meta">
          <Tag
            className="checkout__label"
            background="var(--app-primary-light)"
            color="var(--app-primary-strong)"
          >
            {goods.label}
          </Tag>
          <Text className="checkout__goods-price" id="checkout-goods-price">
            {priceText(goods.chargeCents)}
          </Text>
        </View>
        {/* The address's goods stay on screen: only a failure shows, under them. */}
        <ResourceView
          resource={screen.goods}
          loading={null}
          failedText={TEXT.goodsFailed}
          retryId="goods-retry"
          inline
        >
          {() => null}
        </ResourceView>
      </View>
    </View>
  )
})
