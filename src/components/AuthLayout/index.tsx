import { useEffect, useRef, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { a11y } from '@/platform/a11y'
import './index.scss'

/** The frame of the login and binding screens: a heading, fields, actions. */
export function AuthLayout({ heading, children }: { heading?: string; children: ReactNode }) {
  return (
    <View className="auth">
      {heading ? (
        <Text className="auth__heading" {...a11y('heading', { level: 2 })}>
          {heading}
        </Text>
      ) : null}
      {children}
    </View>
  )
}

/**
 * The main button (NutUI's Button): highlighted only when it can act, a spinner while its request runs. It
 * answers taps while dimmed, so an empty field can say what is missing; while loading it takes none.
 */
export function PrimaryButton({
  id,
  text,
  active,
  loading = false,
  onClick,
}: {
  id: string
  text: string
  active: boolean
  loading?: boolean
  onClick: () => void
}) {
  const ref = useRef<HTMLButtonElement>(null)
  useNativeDisabled(ref, loading)
  return (
    <Button
      ref={ref}
      id={id}
      type="primary"
      block
      className={`auth__button${active ? ' auth__button--active' : ''}${loading ? ' auth__button--loading' : ''}`}
      data-active={active ? 'true' : 'false'}
      data-loading={loading ? 'true' : 'false'}
      loading={loading}
      onClick={onClick}
    >
      {text}
    </Button>
  )
}

/**
 * NutUI's Button keeps `disabled` to itself (it only ignores taps); the native button underneath is marked
 * disabled here, for screen readers and WeChat. Only while it is busy: Taro H5 greys any button carrying the
 * attribute, even disabled="false", so an idle button has none.
 */
function useNativeDisabled(ref: { current: HTMLButtonElement | null }, disabled: boolean): void {
  useEffect(() => {
    const button = ref.current
    if (!button) return
    if (disabled) button.setAttribute('disabled', 'true')
    else button.removeAttribute('disabled')
  }, [ref, disabled])
}
