import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { afterDialogChoice } from '@/outcomes'
import { Modal, ModalActions } from '../Modal'
import { AFTER_LOGIN_DIALOGS, LOGOUT_TEXT } from './text'

/** The blocking dialog of the after-login checks (bind a mobile, or verify the face), on any page. */
export const AfterLoginDialog = observer(function AfterLoginDialog() {
  const root = useStores()
  const { afterLogin } = root
  if (!afterLogin.dialog) return null
  const copy = AFTER_LOGIN_DIALOGS[afterLogin.dialog]
  const starting = afterLogin.faceStart.running
  return (
    <Modal id="after-login-dialog" title={copy.title}>
      <Text className="modal__text">{copy.text}</Text>
      <ModalActions>
        <Button
          className="modal__action"
          id="dialog-logout"
          onClick={() => void afterDialogChoice(root, afterLogin.logout())}
        >
          {LOGOUT_TEXT}
        </Button>
        <Button
          type="primary"
          className={`modal__action modal__action--primary${starting ? ' modal__action--disabled' : ''}`}
          id="dialog-confirm"
          // While the face verification starts: a spinner, and the button takes no second tap.
          loading={starting}
          onClick={() => void afterDialogChoice(root, afterLogin.confirm())}
        >
          {copy.confirm}
        </Button>
      </ModalActions>
    </Modal>
  )
})
