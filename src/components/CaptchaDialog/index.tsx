import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { Modal, ModalActions } from '../Modal'
import { TextField } from '../TextField'
import { tellFormProblem } from '../form-problems'
import './index.scss'

const CAPTCHA_TEXT = {
  placeholder: '请输入图中字符',
  loading: '加载中...',
  tapToLoad: '点击获取',
  cancel: '取消',
  confirm: '确认',
  sending: '发送中...',
} as const

/** The image captcha asked before every SMS: tap the image for a new one. */
export const CaptchaDialog = observer(function CaptchaDialog({ flow }: { flow: SmsCodeFlow }) {
  if (!flow.captchaOpen) return null
  const active = flow.captchaInput !== '' && !flow.sending
  return (
    <Modal id="captcha-dialog">
      <View className="captcha__image" id="captcha-image" onClick={() => void flow.refreshCaptcha()}>
        {flow.captcha ? (
          <Image
            className="captcha__img"
            src={flow.captcha.img}
            mode="aspectFit"
            data-key={flow.captcha.key}
          />
        ) : (
          <Text className="captcha__loading">
            {flow.captchaLoading ? CAPTCHA_TEXT.loading : CAPTCHA_TEXT.tapToLoad}
          </Text>
        )}
      </View>
      <TextField
        id="captcha-input"
        className="captcha__field"
        value={flow.captchaInput}
        placeholder={CAPTCHA_TEXT.placeholder}
        maxlength={8}
        onChange={(value) => flow.setCaptchaInput(value)}
        onConfirm={() => void flow.confirmCaptcha().then(tellFormProblem)}
      />
      <ModalActions>
        <Button className="modal__action" id="captcha-cancel" onClick={() => flow.closeCaptcha()}>
          {CAPTCHA_TEXT.cancel}
        </Button>
        <Button
          type="primary"
          id="captcha-confirm"
          className={`modal__action modal__action--primary${active ? '' : ' modal__action--disabled'}`}
          data-loading={flow.sending ? 'true' : 'false'}
          loading={flow.sending}
          onClick={() => void flow.confirmCaptcha().then(tellFormProblem)}
        >
          {flow.sending ? CAPTCHA_TEXT.sending : CAPTCHA_TEXT.confirm}
        </Button>
      </ModalActions>
    </Modal>
  )
})
