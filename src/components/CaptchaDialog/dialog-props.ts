import type { SmsCodeFlow } from '@/stores/sms-code-flow'

export interface CaptchaDialogProps {
  flow: SmsCodeFlow
}
