import type { FormProblem } from '@/stores/sms-code-flow'
import { toast } from '@/utils/toast'

/** What the login and binding forms say when their button is tapped with something wrong. */
export const FORM_PROBLEM_TEXT: Record<FormProblem, string> = {
  'bad-phone': '请输入正确的手机号',
  'agree-first': '请同意协议',
  'empty-captcha': '请输入图中字符',
  'empty-code': '请输入短信验证码',
}

/** Says the problem a form store found, if any. */
export function tellFormProblem(problem: FormProblem | null): void {
  if (problem) toast(FORM_PROBLEM_TEXT[problem])
}
