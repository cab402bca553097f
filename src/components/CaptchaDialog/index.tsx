import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { Modal } from '../Modal'
import { TextField } from '../TextField'
import './index.scss'

/** The image captcha asked before every SMS: tap the image for a new one. */
export const CaptchaDialog = observer(function CaptchaDialog({ flow }: { flow: SmsCodeFlow }) {
  if (!flow.captchaOpen) return null
  const active = flow.captchaInput !== '' && !flow.sending
  return (
    <Modal id="captcha-dialog">
      <View className="captcha">
        <Text className="captcha__cancel" id="captcha-cancel" onClick={() => flow.closeCaptcha()}>
          取消
        </Text>
        <View className="captcha__image" id="captcha-image" onClick={() => void flow.refreshCaptcha()}>
          {flow.captcha ? (
            <Image
              className="captcha__img"
              src={flow.captcha.img}
              mode="aspectFit"
              data-key={flow.captcha.key}
            />
          ) : (
            <Text className="captcha__loading">{flow.captchaLoading ? '加载中...' : '点击获取'}</Text>
          )}
        </View>
        <TextField
          id="captcha-input"
          value={flow.captchaInput}
          placeholder="请输入图中字符"
          maxlength={8}
          onChange={(value) => flow.setCaptchaInput(value)}
          onConfirm={() => void flow.confirmCaptcha()}
        />
        <View
          id="captcha-confirm"
          className={`modal__action modal__action--primary captcha__confirm${active ? '' : ' modal__action--disabled'}`}
          data-loading={flow.sending ? 'true' : 'false'}
          onClick={() => void flow.confirmCaptcha()}
        >
          {flow.sending ? '发送中...' : '确认'}
        </View>
      </View>
    </Modal>
  )
})
