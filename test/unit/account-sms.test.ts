/**
 * The account pages' SMS stores (src/stores/account-sms.ts) and what they added to SmsCodeFlow: the extra check
 * before a code, the inline image captcha (send with the captcha on screen, a new image after every try, the
 * 120 s countdown), the form submit; /member/password, /member/mobileVerify and /member/mobile: the problems
 * they name, the scenes they send, the sign passed to the change, once per tap, a refusal that keeps the input.
 * Runs in both passes.
 */
import Taro from '@tarojs/taro'
import { RootStore } from '@/stores'
import {
  BindOwnMobileScreen,
  ChangeMobileScreen,
  PasswordResetScreen,
  maskMobile,
  ownMobile,
  type AccountOutcome,
} from '@/stores/account-sms'
import { MemberCentreScreen } from '@/stores/member-centre'
import { SmsCodeFlow } from '@/stores/sms-code-flow'
import { ACCOUNT_PROBLEM_TEXT } from '@/components/form-problems'
import { credentials } from '@/services/credentials'
import type { Member } from '@/services/api/types'
import { deferred, envelope, ok, raw, requestMock, sentCalls, type FakeResponse } from '../mocks/api'
import { makeMember, wireHttp } from '../mocks/app'
import { BIND_MOBILE, CAPTCHA_IMAGE, MEMBER, SEND_SMS, captchaN, loginApi, sentTo } from '../mocks/login'
import { toasts } from '../mocks/screen'

const PASSWORD = 'POST /api/v2/member/detail/password'
const VERIFY = 'POST /api/v2/member/verify'
const CHANGE = 'PUT /api/v2/member/mobile'
const UNREAD = 'GET /api/v2/member/unreadNotificationCount'

const OWN = '13800138000'
const NEW = '13900139001'

beforeEach(() => {
  wireHttp()
  jest.useFakeTimers()
})

const disposers: { dispose(): void }[] = []
afterEach(() => {
  for (const store of disposers.splice(0)) store.dispose()
})

function rootWith(user: Member | null): RootStore {
  const root = new RootStore()
  if (user) {
    credentials.setToken('token-1')
    root.session.login(user)
  }
  return root
}

const learner = (overrides: Partial<Member> = {}) =>
  makeMember({ mobile: OWN, is_bind_mobile: true, ...overrides })

function handler() {
  const outcomes: AccountOutcome[] = []
  return { outcomes, then: jest.fn((outcome: AccountOutcome) => void outcomes.push(outcome)) }
}

/** Through the captcha dialog to the code panel. */
async function toPanel(flow: SmsCodeFlow) {
  expect(flow.requestCode()).toBeNull()
  await jest.advanceTimersByTimeAsync(0)
  flow.setCaptchaInput('ab12')
  await flow.confirmCaptcha()
  expect(flow.panelOpen).toBe(true)
}

it('texts of the account problems; masks and own numbers', () => {
  expect(ACCOUNT_PROBLEM_TEXT).toEqual({
    'empty-new-phone': '请输入新手机号',
    'empty-image-captcha': '请输入图形验证码',
    'empty-password': '请输入密码',
  })
  expect(maskMobile('13800138000')).toBe('138****8000')
  expect(ownMobile(learner())).toBe(OWN)
  expect(ownMobile(learner({ is_bind_mobile: false }))).toBeNull()
  expect(ownMobile(learner({ mobile: '200000000001' }))).toBeNull()
  expect(ownMobile(null)).toBeNull()
})

describe('SmsCodeFlow with the captcha inline', () => {
  function inlineFlow(submit = jest.fn(() => Promise.resolve())) {
    const flow = new SmsCodeFlow({ scene: 'mobile_bind', submit })
    disposers.push(flow)
    return { flow, submit }
  }

  it.each<[string, string, string, string]>([
    ['an empty number', '', 'ab12', 'empty-new-phone'],
    ['a bad number', '1390013900', 'ab12', 'bad-phone'],
    ['an empty captcha', NEW, '  ', 'empty-image-captcha'],
  ])('%s: the problem is named and nothing is sent', async (_, mobile, captcha, problem) => {
    loginApi()
    const { flow } = inlineFlow()
    await flow.refreshCaptcha()
    flow.setMobile(mobile)
    flow.setCaptchaInput(captcha)
    expect(await flow.sendWithInlineCaptcha()).toBe(problem)
    expect(sentCalls()).toEqual([CAPTCHA_IMAGE])
    expect(flow.countdown).toBe(0)
    expect(flow.mobile).toBe(mobile)
    expect(toasts()).toEqual([])
  })

  it('sends with the image on screen, then shows a new image and counts 120 s down; nothing during it', async () => {
    loginApi()
    const { flow } = inlineFlow()
    await flow.refreshCaptcha()
    flow.setMobile(NEW)
    flow.setCaptchaInput('ab12')
    expect(await flow.sendWithInlineCaptcha()).toBeNull()
    await jest.advanceTimersByTimeAsync(0)
    expect(sentTo(requestMock, SEND_SMS).map((request) => request.data)).toEqual([
      { mobile: NEW, image_key: captchaN(1).key, image_captcha: 'ab12', scene: 'mobile_bind' },
    ])
    expect(flow.captcha).toEqual(captchaN(2))
    expect(flow.captchaInput).toBe('')
    expect(flow.countdown).toBe(120)
    expect(flow.panelOpen).toBe(false)

    flow.setCaptchaInput('cd34')
    jest.advanceTimersByTime(60_000)
    expect(await flow.sendWithInlineCaptcha()).toBeNull()
    expect(sentTo(requestMock, SEND_SMS)).toHaveLength(1)
    expect(flow.countdown).toBe(60)

    jest.advanceTimersByTime(60_000)
    expect(flow.countdown).toBe(0)
    await flow.sendWithInlineCaptcha()
    await jest.advanceTimersByTimeAsync(0)
    expect(sentTo(requestMock, SEND_SMS)[1].data).toMatchObject({
      image_key: captchaN(2).key,
      image_captcha: 'cd34',
    })
    expect(flow.countdown).toBe(120)
    expect(jest.getTimerCount()).toBe(1)
  })

  it('a refused send: a new image, an empty captcha field, no countdown; the number stays', async () => {
    loginApi({ routes: { [SEND_SMS]: envelope(1, '图形验证码错误') } })
    const { flow } = inlineFlow()
    await flow.refreshCaptcha()
    flow.setMobile(NEW)
    flow.setCaptchaInput('zzzz')
    await flow.sendWithInlineCaptcha()
    await jest.advanceTimersByTimeAsync(0)
    expect(toasts()).toEqual(['图形验证码错误'])
    expect(flow.captcha).toEqual(captchaN(2))
    expect(flow.captchaInput).toBe('')
    expect(flow.countdown).toBe(0)
    expect(flow.mobile).toBe(NEW)
    expect(flow.sending).toBe(false)
  })

  it('a tap while the SMS is on its way sends nothing more', async () => {
    const answer = deferred<FakeResponse>()
    loginApi({ routes: { [SEND_SMS]: () => answer.promise } })
    const { flow } = inlineFlow()
    await flow.refreshCaptcha()
    flow.setMobile(NEW)
    flow.setCaptchaInput('ab12')
    const first = flow.sendWithInlineCaptcha()
    expect(flow.sending).toBe(true)
    await flow.sendWithInlineCaptcha()
    answer.resolve(ok([]))
    await first
    expect(sentTo(requestMock, SEND_SMS)).toHaveLength(1)
  })

  it('no image yet (it failed to load): the tap fetches one instead of sending', async () => {
    loginApi({ routes: { [CAPTCHA_IMAGE]: raw(502, '<html>') } })
    const { flow } = inlineFlow()
    await flow.refreshCaptcha()
    expect(flow.captcha).toBeNull()
    loginApi()
    flow.setMobile(NEW)
    flow.setCaptchaInput('ab12')
    await flow.sendWithInlineCaptcha()
    expect(sentTo(requestMock, SEND_SMS)).toHaveLength(0)
    expect(flow.captcha).toEqual(captchaN(1))
  })

  it('submitForm checks the number, then the code, then submits once', async () => {
    loginApi()
    const answer = deferred<void>()
    const { flow, submit } = inlineFlow(jest.fn(() => answer.promise))
    expect(await flow.submitForm()).toBe('empty-new-phone')
    flow.setMobile('139')
    expect(await flow.submitForm()).toBe('bad-phone')
    flow.setMobile(NEW)
    expect(await flow.submitForm()).toBe('empty-code')
    flow.setCode(' 123456 ')
    const first = flow.submitForm()
    expect(flow.submitting).toBe(true)
    expect(await flow.submitForm()).toBeNull()
    answer.resolve()
    await first
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit).toHaveBeenCalledWith(NEW, '123456')
  })
})

describe('/member/password', () => {
  function open(user: Member | null = learner()) {
    const root = rootWith(user)
    const { outcomes, then } = handler()
    const screen = new PasswordResetScreen(root, then)
    disposers.push(screen)
    return { root, screen, outcomes, then }
  }

  it('the learner without a bound number has none to send to', () => {
    loginApi()
    expect(open(learner({ is_bind_mobile: false, mobile: '' })).screen.mobile).toBeNull()
  })

  it('an empty password first: empty-password, no captcha', async () => {
    loginApi()
    const { screen } = open()
    expect(screen.flow.requestCode()).toBe('empty-password')
    expect(screen.flow.captchaOpen).toBe(false)
    await jest.advanceTimersByTimeAsync(0)
    expect(sentCalls()).toEqual([])
  })

  it('the code goes to the own number with scene password_reset; 确定 changes the password with it', async () => {
    loginApi({ routes: { [PASSWORD]: ok([]) } })
    const { screen, outcomes } = open()
    expect(screen.mobile).toBe(OWN)
    screen.setPassword('newpass123')
    await toPanel(screen.flow)
    expect(sentTo(requestMock, SEND_SMS)[0].data).toEqual({
      mobile: OWN,
      image_key: captchaN(1).key,
      image_captcha: 'ab12',
      scene: 'password_reset',
    })
    screen.flow.setCode('112233')
    expect(await screen.flow.submitCode()).toBeNull()
    expect(sentTo(requestMock, PASSWORD).map((request) => request.data)).toEqual([
      { mobile: OWN, mobile_code: '112233', password: 'newpass123' },
    ])
    expect(outcomes).toEqual([{ kind: 'changed' }])
  })

  it('a password cleared after the code was sent is named again at 确定', async () => {
    loginApi({ routes: { [PASSWORD]: ok([]) } })
    const { screen } = open()
    screen.setPassword('newpass123')
    await toPanel(screen.flow)
    screen.setPassword('')
    screen.flow.setCode('112233')
    expect(await screen.flow.submitCode()).toBe('empty-password')
    expect(sentTo(requestMock, PASSWORD)).toHaveLength(0)
  })

  it('a refusal (short password, wrong code): the server says why; password, code and panel stay', async () => {
    loginApi({ routes: { [PASSWORD]: envelope(1, '短信验证码错误') } })
    const { screen, then } = open()
    screen.setPassword('newpass123')
    await toPanel(screen.flow)
    screen.flow.setCode('000000')
    await screen.flow.submitCode()
    expect(toasts()).toEqual(['短信验证码错误'])
    expect(then).not.toHaveBeenCalled()
    expect(screen.password).toBe('newpass123')
    expect(screen.flow.code).toBe('000000')
    expect(screen.flow.panelOpen).toBe(true)
    expect(screen.flow.submitting).toBe(false)
  })

  it('two taps on 确定 while the change is on its way send one request', async () => {
    const answer = deferred<FakeResponse>()
    loginApi({ routes: { [PASSWORD]: () => answer.promise } })
    const { screen, outcomes } = open()
    screen.setPassword('newpass123')
    await toPanel(screen.flow)
    screen.flow.setCode('112233')
    const first = screen.flow.submitCode()
    await screen.flow.submitCode()
    answer.resolve(ok([]))
    await first
    expect(sentTo(requestMock, PASSWORD)).toHaveLength(1)
    expect(outcomes).toEqual([{ kind: 'changed' }])
  })
})

describe('/member/mobileVerify', () => {
  function open(user: Member = learner()) {
    const root = rootWith(user)
    const { outcomes, then } = handler()
    const screen = new ChangeMobileScreen(root, then)
    disposers.push(screen)
    return { root, screen, outcomes, then }
  }

  async function verified(screen: ChangeMobileScreen) {
    await toPanel(screen.verify)
    screen.verify.setCode('112233')
    await screen.verify.submitCode()
    await jest.advanceTimersByTimeAsync(0)
  }

  it('the old number first: scene mobile_bind to it, the verify call gives the sign, then the new-number form', async () => {
    loginApi({ routes: { [VERIFY]: ok({ sign: 'sign-1' }) } })
    const { screen, outcomes } = open()
    expect(screen.step).toBe('verify')
    expect(screen.verify.mobile).toBe(OWN)
    await verified(screen)
    expect(sentTo(requestMock, SEND_SMS)[0].data).toMatchObject({ mobile: OWN, scene: 'mobile_bind' })
    expect(sentTo(requestMock, VERIFY)[0].data).toEqual({ mobile: OWN, mobile_code: '112233' })
    expect(outcomes).toEqual([{ kind: 'verified' }])
    expect(screen.sign).toBe('sign-1')
    expect(screen.step).toBe('change')
    // The new-number form has its own image already, and no number.
    expect(screen.change.captcha).toEqual(captchaN(2))
    expect(screen.change.mobile).toBe('')
    expect(screen.change.countdown).toBe(0)
  })

  it('a wrong code on the old number: the panel and its code stay, no sign', async () => {
    loginApi({ routes: { [VERIFY]: envelope(1, '短信验证码错误') } })
    const { screen, then } = open()
    await verified(screen)
    expect(toasts()).toEqual(['短信验证码错误'])
    expect(then).not.toHaveBeenCalled()
    expect(screen.step).toBe('verify')
    expect(screen.verify.code).toBe('112233')
    expect(screen.verify.panelOpen).toBe(true)
  })

  it('the new number: its code (scene mobile_bind) and the sign go to PUT /member/mobile; the member is reloaded', async () => {
    loginApi({
      routes: {
        [VERIFY]: ok({ sign: 'sign-1' }),
        [CHANGE]: ok([]),
        [MEMBER]: ok(learner({ mobile: NEW })),
      },
    })
    const { root, screen, outcomes } = open()
    await verified(screen)
    screen.change.setMobile(NEW)
    screen.change.setCaptchaInput('cd34')
    await screen.change.sendWithInlineCaptcha()
    expect(sentTo(requestMock, SEND_SMS)[1].data).toEqual({
      mobile: NEW,
      image_key: captchaN(2).key,
      image_captcha: 'cd34',
      scene: 'mobile_bind',
    })
    screen.change.setCode('445566')
    expect(await screen.change.submitForm()).toBeNull()
    expect(sentTo(requestMock, CHANGE).map((request) => request.data)).toEqual([
      { mobile: NEW, mobile_code: '445566', sign: 'sign-1' },
    ])
    expect(root.session.user?.mobile).toBe(NEW)
    expect(outcomes).toEqual([{ kind: 'verified' }, { kind: 'changed' }])
  })

  it('a refused change keeps the number and the code; the sign stays for another try; one request per tap', async () => {
    const answer = deferred<FakeResponse>()
    loginApi({ routes: { [VERIFY]: ok({ sign: 'sign-1' }), [CHANGE]: () => answer.promise } })
    const { screen, outcomes } = open()
    await verified(screen)
    screen.change.setMobile(NEW)
    screen.change.setCode('445566')
    const first = screen.change.submitForm()
    await screen.change.submitForm()
    answer.resolve(envelope(1, '手机号已存在'))
    await first
    expect(sentTo(requestMock, CHANGE)).toHaveLength(1)
    expect(toasts()).toEqual(['手机号已存在'])
    expect(outcomes).toEqual([{ kind: 'verified' }])
    expect(screen.change.mobile).toBe(NEW)
    expect(screen.change.code).toBe('445566')
    expect(screen.sign).toBe('sign-1')
    expect(screen.step).toBe('change')
  })

  it('the member reload failing after a change does not undo it: still done, no toast for it', async () => {
    loginApi({
      routes: { [VERIFY]: ok({ sign: 'sign-1' }), [CHANGE]: ok([]), [MEMBER]: raw(502, '<html>') },
    })
    const { root, screen, outcomes } = open()
    await verified(screen)
    screen.change.setMobile(NEW)
    screen.change.setCode('445566')
    await screen.change.submitForm()
    expect(outcomes).toEqual([{ kind: 'verified' }, { kind: 'changed' }])
    expect(toasts()).toEqual([])
    expect(root.session.user?.mobile).toBe(OWN)
  })

  it('leaving the page stops both countdowns', async () => {
    loginApi({ routes: { [VERIFY]: ok({ sign: 'sign-1' }) } })
    const { screen } = open()
    await verified(screen)
    screen.change.setMobile(NEW)
    screen.change.setCaptchaInput('cd34')
    await screen.change.sendWithInlineCaptcha()
    expect(jest.getTimerCount()).toBe(2)
    screen.dispose()
    expect(jest.getTimerCount()).toBe(0)
  })
})

describe('/member/mobile', () => {
  it('a learner with a number is already bound (the page sends them to change it)', () => {
    loginApi()
    const screen = new BindOwnMobileScreen(rootWith(learner()), jest.fn())
    disposers.push(screen)
    expect(screen.alreadyBound).toBe(true)
  })

  it('binds with scene mobile_bind and the normal token, reloads the member, done; stays bound-less until then', async () => {
    loginApi({
      routes: { [BIND_MOBILE]: ok([]), [MEMBER]: ok(learner({ id: 3, mobile: NEW })) },
    })
    const root = rootWith(makeMember({ id: 3, mobile: '', is_bind_mobile: false }))
    const { outcomes, then } = handler()
    const screen = new BindOwnMobileScreen(root, then)
    disposers.push(screen)
    expect(screen.alreadyBound).toBe(false)
    screen.flow.setMobile(NEW)
    await toPanel(screen.flow)
    expect(sentTo(requestMock, SEND_SMS)[0].data).toMatchObject({ mobile: NEW, scene: 'mobile_bind' })
    screen.flow.setCode('778899')
    await screen.flow.submitCode()
    const [request] = sentTo(requestMock, BIND_MOBILE)
    expect(request.data).toEqual({ mobile: NEW, mobile_code: '778899', token: 'token-1' })
    expect(request.header.Authorization).toBe('Bearer token-1')
    expect(root.session.user?.mobile).toBe(NEW)
    expect(outcomes).toEqual([{ kind: 'changed' }])
    // Decided when the page opened: the reload does not turn this page into "already bound".
    expect(screen.alreadyBound).toBe(false)
  })

  it('a refused binding keeps the panel and the code', async () => {
    loginApi({ routes: { [BIND_MOBILE]: envelope(1, '手机号已存在') } })
    const { then } = handler()
    const screen = new BindOwnMobileScreen(rootWith(makeMember({ mobile: '', is_bind_mobile: false })), then)
    disposers.push(screen)
    screen.flow.setMobile(NEW)
    await toPanel(screen.flow)
    screen.flow.setCode('778899')
    await screen.flow.submitCode()
    expect(toasts()).toEqual(['手机号已存在'])
    expect(then).not.toHaveBeenCalled()
    expect(screen.flow.panelOpen).toBe(true)
    expect(screen.flow.code).toBe('778899')
  })
})

describe('/member pull-to-refresh (MemberCentreScreen)', () => {
  it('a visitor: nothing to reload', async () => {
    loginApi()
    await new MemberCentreScreen(rootWith(null)).refresh()
    expect(requestMock).not.toHaveBeenCalled()
  })

  it('reloads the member and the unread count together', async () => {
    loginApi({ routes: { [MEMBER]: ok(learner({ nick_name: '新昵称' })), [UNREAD]: ok(4) } })
    const root = rootWith(learner())
    await new MemberCentreScreen(root).refresh()
    expect(sentCalls().sort()).toEqual([MEMBER, UNREAD].sort())
    expect(root.session.user?.nick_name).toBe('新昵称')
    expect(root.messages.unreadCount).toBe(4)
  })

  it('a failure keeps what was there (the HTTP layer says why) and still resolves', async () => {
    loginApi({ routes: { [MEMBER]: raw(502, '<html>'), [UNREAD]: raw(502, '<html>') } })
    const root = rootWith(learner({ nick_name: '学员小王' }))
    root.messages.unreadCount = 0
    await expect(new MemberCentreScreen(root).refresh()).resolves.toBeUndefined()
    expect(root.session.user?.nick_name).toBe('学员小王')
    expect(toasts()).toHaveLength(1)
    expect(Taro.showToast).toHaveBeenCalledTimes(1)
  })
})
