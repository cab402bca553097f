import { observer } from 'mobx-react-lite'
import type { SmsCodeFlow } from '@/stores/sms-code-flow'
import { AuthLayout, PrimaryButton } from '../AuthLayout'
import { TextField } from '../TextField'
import { CaptchaDialog } from '../CaptchaDialog'
import { SmsCodePanel } from '../SmsCodePanel'

/** 绑定手机号: number → captcha → SMS (scene mobile_bind) → 绑定. */
export const BindMobileForm = observer(function BindMobileForm({ flow }: { flow: SmsCodeFlow }) {
  return (
    <AuthLayout heading={flow.panelOpen ? undefined : '绑定手机号'}>
      {flow.panelOpen ? (
        <SmsCodePanel flow={flow} buttonText="绑定" />
      ) : (
        <>
          <TextField
            id="bind-mobile"
            type="number"
            value={flow.mobile}
            placeholder="请输入您的手机号"
            maxlength={11}
            clearable
            onChange={(value) => flow.setMobile(value)}
          />
          <PrimaryButton
            id="get-sms-code"
            text="获取短信验证码"
            active={flow.mobile !== ''}
            onClick={() => flow.requestCode()}
          />
        </>
      )}
      <CaptchaDialog flow={flow} />
    </AuthLayout>
  )
})
