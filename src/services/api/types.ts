/** Shapes of MeEdu API data (see README.md in this folder). Only fields the app reads are required. */

export interface Member {
  id: number
  avatar: string
  nick_name: string
  mobile: string
  is_bind_mobile: number
  is_bind_qq: number
  is_bind_wechat: number
  is_face_verify: boolean
  profile_real_name: string
  profile_id_number: string
  is_password_set: number
  is_set_nickname: number
  role_id: number
  role: { id: number; name: string } | null
  role_expired_at: string | null
  credit1: number
  created_at: string
}

/** Pagination shape B: `{data, total}`. */
export interface ListPage<T> {
  data: T[]
  total: number
}

export interface Message {
  id: string
  notifiable_id: number
  data: { message: string }
  read_at: string | null
  created_at: string
}

export interface CaptchaImage {
  key: string
  img: string
}

export type SmsScene = 'login' | 'register' | 'password_reset' | 'mobile_bind'
