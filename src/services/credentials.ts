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
  /** Social logins' targets too long for MeEdu's return address, by key (utils/social-login.ts). */
  loginReturns: 'meedu-h5-login-returns',
  /** Session storage: the checkout's unpaid order on the server's cashier, while its link lasts (stores/checkout.ts). */
  pendingOrder: 'meedu-h5-pending-order',
  /** The agreements a learner agreed to that the server did not record, per learner (stores/agreement-memory.ts). */
  agreementMemory: 'meedu-h5-agreement-memory',
  /** Video progress reports not acknowledged yet, and the furthest acknowledged positions (stores/progress-queue.ts). */
  progress: 'meedu-learner-progress',
} as const

/** The answers of an exam attempt in progress, per learner, paper and attempt (stores/exam-attempt.ts). */
export const answersKey = (userId: number, paperId: number, recordId: number) =>
  `meedu-learner-exam-${userId}-${paperId}-${recordId}`

/** Session key that marks a social login code as already exchanged. */
export const exchangedLoginCodeKey = (code: string) => `login_code:${code}`

/** Targets kept for social logins: the newest few (a login that never came back leaves one behind). */
const KEPT_RETURNS = 5

function readReturns(): [string, string][] {
  try {
    const value: unknown = JSON.parse(platform.storage.get(STORAGE_KEYS.loginReturns) ?? '[]')
    return Array.isArray(value)
      ? value.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string'
        )
      : []
  } catch {
    return []
  }
}

function writeReturns(entries: [string, string][]): void {
  if (entries.length === 0) platform.storage.remove(STORAGE_KEYS.loginReturns)
  else platform.storage.set(STORAGE_KEYS.loginReturns, JSON.stringify(entries.slice(-KEPT_RETURNS)))
}

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

  /** Keeps a social login's target on the device; the short key finds it again (`takeLoginReturn`). */
  keepLoginReturn: (target: string): string => {
    const key = Math.random().toString(36).slice(2, 10).padEnd(8, '0')
    writeReturns([...readReturns().filter(([known]) => known !== key), [key, target]])
    return key
  },

  /** The target kept under `key`, once (it is forgotten); null when there is none. */
  takeLoginReturn: (key: string): string | null => {
    const entries = readReturns()
    const found = entries.find(([known]) => known === key)
    if (!found) return null
    writeReturns(entries.filter(([known]) => known !== key))
    return found[1]
  },
}
