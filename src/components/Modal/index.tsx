import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import './index.scss'

/**
 * A centred modal over a mask. Tapping the mask does nothing: these dialogs want an answer. Its buttons are
 * NutUI Buttons (see ModalActions).
 *
 * Hand-written on purpose: NutUI's Dialog (and its Overlay) animate through react-transition-group and lock
 * scrolling with their own touch hooks; on /login, where both the captcha and the after-login dialog live,
 * Dialog cost 6.6 KB gzip and a bare Overlay 3.7 KB, measured with `npm run bench` (see README, "UI kit").
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

/**
 * A question with two answers: a title, a line of text, then 取消-like (left) and the action (right, primary).
 * The buttons' ids are `${id}-cancel` and `${id}-ok` unless named.
 */
export function ConfirmModal({
  id,
  title,
  text,
  textId,
  cancelText,
  okText,
  onCancel,
  onConfirm,
  cancelId = `${id}-cancel`,
  okId = `${id}-ok`,
}: {
  id: string
  title: string
  text: string
  textId?: string
  cancelText: string
  okText: string
  onCancel: () => void
  onConfirm: () => void
  cancelId?: string
  okId?: string
}) {
  return (
    <Modal id={id}>
      <Text className="modal__title">{title}</Text>
      <Text className="modal__text" id={textId}>
        {text}
      </Text>
      <ModalActions>
        <Button className="modal__action" id={cancelId} onClick={onCancel}>
          {cancelText}
        </Button>
        <Button className="modal__action modal__action--primary" id={okId} onClick={onConfirm}>
          {okText}
        </Button>
      </ModalActions>
    </Modal>
  )
}
