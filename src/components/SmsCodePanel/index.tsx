import { useEffect, useRef } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { a11y, focusElement } from '@/platform/a11y'
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
  const counting = flow.countdown > 0
  // The panel replaces the form whose button opened the captcha: a keyboard focus left with nowhere to go starts
  // again at the panel's title (a heading), just above the code field.
  const title = useRef(null)
  useEffect(() => focusElement(title.current, { ifLost: true }), [])
  return (
    <View className="sms-panel" id="sms-panel">
      <Text className="sms-panel__title" ref={title} {...a11y('heading', { level: 2 })}>
        {SMS_PANEL_TEXT.title}
      </Text>
      <View className="sms-panel__line">
        <Text className="sms-panel__sent">{SMS_PANEL_TEXT.sentTo(sentTo ?? flow.mobile)}</Text>
        {/* One button, counting down (disabled, named by what it waits for) then 重新发送: the same element
            throughout, so a keyboard focus on it survives the end of the countdown. */}
        <Text
          className={counting ? 'sms-panel__countdown' : 'sms-panel__resend'}
          id={counting ? 'sms-countdown' : 'sms-resend'}
          {...a11y('button', {
            disabled: counting,
            label: counting ? SMS_PANEL_TEXT.waitToResend(flow.countdown) : undefined,
          })}
          // The flow sends nothing while it counts down.
          onClick={() => flow.resend()}
        >
          {counting ? `${flow.countdown}s` : SMS_PANEL_TEXT.resend}
        </Text>
      </View>
      <TextField
        id="sms-code"
        type="number"
        value={flow.code}
        placeholder={SMS_PANEL_TEXT.codePlaceholder}
        label={SMS_PANEL_TEXT.codeLabel}
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
