/** FaceResultScreen (/auth/faceSuccess): the states after coming back from the face-verification provider. */
import Taro from '@tarojs/taro'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import { FaceResultScreen } from '@/stores/face-result'
import { ok, raw, requestMock, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { makeMember, wireHttp } from '../mocks/app'
import { FACE_VERIFY_QUERY, MEMBER, sentTo } from '../mocks/login'
import { toasts } from '../mocks/screen'

beforeEach(() => {
  wireHttp()
})

function loggedIn(user = makeMember()) {
  const root = new RootStore()
  credentials.setToken('tok')
  root.session.login(user)
  return root
}

it('no token: logged-out, nothing sent', async () => {
  routeRequests({})
  const result = new FaceResultScreen(new RootStore())
  await result.check()
  expect(result.state).toBe('logged-out')
  expect(requestMock).not.toHaveBeenCalled()
})

it.each([
  [true, 'verified'],
  [false, 'unverified'],
])(
  'no stored biz_token/rule_id: the member’s own flag (is_face_verify %p → %s), nothing sent',
  async (flag, state) => {
    routeRequests({})
    const result = new FaceResultScreen(loggedIn(makeMember({ is_face_verify: flag })))
    await result.check()
    expect(result.state).toBe(state)
    expect(requestMock).not.toHaveBeenCalled()
  }
)

it('only one of the two stored: treated as nothing stored', async () => {
  routeRequests({})
  credentials.setFaceVerify('biz', '')
  const result = new FaceResultScreen(loggedIn())
  await result.check()
  expect(result.state).toBe('unverified')
  expect(requestMock).not.toHaveBeenCalled()
})

it('status 9: GET faceVerify {biz_token, rule_id}, the user refreshed, ids forgotten, 实名认证成功', async () => {
  routeRequests({
    [FACE_VERIFY_QUERY]: ok({ status: 9 }),
    [MEMBER]: ok(
      makeMember({ is_face_verify: true, profile_real_name: '王*明', profile_id_number: '110***1234' })
    ),
  })
  credentials.setFaceVerify('biz-1', 'rule-1')
  const root = loggedIn(makeMember({ is_face_verify: false }))
  const result = new FaceResultScreen(root)
  const checking = result.check()
  expect(result.state).toBe('checking')
  // The page says 实名认证成功 once, when this check is the one that confirmed it.
  expect(await checking).toBe(true)

  expect(sentTo(requestMock, FACE_VERIFY_QUERY)[0].data).toEqual({ biz_token: 'biz-1', rule_id: 'rule-1' })
  expect(sentCalls()).toEqual([FACE_VERIFY_QUERY, MEMBER])
  expect(result.state).toBe('verified')
  expect(root.session.user).toMatchObject({
    is_face_verify: true,
    profile_real_name: '王*明',
    profile_id_number: '110***1234',
  })
  expect(credentials.getFaceVerify()).toEqual({ bizToken: null, ruleId: null })
  expect(toasts()).toEqual([])
  expect(await result.check()).toBe(false)
})

it.each<[string, FakeResponse | null]>([
  ['another status', ok({ status: 1 })],
  [
    'the malformed envelope of a failed check',
    { statusCode: 200, data: { code: { status: 5 }, message: '' } },
  ],
  ['HTTP 500', raw(500, null)],
  ['a network failure', null],
])('%s: failed, silently, the ids kept for a retry', async (_, answer) => {
  routeRequests(answer ? { [FACE_VERIFY_QUERY]: answer } : {})
  credentials.setFaceVerify('biz-1', 'rule-1')
  const root = loggedIn()
  const result = new FaceResultScreen(root)
  expect(await result.check()).toBe(false)
  expect(result.state).toBe('failed')
  expect(Taro.showToast).not.toHaveBeenCalled()
  expect(credentials.getFaceVerify()).toEqual({ bizToken: 'biz-1', ruleId: 'rule-1' })
  expect(sentCalls()).not.toContain(MEMBER)
})
