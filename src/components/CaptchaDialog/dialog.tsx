import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { Modal, ModalActions } from '../Modal'
import { TextField } from '../TextField'
import { tellFormProblem } from '../form-problems'
import { CaptchaPicture } from './picture'
import { CAPTCHA_TEXT } from './text'

/** The image captcha asked before every SMS: tap the image for a new one. */
export const CaptchaDialogBody = observer(function CaptchaDialogBody({ flow }: { flow: SmsCodeFlow }) {
  if (!flow.captchaOpen) return null
  const active = flow.captchaInput !== '' && !flow.sending
  return (
    <Modal id="captcha-dialog" label={CAPTCHA_TEXT.title} onCancel={() => flow.closeCaptcha()}>
      <CaptchaPicture
        flow={flow}
        id="captcha-image"
        className="captcha__image"
        imageClassName="captcha__img"
        hintClassName="captcha__loading"
      />
      <TextField
        id="captcha-input"
        className="captcha__field"
        value={flow.captchaInput}
        placeholder={CAPTCHA_TEXT.placeholder}
        label={CAPTCHA_TEXT.fieldLabel}
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
