import { StatusScreen } from '@/components/StatusScreen'
import { goBack, redirect } from '@/navigation'
import type { CheckoutGoods } from '@/stores/checkout'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'

/** A free course, one already bought, or goods that do not exist: said plainly, with the way on. */
export function NotForSale({ goods }: { goods: CheckoutGoods }) {
  if (goods.state === 'missing') {
    return (
      <StatusScreen
        mark="!"
        message={TEXT.missing}
        messageId="checkout-missing"
        action={TEXT.back}
        actionId="checkout-back"
        onAction={goBack}
      />
    )
  }
  if (goods.type === 'paper') {
    return (
      <StatusScreen
        mark="✓"
        message={goods.state === 'free' ? TEXT.paperFree : TEXT.paperBought}
        messageId="checkout-not-for-sale"
        action={TEXT.exam}
        actionId="checkout-study"
        onAction={() => redirect('/vod/examDetail', { id: goods.id })}
      />
    )
  }
  const study = () => {
    if (goods.state === 'bought' && goods.videoId) redirect('/vod/video', { id: goods.videoId })
    else redirect('/vod/detail', { id: goods.id })
  }
  return (
    <StatusScreen
      mark="✓"
      message={goods.state === 'free' ? TEXT.free : TEXT.bought}
      messageId="checkout-not-for-sale"
      action={TEXT.study}
      actionId="checkout-study"
      onAction={study}
    />
  )
}
