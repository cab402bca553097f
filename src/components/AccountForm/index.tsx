import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { redirect } from '@/navigation'
import { StatusScreen } from '../StatusScreen'
import { ACCOUNT_TEXT } from './text'
import './index.scss'

/** A form row: its label on the left, a field (or a value) filling the rest. */
export function FormRow({ id, label, children }: { id?: string; label: string; children: ReactNode }) {
  return (
    // No id attribute at all without an id (Taro's H5 would write id="undefined").
    <View className="account-form__row" {...(id ? { id } : {})}>
      <Text className="account-form__label">{label}</Text>
      {children}
    </View>
  )
}

/** A row that shows a value (原手机号 138****8000). */
export function InfoRow({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <FormRow label={label}>
      <Text className="account-form__value" id={id}>
        {value}
      </Text>
    </FormRow>
  )
}

/** A page that needs the learner's own number, opened without one: say so and offer to bind one. */
export function NeedsMobile() {
  return (
    <StatusScreen
      message={ACCOUNT_TEXT.needsMobile}
      messageId="needs-mobile"
      action={ACCOUNT_TEXT.toBind}
      actionId="to-bind-mobile"
      onAction={() => redirect('/member/mobile')}
    />
  )
}
