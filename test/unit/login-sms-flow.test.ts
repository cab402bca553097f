/** SmsCodeFlow: phone → captcha → SMS → code, the 120 s resend countdown, one request at a time. */
import Taro from '@tarojs/taro'
import { SMS_RESEND_SECONDS, SmsCodeFlow } from '@/stores/sms-code-flow'
import { FORM_PROBLEM_TEXT } from '@/components/form-problems'
import {
  deferred,
  envelope,
  ok,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { CAPTCHA_IMAGE, SEND_SMS, captchaN, loginApi, sentTo } from '../mocks/login'
import { toasts } from '../mocks/screen'

beforeEach(() => {
  wireHttp()
  jest.useFakeTimers()
})

let flows: SmsCodeFlow[] = []
afterEach(() => {
  for (const flow of flows) flow.dispose()
  flows = []
})

function makeFlow(options: { requireAgreement?: boolean; submit?: jest.Mock } = {}) {
  const submit = options.submit ?? jest.fn(() => Promise.resolve())
  const flow = new SmsCodeFlow({ scene: 'login', requireAgreement: options.requireAgreement ?? true, submit })
  flows.push(flow)
  return { flow, submit }
}

async function toPanel(flow: SmsCodeFlow) {
  flow.setMobile('13800000001')
  flow.setAgreed(true)
  flow.requestCode()
  await jest.advanceTimersByTimeAsync(0)
  flow.setCaptchaInput(' ab12 ')
  await flow.confirmCaptcha()
}

it('constants: 120 s and the validation texts the forms show for each problem', () => {
  expect(SMS_RESEND_SECONDS).toBe(120)
  expect(FORM_PROBLEM_TEXT).toEqual({
    'bad-phone': '请输入正确的手机号',
    'agree-first': '请同意协议',
    'empty-code': '请输入短信验证码',
    'empty-captcha': '请输入图中字符',
  })
})

describe('requestCode', () => {
  it('an empty phone: nothing at all', () => {
    loginApi()
    const { flow } = makeFlow()
    flow.setAgreed(true)
    expect(flow.requestCode()).toBeNull()
    expect(flow.captchaOpen).toBe(false)
    expect(requestMock).not.toHaveBeenCalled()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it.each<[string, string, boolean, string]>([
    ['a short phone', '1380000000', true, 'bad-phone'],
    ['a phone not starting 13-19', '12800000001', true, 'bad-phone'],
    ['a good phone, agreement not ticked', '13800000001', false, 'agree-first'],
  ])('%s (%s): the problem is named, no captcha, no toast from the store', (_, mobile, agreed, problem) => {
    loginApi()
    const { flow } = makeFlow()
    flow.setMobile(mobile)
    flow.setAgreed(agreed)
    expect(flow.requestCode()).toBe(problem)
    expect(flow.captchaOpen).toBe(false)
    expect(requestMock).not.toHaveBeenCalled()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('without requireAgreement (binding screens) the agreement is not asked', async () => {
    loginApi()
    const { flow } = makeFlow({ requireAgreement: false })
    flow.setMobile('13800000001')
    flow.requestCode()
    expect(flow.captchaOpen).toBe(true)
    await jest.advanceTimersByTimeAsync(0)
    expect(flow.captcha).toEqual(captchaN(1))
  })

  it('a captcha image that failed to load: 确认 fetches one instead of sending', async () => {
    routeRequests({})
    const { flow } = makeFlow()
    flow.setMobile('13800000001')
    flow.setAgreed(true)
    flow.requestCode()
    await jest.advanceTimersByTimeAsync(0)
    expect(flow.captcha).toBeNull()
    expect(flow.captchaLoading).toBe(false)
    loginApi()
    flow.setCaptchaInput('ab12')
    await flow.confirmCaptcha()
    expect(sentCalls()).toEqual([CAPTCHA_IMAGE, CAPTCHA_IMAGE])
    expect(flow.captcha).toEqual(captchaN(1))
  })
})

describe('confirmCaptcha', () => {
  it('an empty captcha field: the empty-captcha problem, nothing sent, the modal stays', async () => {
    loginApi()
    const { flow } = makeFlow()
    flow.setMobile('13800000001')
    flow.setAgreed(true)
    flow.requestCode()
    await jest.advanceTimersByTimeAsync(0)
    flow.setCaptchaInput('  ')
    expect(await flow.confirmCaptcha()).toBe('empty-captcha')
    expect(flow.captchaOpen).toBe(true)
    expect(sentCalls()).toEqual([CAPTCHA_IMAGE])
  })

  it('sends the trimmed captcha with the image key; success opens the panel with an empty code and 120 s', async () => {
    loginApi()
    const { flow } = makeFlow()
    await toPanel(flow)
    expect(sentTo(requestMock, SEND_SMS)[0].data).toEqual({
      mobile: '13800000001',
      image_key: captchaN(1).key,
      image_captcha: 'ab12',
      scene: 'login',
    })
    expect(flow.captchaOpen).toBe(false)
    expect(flow.panelOpen).toBe(true)
    expect(flow.code).toBe('')
    expect(flow.countdown).toBe(120)
  })

  it('while an SMS is on its way a second confirm sends nothing', async () => {
    const answer = deferred<FakeResponse>()
    loginApi({ routes: { [SEND_SMS]: () => answer.promise } })
    const { flow } = makeFlow()
    flow.setMobile('13800000001')
    flow.setAgreed(true)
    flow.requestCode()
    await jest.advanceTimersByTimeAsync(0)
    flow.setCaptchaInput('ab12')
    const first = flow.confirmCaptcha()
    expect(flow.sending).toBe(true)
    await flow.confirmCaptcha()
    answer.resolve(ok([]))
    await first
    expect(sentTo(requestMock, SEND_SMS)).toHaveLength(1)
    expect(flow.sending).toBe(false)
  })

  it('a failure: modal stays, a new captcha, no panel, no countdown', async () => {
    loginApi({ routes: { [SEND_SMS]: envelope(1, '图形验证码错误') } })
    const { flow } = makeFlow()
    await toPanel(flow)
    await jest.advanceTimersByTimeAsync(0)
    expect(flow.captchaOpen).toBe(true)
    expect(flow.panelOpen).toBe(false)
    expect(flow.countdown).toBe(0)
    expect(flow.captcha).toEqual(captchaN(2))
    expect(flow.captchaInput).toBe('')
    expect(flow.sending).toBe(false)
  })
})

describe('countdown and resend', () => {
  it('ticks once a second down to 0 and stops', async () => {
    loginApi()
    const { flow } = makeFlow()
    await toPanel(flow)
    jest.advanceTimersByTime(119_000)
    expect(flow.countdown).toBe(1)
    jest.advanceTimersByTime(1_000)
    expect(flow.countdown).toBe(0)
    expect(jest.getTimerCount()).toBe(0)
  })

  it('resend is refused during the countdown and goes through the captcha after it', async () => {
    loginApi()
    const { flow } = makeFlow()
    await toPanel(flow)
    flow.resend()
    expect(flow.captchaOpen).toBe(false)
    jest.advanceTimersByTime(120_000)
    flow.resend()
    expect(flow.captchaOpen).toBe(true)
    await jest.advanceTimersByTimeAsync(0)
    expect(sentCalls().filter((call) => call === CAPTCHA_IMAGE)).toHaveLength(2)
  })

  it('the sent image is spent: 重新发送 shows 加载中 until the new one, never the old picture', async () => {
    loginApi()
    const { flow } = makeFlow()
    await toPanel(flow)
    jest.advanceTimersByTime(120_000)
    flow.resend()
    expect(flow.captchaOpen).toBe(true)
    expect(flow.captcha).toBeNull()
    expect(flow.captchaLoading).toBe(true)
    await jest.advanceTimersByTimeAsync(0)
    expect(flow.captcha).toEqual(captchaN(2))
  })

  it('a second successful send restarts at 120 with one timer', async () => {
    loginApi()
    const { flow } = makeFlow()
    await toPanel(flow)
    jest.advanceTimersByTime(120_000)
    flow.resend()
    await jest.advanceTimersByTimeAsync(0)
    flow.setCaptchaInput('cd34')
    await flow.confirmCaptcha()
    expect(flow.countdown).toBe(120)
    expect(jest.getTimerCount()).toBe(1)
    jest.advanceTimersByTime(10_000)
    expect(flow.countdown).toBe(110)
  })

  it('dispose stops the timer (leaving the page)', async () => {
    loginApi()
    const { flow } = makeFlow()
    await toPanel(flow)
    expect(jest.getTimerCount()).toBe(1)
    flow.dispose()
    expect(jest.getTimerCount()).toBe(0)
  })
})

describe('submitCode', () => {
  it('an empty code (spaces only too): the empty-code problem, submit not called', async () => {
    loginApi()
    const { flow, submit } = makeFlow()
    await toPanel(flow)
    flow.setCode('   ')
    expect(await flow.submitCode()).toBe('empty-code')
    expect(toasts()).toEqual([])
    expect(submit).not.toHaveBeenCalled()
  })

  it('submits mobile and code once while in flight; a failure ends submitting and keeps the code', async () => {
    const answer = deferred<void>()
    const submit = jest.fn(() => answer.promise)
    loginApi()
    const { flow } = makeFlow({ submit })
    await toPanel(flow)
    flow.setCode('123456')
    const first = flow.submitCode()
    expect(flow.submitting).toBe(true)
    await flow.submitCode()
    answer.reject(new Error('短信验证码错误'))
    await first
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit).toHaveBeenCalledWith('13800000001', '123456')
    expect(flow.submitting).toBe(false)
    expect(flow.code).toBe('123456')
  })
})
