import { http, type RequestOptions } from '../http'
import { serverApi } from '../server-api'
import type { CaptchaImage, SmsScene } from './types'

/**
 * The raw config; ConfigStore lays it over its defaults, field by field. Its keys also tell which MeEdu the
 * server is (services/server-api.ts), with no request of its own.
 */
export async function getSystemConfig(options?: RequestOptions): Promise<unknown> {
  const config = await http.get<unknown>('/api/v2/other/config', undefined, options)
  serverApi.learnFromConfig(config)
  return config
}

export const getCaptchaImage = () => http.get<CaptchaImage>('/api/v2/captcha/image')

export const sendSmsCode = (body: {
  mobile: string
  image_key: string
  image_captcha: string
  scene: SmsScene
}) => http.post<unknown>('/api/v2/captcha/sms', body)
