import { View, Text } from '@tarojs/components'
import { Radio } from '@nutui/nutui-react-taro'
import ToPay from '@nutui/icons-react-taro/dist/es/icons/ToPay.js'
import { platform } from '@/platform'
import { a11y } from '@/platform/a11y'
import type { Payment } from '@/services/api/types'
import { ONLINE_GATEWAYS } from '@/stores/payment'
import { classifyUrl } from '@/utils/url'
import { Picture } from '../Picture'
import { PAYMENT_GROUP_TEXT, PAYMENT_MARK_TEXT, PAYMENT_NOTE_TEXT } from './text'
import './index.scss'

/** The mark of a gateway by its sign, when the server sends no picture of its own. */
const MARKS: Record<string, { text: string; tone: string }> = {
  alipay: { text: PAYMENT_MARK_TEXT.alipay, tone: 'alipay' },
  'wechat-jsapi': { text: PAYMENT_MARK_TEXT.wechat, tone: 'wechat' },
  wechat: { text: PAYMENT_MARK_TEXT.wechat, tone: 'wechat' },
}

/**
 * A gateway's picture: the server's icon when it is a web address, else a mark by sign (hand pay: a wallet).
 * Decoration: the gateway's name is beside it.
 */
export function PaymentIcon({ payment }: { payment: Payment }) {
  if (classifyUrl(payment.icon) === 'outside')
    return <Picture className="payment-methods__icon" src={payment.icon} mode="aspectFit" alt="" />
  const mark = MARKS[payment.sign]
  if (mark) {
    return (
      <View
        className={`payment-methods__mark payment-methods__mark--${mark.tone}`}
        {...a11y(null, { hidden: true })}
      >
        <Text>{mark.text}</Text>
      </View>
    )
  }
  return (
    <View className="payment-methods__mark payment-methods__mark--other">
      <ToPay size={14} />
    </View>
  )
}

/**
 * The gateways to choose from (checkout, 去支付): a NutUI Radio group, one row per gateway with its mark and
 * name; the whole row takes the tap (`#payment-<sign>`). For a screen reader the group is a radiogroup and each
 * row a radio named by the gateway, checked when chosen; NutUI's Radio is only its look, hidden from the reader
 * (in H5 it carries `aria-checked` without a role, which checkers refuse).
 */
export function PaymentMethods({
  payments,
  value,
  onChange,
}: {
  payments: Payment[]
  value: string | null
  onChange: (sign: string) => void
}) {
  return (
    <Radio.Group
      className="payment-methods"
      {...a11y('radiogroup', { label: PAYMENT_GROUP_TEXT.name })}
      value={value ?? ''}
      onChange={(sign) => onChange(String(sign))}
    >
      {payments.map((payment) => (
        <View
          key={payment.sign}
          id={`payment-${payment.sign}`}
          className="payment-methods__item"
          data-checked={payment.sign === value ? 'true' : 'false'}
          {...a11y('radio', { checked: payment.sign === value })}
          onClick={() => onChange(payment.sign)}
        >
          <PaymentIcon payment={payment} />
          <Text className="payment-methods__name">{payment.name || payment.sign}</Text>
          <View className="payment-methods__look" {...a11y(null, { hidden: true })}>
            <Radio className="payment-methods__radio" value={payment.sign} />
          </View>
        </View>
      ))}
    </Radio.Group>
  )
}

/** Under an online gateway in the mini-program: how its pay page can be reached (see outcomes/checkout.ts). */
export function PaymentNote({ sign }: { sign: string | null }) {
  if (platform.name !== 'weapp' || !sign || !ONLINE_GATEWAYS.includes(sign)) return null
  return (
    <Text className="payment-methods__note" id="payment-note">
      {PAYMENT_NOTE_TEXT.miniProgram}
    </Text>
  )
}
