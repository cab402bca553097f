/** The after-login checks as a decision table, over configs as the server sends them. */
import { readMember } from '@/services/api/member'
import { AFTER_LOGIN_DIALOGS, LOGOUT_TEXT } from '@/components/AfterLoginDialog/text'
import { afterLoginCheck } from '@/stores/after-login-store'
import { normaliseConfig } from '@/stores/config-store'
import { makeMember } from '../mocks/app'
import { loginConfig } from '../mocks/login'

type Row = [
  bindAlert: unknown,
  isBound: number,
  faceVerify: unknown,
  isVerified: boolean,
  expected: string | null,
]

describe('afterLoginCheck', () => {
  it.each<Row>([
    // nothing required
    [0, 0, false, false, null],
    [0, 1, false, true, null],
    // binding alert: only a learner without a bound mobile
    [1, 0, false, false, 'bind-mobile'],
    [1, 1, false, false, null],
    // face verification: only an unverified learner
    [0, 1, true, false, 'face-verify'],
    [0, 1, true, true, null],
    // binding comes first, then the face
    [1, 0, true, false, 'bind-mobile'],
    [1, 0, true, true, 'bind-mobile'],
    [1, 1, true, false, 'face-verify'],
    [1, 1, true, true, null],
    // flags count when they are 1 or true, also as the strings the server may send
    ['1', 0, 1, false, 'bind-mobile'],
    [true, 0, false, false, 'bind-mobile'],
    ['1', 1, '1', false, 'face-verify'],
    // anything else is off (the text 'true' too: every 0/1 flag is read by services/api/normalize.ts's flag)
    [0, 1, 'true', false, null],
    [2, 0, false, false, null],
    ['0', 0, 0, false, null],
    [null, 0, 'false', false, null],
  ])(
    'alert %p, bound %p, face %p, verified %p → %p',
    (bindAlert, isBound, faceVerify, isVerified, expected) => {
      const config = normaliseConfig({
        ...loginConfig(),
        member: { enabled_mobile_bind_alert: bindAlert, enabled_face_verify: faceVerify },
      })
      // The member as the server sends it (0/1), read as the app reads it.
      const user = readMember({ ...makeMember({ is_face_verify: isVerified }), is_bind_mobile: isBound })
      expect(afterLoginCheck(config, user)).toBe(expected)
    }
  )

  it('a config without the member block requires nothing', () => {
    expect(afterLoginCheck(normaliseConfig({}), makeMember({ is_bind_mobile: false }))).toBeNull()
  })
})

describe('dialog copy', () => {
  it('绑定手机号 / 登录前请绑定手机号 / 立即绑定; 实名认证 / 登录前请完成实名认证 / 立即认证; 退出登录', () => {
    const bind = { title: '绑定手机号', text: '登录前请绑定手机号', confirm: '立即绑定' }
    expect(AFTER_LOGIN_DIALOGS['bind-mobile']).toEqual(bind)
    expect(AFTER_LOGIN_DIALOGS['code-bind-mobile']).toEqual(bind)
    expect(AFTER_LOGIN_DIALOGS['face-verify']).toEqual({
      title: '实名认证',
      text: '登录前请完成实名认证',
      confirm: '立即认证',
    })
    expect(LOGOUT_TEXT).toBe('退出登录')
  })
})
