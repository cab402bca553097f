import { platform } from '@/platform'

/** Storage keys exactly as MeEdu's own H5 uses them, so a learner coming from it stays logged in. */
export const STORAGE_KEYS = {
  token: 'meedu-h5-token',
  tmpToken: 'meedu-h5-tmp-token',
  faceBizToken: 'meedu-user-face-bizToken',
  faceRuleId: 'meedu-user-face-ruleId',
  loginCode: 'login_code',
  /** Which route each server-dependent feature took last (services/server-api.ts). */
  apiWays: 'meedu-h5-api-ways',
  /** Session storage: the checkout's unpaid order on the server's cashier, while its link lasts (stores/checkout.ts). */
  pendingOrder: 'meedu-h5-pending-order',
} as const

/** Session key that marks a social login code as already exchanged. */
export const exchangedLoginCodeKey = (code: string) => `login_code:${code}`

export const credentials = {
  getToken: () => platform.storage.get(STORAGE_KEYS.token),
  setToken: (token: string) => platform.storage.set(STORAGE_KEYS.token, token),
  clearToken: () => platform.storage.remove(STORAGE_KEYS.token),

  getTmpToken: () => platform.storage.get(STORAGE_KEYS.tmpToken),
  setTmpToken: (token: string) => platform.storage.set(STORAGE_KEYS.tmpToken, token),
  clearTmpToken: () => platform.storage.remove(STORAGE_KEYS.tmpToken),

  getFaceVerify: () => ({
    bizToken: platform.storage.get(STORAGE_KEYS.faceBizToken),
    ruleId: platform.storage.get(STORAGE_KEYS.faceRuleId),
  }),
  setFaceVerify: (bizToken: string, ruleId: string) => {
    platform.storage.set(STORAGE_KEYS.faceBizToken, bizToken)
    platform.storage.set(STORAGE_KEYS.faceRuleId, ruleId)
  },
  clearFaceVerify: () => {
    platform.storage.remove(STORAGE_KEYS.faceBizToken)
    platform.storage.remove(STORAGE_KEYS.faceRuleId)
  },

  getLoginCode: () => platform.storage.get(STORAGE_KEYS.loginCode),
  setLoginCode: (code: string) => platform.storage.set(STORAGE_KEYS.loginCode, code),
  clearLoginCode: () => platform.storage.remove(STORAGE_KEYS.loginCode),

  /** True the first time a code is seen in this session; remembers it so it is exchanged once. */
  claimLoginCode: (code: string): boolean => {
    const key = exchangedLoginCodeKey(code)
    if (platform.session.get(key)) return false
    platform.session.set(key, '1')
    return true
  },
}
