import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { TextField } from '../TextField'
import { tellFormProblem } from '../form-problems'
import { PrimaryButton } from '../AuthLayout'
import { SMS_PANEL_TEXT } from './text'
import './index.scss'

/**
 * 输入短信验证码: where the code went, the resend countdown, the code field and the confirm button. `sentTo` shows
 * the number another way (the account pages mask the learner's own, as they show it above the panel).
 */
export const SmsCodePanel = observer(function SmsCodePanel({
  flow,
  buttonText,
  sentTo,
}: {
  flow: SmsCodeFlow
  buttonText: string
  sentTo?: string
}) {
  return (
    <View className="sms-panel" id="sms-panel">
      <Text className="sms-panel__title">{SMS_PANEL_TEXT.title}</Text>
      <View className="sms-panel__line">
        <Text className="sms-panel__sent">{SMS_PANEL_TEXT.sentTo(sentTo ?? flow.mobile)}</Text>
        {flow.countdown > 0 ? (
          <Text className="sms-panel__countdown" id="sms-countdown">
            {flow.countdown}s
          </Text>
        ) : (
          <Text className="sms-panel__resend" id="sms-resend" onClick={() => flow.resend()}>
            {SMS_PANEL_TEXT.resend}
          </Text>
        )}
      </View>
      <TextField
        id="sms-code"
        type="number"
        value={flow.code}
        placeholder={SMS_PANEL_TEXT.codePlaceholder}
        maxlength={6}
        clearable
        onChange={(value) => flow.setCode(value)}
      />
      <PrimaryButton
        id="sms-submit"
        text={buttonText}
        active={flow.code !== ''}
        loading={flow.submitting}
        onClick={() => void flow.submitCode().then(tellFormProblem)}
      />
    </View>
  )
})
