import { useEffect, useRef, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { a11y, holdFocus } from '@/platform/a11y'
import './index.scss'

/**
 * How a dialog is named for screen readers: by its `title` (drawn as the dialog's heading), or by a `label` when it
 * draws its own heading or shows none (the captcha).
 */
export type ModalName = { title: string; label?: never } | { label: string; title?: never }

/**
 * A centred modal over a mask. Tapping the mask does nothing: these dialogs want an answer. Its buttons are
 * NutUI Buttons (see ModalActions).
 *
 * For assistive technology it is a modal dialog named by its title. In H5 the keyboard stays inside it while it
 * is open (platform/a11y `holdFocus`): the focus moves in, Tab goes round, Escape calls `onCancel` (a dialog
 * without one has no way out but its buttons), and on close the focus returns to the control that opened it.
 *
 * Hand-written on purpose: NutUI's Dialog (and its Overlay) animate through react-transition-group and lock
 * scrolling with their own touch hooks; on /login, where both the captcha and the after-login dialog live,
 * Dialog cost 6.6 KB gzip and a bare Overlay 3.7 KB, measured with `npm run bench` (docs/architecture.md, "UI kit").
 */
export function Modal({
  id,
  title,
  label,
  onCancel,
  children,
}: ModalName & { id: string; onCancel?: () => void; children: ReactNode }) {
  const dialog = useRef(null)
  // Escape calls the newest onCancel, without holding the focus again on every render.
  const cancel = useRef(onCancel)
  cancel.current = onCancel
  useEffect(() => holdFocus(dialog.current, () => cancel.current?.()), [])
  return (
    <View className="modal" id={id} {...a11y('dialog', { label: title ?? label, modal: true })}>
      <View className="modal__mask" catchMove {...a11y(null, { hidden: true })} />
      <View className="modal__body" ref={dialog}>
        {title ? <Text className="modal__title">{title}</Text> : null}
        {children}
      </View>
    </View>
  )
}

/** The row of buttons at the bottom of a modal. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <View className="modal__actions">{children}</View>
}
