import { http, type RequestOptions } from '../http'
import type { CaptchaImage, SmsScene } from './types'

/** The raw config; ConfigStore lays it over its defaults, field by field. */
export const getSystemConfig = (options?: RequestOptions) =>
  http.get<unknown>('/api/v2/other/config', undefined, options)

export const getCaptchaImage = () => http.get<CaptchaImage>('/api/v2/captcha/image')

export const sendSmsCode = (body: {
  mobile: string
  image_key: string
  image_captcha: string
  scene: SmsScene
}) => http.post<unknown>('/api/v2/captcha/sms', body)
