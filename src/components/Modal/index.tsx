import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.scss'

/**
 * A centred modal over a mask. Tapping the mask does nothing: these dialogs want an answer. Its buttons are
 * NutUI Buttons (see ModalActions).
 *
 * Hand-written on purpose: NutUI's Dialog (and its Overlay) animate through react-transition-group and lock
 * scrolling with their own touch hooks; on /login, where both the captcha and the after-login dialog live,
 * Dialog cost 6.6 KB gzip and a bare Overlay 3.7 KB, measured with `npm run bench` (docs/architecture.md, "UI kit").
 */
export function Modal({ id, children }: { id: string; children: ReactNode }) {
  return (
    <View className="modal" id={id} role="dialog" aria-modal="true">
      <View className="modal__mask" catchMove />
      <View className="modal__body">{children}</View>
    </View>
  )
}

/** The row of buttons at the bottom of a modal. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <View className="modal__actions">{children}</View>
}
