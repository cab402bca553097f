import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Modal, ModalActions } from './index'

/**
 * A question with two answers: a title, a line of text, then 取消-like (left) and the action (right, primary).
 * The buttons' ids are `${id}-cancel` and `${id}-ok` unless named. A file of its own, so that the Modal of the
 * first screens (captcha, after-login) does not carry it.
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
