/**
 * Storage keys on both builds. The same file runs in both passes (`npx jest`, `TARO_ENV=weapp npx jest`):
 * shared expectations go through `persisted()`, and each platform block asserts where the values really land
 * (H5: Web Storage as plain strings, as MeEdu's own H5 keeps them; weapp: Taro's storage API and memory).
 */
import Taro from '@tarojs/taro'
import { platform } from '@/platform'
import { STORAGE_KEYS, answersKey, credentials, exchangedLoginCodeKey } from '@/services/credentials'
import { storageSnapshot } from '../mocks/taro'

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? describe : describe.skip
const onWeapp = ENV === 'weapp' ? describe : describe.skip

function webStorageItems(store: Storage): Record<string, string> {
  const items: Record<string, string> = {}
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)!
    items[key] = store.getItem(key)!
  }
  return items
}

/** Everything the platform keeps in long-lived storage, read behind the app's back. */
function persisted(): Record<string, unknown> {
  return ENV === 'weapp' ? storageSnapshot() : webStorageItems(window.localStorage)
}

it('runs under the platform of this pass', () => {
  expect(['h5', 'weapp']).toContain(ENV)
  expect(platform.name).toBe(ENV)
})

describe('credentials use MeEdu H5 storage keys exactly', () => {
  it('the key names', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'meedu-h5-token',
      tmpToken: 'meedu-h5-tmp-token',
      faceBizToken: 'meedu-user-face-bizToken',
      faceRuleId: 'meedu-user-face-ruleId',
      loginCode: 'login_code',
      // Ours (MeEdu's H5 has no such key): which route each server-dependent feature took last.
      apiWays: 'meedu-h5-api-ways',
      // Ours: social logins' targets too long for MeEdu's 255-character return address.
      loginReturns: 'meedu-h5-login-returns',
      // Ours: the checkout's unpaid order on the server's cashier (session storage).
      pendingOrder: 'meedu-h5-pending-order',
      // Ours: agreements a learner agreed to that the server did not record.
      agreementMemory: 'meedu-h5-agreement-memory',
      // Ours: video progress reports not acknowledged yet (they survive a reload).
      progress: 'meedu-learner-progress',
    })
    expect(exchangedLoginCodeKey('abc123')).toBe('login_code:abc123')
    // Ours: an exam attempt's answers, per learner, paper and attempt.
    expect(answersKey(1, 5, 9)).toBe('meedu-learner-exam-1-5-9')
  })

  it('setToken / getToken / clearToken → meedu-h5-token', () => {
    expect(credentials.getToken()).toBeNull()
    credentials.setToken('eyJ0eXAiOiJKV1Qi.payload.sig')
    expect(persisted()).toEqual({ 'meedu-h5-token': 'eyJ0eXAiOiJKV1Qi.payload.sig' })
    expect(credentials.getToken()).toBe('eyJ0eXAiOiJKV1Qi.payload.sig')
    credentials.clearToken()
    expect(persisted()).toEqual({})
    expect(credentials.getToken()).toBeNull()
  })

  it('tmp token → meedu-h5-tmp-token', () => {
    credentials.setTmpToken('tmp-1')
    expect(persisted()).toEqual({ 'meedu-h5-tmp-token': 'tmp-1' })
    expect(credentials.getTmpToken()).toBe('tmp-1')
    credentials.clearTmpToken()
    expect(persisted()).toEqual({})
  })

  it('face verification → meedu-user-face-bizToken and meedu-user-face-ruleId', () => {
    expect(credentials.getFaceVerify()).toEqual({ bizToken: null, ruleId: null })
    credentials.setFaceVerify('biz-9', 'rule-3')
    expect(persisted()).toEqual({ 'meedu-user-face-bizToken': 'biz-9', 'meedu-user-face-ruleId': 'rule-3' })
    expect(credentials.getFaceVerify()).toEqual({ bizToken: 'biz-9', ruleId: 'rule-3' })
    credentials.clearFaceVerify()
    expect(persisted()).toEqual({})
  })

  it('login code → login_code', () => {
    credentials.setLoginCode('code-7')
    expect(persisted()).toEqual({ login_code: 'code-7' })
    expect(credentials.getLoginCode()).toBe('code-7')
    credentials.clearLoginCode()
    expect(credentials.getLoginCode()).toBeNull()
  })

  it('all five together hold exactly these keys', () => {
    credentials.setToken('t')
    credentials.setTmpToken('tt')
    credentials.setFaceVerify('b', 'r')
    credentials.setLoginCode('c')
    expect(Object.keys(persisted()).sort()).toEqual(
      [
        'login_code',
        'meedu-h5-tmp-token',
        'meedu-h5-token',
        'meedu-user-face-bizToken',
        'meedu-user-face-ruleId',
      ].sort()
    )
  })

  it('claimLoginCode is true once per code in this session, and keeps nothing in long-lived storage', () => {
    expect(credentials.claimLoginCode('once-a')).toBe(true)
    expect(credentials.claimLoginCode('once-a')).toBe(false)
    expect(credentials.claimLoginCode('once-b')).toBe(true)
    expect(credentials.claimLoginCode('once-b')).toBe(false)
    expect(persisted()).toEqual({})
  })
})

onH5('H5: Web Storage with plain strings', () => {
  it('the token lands in localStorage as the plain string (not JSON-wrapped), not through Taro storage', () => {
    credentials.setToken('abc')
    expect(window.localStorage.getItem('meedu-h5-token')).toBe('abc')
    expect(window.localStorage.getItem('meedu-h5-token')).not.toBe('"abc"')
    expect(Taro.setStorageSync).not.toHaveBeenCalled()
  })

  it('every credential is a plain localStorage string', () => {
    credentials.setTmpToken('tmp')
    credentials.setFaceVerify('biz', 'rule')
    credentials.setLoginCode('code')
    expect(webStorageItems(window.localStorage)).toEqual({
      'meedu-h5-tmp-token': 'tmp',
      'meedu-user-face-bizToken': 'biz',
      'meedu-user-face-ruleId': 'rule',
      login_code: 'code',
    })
    expect(webStorageItems(window.sessionStorage)).toEqual({})
  })

  it('reads a token MeEdu’s own H5 left behind (learner stays logged in)', () => {
    window.localStorage.setItem('meedu-h5-token', 'left-by-meedu-h5')
    expect(credentials.getToken()).toBe('left-by-meedu-h5')
    expect(Taro.getStorageSync).not.toHaveBeenCalled()
  })

  it('claimLoginCode marks login_code:<code> in sessionStorage', () => {
    credentials.claimLoginCode('xyz')
    expect(webStorageItems(window.sessionStorage)).toEqual({ 'login_code:xyz': '1' })
    expect(webStorageItems(window.localStorage)).toEqual({})
  })

  it('a code already marked in sessionStorage (before a reload) is not exchanged again', () => {
    window.sessionStorage.setItem('login_code:before-reload', '1')
    expect(credentials.claimLoginCode('before-reload')).toBe(false)
  })

  it('a storage that throws (private mode) does not break the app: the token is kept for the visit', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError')
    })
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError')
    })
    expect(() => credentials.setToken('x')).not.toThrow()
    expect(credentials.getToken()).toBe('x')
    credentials.clearToken()
    expect(credentials.getToken()).toBeNull()
  })
})

onWeapp('weapp: Taro storage and memory', () => {
  it('writes each credential through Taro.setStorageSync with the same keys', () => {
    credentials.setToken('tok')
    credentials.setTmpToken('tmp')
    credentials.setFaceVerify('biz', 'rule')
    credentials.setLoginCode('code')
    expect(jest.mocked(Taro.setStorageSync).mock.calls).toEqual([
      ['meedu-h5-token', 'tok'],
      ['meedu-h5-tmp-token', 'tmp'],
      ['meedu-user-face-bizToken', 'biz'],
      ['meedu-user-face-ruleId', 'rule'],
      ['login_code', 'code'],
    ])
    expect(window.localStorage.length).toBe(0)
  })

  it('reads through Taro.getStorageSync; the empty string Taro returns for a missing key is no token', () => {
    expect(credentials.getToken()).toBeNull()
    expect(Taro.getStorageSync).toHaveBeenCalledWith('meedu-h5-token')
    jest.mocked(Taro.getStorageSync).mockReturnValueOnce('')
    expect(credentials.getToken()).toBeNull()
  })

  it('clears through Taro.removeStorageSync', () => {
    credentials.setToken('tok')
    credentials.clearToken()
    credentials.clearFaceVerify()
    expect(jest.mocked(Taro.removeStorageSync).mock.calls).toEqual([
      ['meedu-h5-token'],
      ['meedu-user-face-bizToken'],
      ['meedu-user-face-ruleId'],
    ])
  })

  it('claimLoginCode works in memory: no Taro storage, no sessionStorage', () => {
    expect(credentials.claimLoginCode('weapp-code')).toBe(true)
    expect(credentials.claimLoginCode('weapp-code')).toBe(false)
    expect(platform.session.get('login_code:weapp-code')).toBe('1')
    expect(Taro.setStorageSync).not.toHaveBeenCalled()
    expect(window.sessionStorage.length).toBe(0)
  })
})
