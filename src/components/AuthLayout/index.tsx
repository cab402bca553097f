import type { ReactNode } from 'react'
import { View, Text, Button } from '@tarojs/components'
import './index.scss'

/** The frame of the login and binding screens: a heading, fields, actions. */
export function AuthLayout({ heading, children }: { heading?: string; children: ReactNode }) {
  return (
    <View className="auth">
      {heading ? <Text className="auth__heading">{heading}</Text> : null}
      {children}
    </View>
  )
}

/** The main button: highlighted only when it can act, a spinner while its request runs. */
export function PrimaryButton({
  id,
  text,
  active,
  loading,
  onClick,
}: {
  id: string
  text: string
  active: boolean
  loading?: boolean
  onClick: () => void
}) {
  return (
    <Button
      id={id}
      className={`auth__button${active ? ' auth__button--active' : ''}${loading ? ' auth__button--loading' : ''}`}
      data-active={active ? 'true' : 'false'}
      data-loading={loading ? 'true' : 'false'}
      // Taro H5 greys any button carrying a disabled attribute, even disabled="false": omit it when idle.
      disabled={loading || undefined}
      loading={loading || undefined}
      onClick={() => {
        if (!loading) onClick()
      }}
    >
      {text}
    </Button>
  )
}
