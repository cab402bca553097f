import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { platform } from '@/platform'
import { a11y } from '@/platform/a11y'
import { findRoute } from '@/routes'
import { useStores } from '@/stores'
import type { AgreementKind } from '@/stores/agreement-memory'
import { afterDialogChoice } from '@/outcomes/login'
import { classifyUrl } from '@/utils/url'
import { toast } from '@/platform/toast'
import { Modal, ModalActions } from '../Modal'
import type { AfterLoginDialogProps } from './types'
import { AFTER_LOGIN_DIALOGS, AGREEMENT_DIALOG_TEXT, LOGOUT_TEXT } from './text'
import './index.scss'

/**
 * The blocking dialogs after a login, on any page: first the agreements still to be agreed to (4.9.27+; never
 * on a login page), then a required mobile binding or face verification. The mini-program shows them as they
 * are (index.weapp.tsx); H5 fetches this file when one is due (index.h5.tsx).
 */
export const AfterLoginDialogs = observer(function AfterLoginDialogs({ path }: AfterLoginDialogProps) {
  const root = useStores()
  const { afterLogin } = root
  const onLoginPage = path !== undefined && findRoute(path)?.loginStep !== undefined
  const due = afterLogin.agreementsDue
  if (due.length > 0) return onLoginPage ? null : <AgreementDialog due={due} />
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

/**
 * 用户协议与隐私政策提示: what is still to be agreed to, with links to read it, 不同意 (log out, to 个人中心) and
 * 同意 (处理中... while it is sent; a failure says 操作失败，请重试 and the dialog stays).
 */
const AgreementDialog = observer(function AgreementDialog({ due }: { due: AgreementKind[] }) {
  const root = useStores()
  const { afterLogin, config } = root
  const agreeing = afterLogin.agreeing.running
  const names = due.map((kind) => AGREEMENT_DIALOG_TEXT.names[kind]).join(AGREEMENT_DIALOG_TEXT.and)
  const urls: Record<AgreementKind, string> = {
    user: config.config.user_protocol,
    privacy: config.config.user_private_protocol,
  }

  const agree = async () => {
    if ((await afterLogin.agree()) === 'failed') toast(AGREEMENT_DIALOG_TEXT.failed)
  }

  return (
    <Modal id="agreement-dialog" title={AGREEMENT_DIALOG_TEXT.title}>
      {/* One sentence of Text pieces side by side (no Text inside a Text: the mini-program's links would not tap). */}
      <View className="modal__text agreement-dialog__text" id="agreement-dialog-text">
        <Text>{AGREEMENT_DIALOG_TEXT.before(names)}</Text>
        {due.map((kind, index) => [
          index > 0 ? <Text key={`${kind}-and`}>{AGREEMENT_DIALOG_TEXT.titlesAnd}</Text> : null,
          <AgreementLink key={kind} kind={kind} url={urls[kind]} />,
        ])}
        <Text>{AGREEMENT_DIALOG_TEXT.after}</Text>
      </View>
      <ModalActions>
        <Button
          className="modal__action"
          id="agreement-decline"
          onClick={() => void afterDialogChoice(root, afterLogin.logout())}
        >
          {AGREEMENT_DIALOG_TEXT.decline}
        </Button>
        <Button
          type="primary"
          className={`modal__action modal__action--primary${agreeing ? ' modal__action--disabled' : ''}`}
          id="agreement-accept"
          onClick={() => void agree()}
        >
          {agreeing ? AGREEMENT_DIALOG_TEXT.accepting : AGREEMENT_DIALOG_TEXT.accept}
        </Button>
      </ModalActions>
    </Modal>
  )
})

/** 《用户协议》 / 《隐私政策》: opens the server's page (the mini-program's web-view); plain text without a web address. */
function AgreementLink({ kind, url }: { kind: AgreementKind; url: string }) {
  const title = AGREEMENT_DIALOG_TEXT.link(AGREEMENT_DIALOG_TEXT.names[kind])
  if (classifyUrl(url) !== 'outside') return <Text>{title}</Text>
  return (
    <Text
      className="agreement-dialog__link"
      id={`agreement-dialog-${kind}`}
      {...a11y('link')}
      onClick={() => platform.openExternal(url)}
    >
      {title}
    </Text>
  )
}
