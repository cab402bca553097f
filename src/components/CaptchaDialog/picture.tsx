import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { a11y } from '@/platform/a11y'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
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
