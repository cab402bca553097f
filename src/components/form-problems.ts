import type { AccountFormProblem, FormProblem, SmsFormProblem } from '@/stores/sms-code-flow'
import { toast } from '@/platform/toast'

/** What the login and binding forms say when their button is tapped with something wrong. */
export const FORM_PROBLEM_TEXT: Record<SmsFormProblem, string> = {
  'bad-phone': '请输入正确的手机号',
  'agree-first': '请同意协议',
  'empty-captcha': '请输入图中字符',
  'empty-code': '请输入短信验证码',
}

/** What the account forms (/member/password, /member/mobileVerify) add. */
export const ACCOUNT_PROBLEM_TEXT: Record<AccountFormProblem, string> = {
  'empty-new-phone': '请输入新手机号',
  'empty-image-captcha': '请输入图形验证码',
  'empty-password': '请输入密码',
}

const TEXT: Record<FormProblem, string> = { ...FORM_PROBLEM_TEXT, ...ACCOUNT_PROBLEM_TEXT }

/** Says the problem a form store found, if any. */
export function tellFormProblem(problem: FormProblem | null): void {
  if (problem) toast(TEXT[problem])
}
