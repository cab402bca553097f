import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Modal, ModalActions } from './index'

/**
 * A question with two answers: a title (optional), a line of text, then 取消-like (left) and the action (right,
 * primary). The buttons' ids are `${id}-cancel` and `${id}-ok` unless named. With `busy` (the action is being
 * sent) the action shows loading and cannot be tapped again, and 取消 is disabled: the answer is on its way, so
 * the dialog stays until the owner closes it (Escape, the keyboard's 取消, does nothing then). A file of its own, so that the Modal of the first screens
 * (captcha, after-login) does not carry it.
 */
export function ConfirmModal({
  id,
  title,
  text,
  textId,
  textClassName,
  cancelText,
  okText,
  onCancel,
  onConfirm,
  busy = false,
  cancelId = `${id}-cancel`,
  okId = `${id}-ok`,
}: {
  id: string
  title?: string
  text: string
  textId?: string
  /** More classes for the text (a page's own look for its question). */
  textClassName?: string
  cancelText: string
  okText: string
  onCancel: () => void
  onConfirm: () => void
  busy?: boolean
  cancelId?: string
  okId?: string
}) {
  return (
    // Named by its title; a question without one is named by the question itself.
    <Modal id={id} {...(title ? { title } : { label: text })} onCancel={busy ? undefined : onCancel}>
      <Text className={textClassName ? `modal__text ${textClassName}` : 'modal__text'} id={textId}>
        {text}
      </Text>
      <ModalActions>
        <Button
          className="modal__action"
          id={cancelId}
          disabled={busy}
          onClick={() => {
            if (!busy) onCancel()
          }}
        >
          {cancelText}
        </Button>
        <Button
          className={`modal__action modal__action--primary${busy ? ' modal__action--disabled' : ''}`}
          id={okId}
          loading={busy}
          onClick={() => {
            if (!busy) onConfirm()
          }}
        >
          {okText}
        </Button>
      </ModalActions>
    </Modal>
  )
}
