import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { a11y } from '@/platform/a11y'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { Modal, ModalActions } from '../Modal'
import { TextField } from '../TextField'
import { tellFormProblem } from '../form-problems'
import { CAPTCHA_TEXT } from './text'
import './index.scss'

/**
 * The flow's captcha image, or 加载中... / 点击获取 while there is none; a tap asks for a new one. Drawn by the
 * dialog and by the inline captcha of a form (InlineCodeFields), each with its own classes. For assistive
 * technology it is a button that says what it is and that a tap brings another (图形验证码，点击换一张); the
 * picture inside is hidden (a screen reader cannot read its characters anyway).
 */
export const CaptchaPicture = observer(function CaptchaPicture({
  flow,
  id,
  className,
  imageClassName,
  hintClassName,
}: {
  flow: SmsCodeFlow
  id: string
  className: string
  imageClassName: string
  hintClassName: string
}) {
  return (
    <View
      className={className}
      id={id}
      {...a11y('button', { label: flow.captcha ? CAPTCHA_TEXT.imageLabel : undefined })}
      onClick={() => void flow.refreshCaptcha()}
    >
      {flow.captcha ? (
        <Image
          {...a11y(null, { hidden: true })}
          className={imageClassName}
          src={flow.captcha.img}
          mode="aspectFit"
          data-key={flow.captcha.key}
        />
      ) : (
        <Text className={hintClassName}>
          {flow.captchaLoading ? CAPTCHA_TEXT.loading : CAPTCHA_TEXT.tapToLoad}
        </Text>
      )}
    </View>
  )
})

/** The image captcha asked before every SMS: tap the image for a new one. */
export const CaptchaDialog = observer(function CaptchaDialog({ flow }: { flow: SmsCodeFlow }) {
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
