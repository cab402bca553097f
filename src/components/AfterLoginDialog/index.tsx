import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { AFTER_LOGIN_DIALOGS, LOGOUT_TEXT } from '@/stores/after-login'
import { Modal } from '../Modal'

/** The blocking dialog of the after-login checks (bind a mobile, or verify the face), on any page. */
export const AfterLoginDialog = observer(function AfterLoginDialog() {
  const { auth } = useStores()
  if (!auth.dialog) return null
  const copy = AFTER_LOGIN_DIALOGS[auth.dialog]
  return (
    <Modal id="after-login-dialog">
      <Text className="modal__title">{copy.title}</Text>
      <Text className="modal__text">{copy.text}</Text>
      <View className="modal__actions">
        <View className="modal__action" id="dialog-logout" onClick={() => auth.logoutFromDialog()}>
          {LOGOUT_TEXT}
        </View>
        <View
          className={`modal__action modal__action--primary${auth.faceVerifyStarting ? ' modal__action--disabled' : ''}`}
          id="dialog-confirm"
          onClick={() => auth.confirmDialog()}
        >
          {copy.confirm}
        </View>
      </View>
    </Modal>
  )
})
