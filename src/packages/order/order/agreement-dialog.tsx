import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { Modal, ModalActions } from '@/components/Modal'
import { platform } from '@/platform'
import { a11y } from '@/platform/a11y'
import { useStores } from '@/stores'
import { classifyUrl } from '@/utils/url'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'

/** 提示: 我已阅读并同意《会员服务协议》 before a plan's order (MeEdu 4.9.10 requires `agree`). */
export const AgreementDialog = observer(function AgreementDialog({
  onCancel,
  onAgree,
}: {
  onCancel: () => void
  onAgree: () => void
}) {
  const { config } = useStores()
  const url = config.config.vip_protocol
  return (
    <Modal id="agreement-dialog" title={TEXT.agreementTitle} onCancel={onCancel}>
      <Text className="modal__text">
        {TEXT.agreementBefore}
        <Text
          className="checkout__agreement-link"
          id="agreement-vip"
          {...a11y('link')}
          onClick={() => {
            if (classifyUrl(url) === 'outside') platform.openExternal(url)
          }}
        >
          {TEXT.agreementLink}
        </Text>
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
