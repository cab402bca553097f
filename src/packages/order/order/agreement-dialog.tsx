import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { Modal, ModalActions } from '@/components/Modal'
import { platform } from '@/platform'
import { a11y } from '@/platform/a11y'
import { useStores } from '@/stores'
import type { CheckoutAgreement } from '@/stores/checkout'
import { classifyUrl } from '@/utils/url'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'

/**
 * The agreement before an order, as MeEdu's H5 asks: a plan's 提示 我已阅读并同意《会员服务协议》 (MeEdu sends
 * `agree`/`agree_protocol`), a course's 协议确认 with the 付费内容购买协议 (MeEdu 4.9.27 and later, when the server
 * has one). The title of the agreement opens its page through the app's external-page path (H5: this tab, the
 * checkout keeping its state in the address; the mini-program: the web-view).
 */
export const AgreementDialog = observer(function AgreementDialog({
  kind,
  onCancel,
  onAgree,
}: {
  kind: CheckoutAgreement
  onCancel: () => void
  onAgree: () => void
}) {
  const { config } = useStores()
  const text = kind === 'vip' ? TEXT.vipAgreement : TEXT.purchaseAgreement
  const url = kind === 'vip' ? config.config.vip_protocol : config.config.paid_content_purchase_protocol
  return (
    <Modal id="agreement-dialog" title={text.title} onCancel={onCancel}>
      <Text className="modal__text">
        {text.before}
        <Text
          className="checkout__agreement-link"
          id={kind === 'vip' ? 'agreement-vip' : 'agreement-purchase'}
          {...a11y('link')}
          onClick={() => {
            if (classifyUrl(url) === 'outside') platform.openExternal(url)
          }}
        >
          {text.link}
        </Text>
        {text.after}
      </Text>
      <ModalActions>
        <Button className="modal__action" id="agreement-cancel" onClick={onCancel}>
          {TEXT.cancel}
        </Button>
        <Button
          type="primary"
          className="modal__action modal__action--primary"
          id="agreement-agree"
          onClick={onAgree}
        >
          {TEXT.agree}
        </Button>
      </ModalActions>
    </Modal>
  )
})
