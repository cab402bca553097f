/**
 * What a screen reader or a keyboard meets on the login and account forms: the agreement checkbox and its links,
 * fields named by their labels, the clear button, the captcha dialog (named, the focus kept inside and given
 * back), the countdown button, toasts said through the live region. Roles by Testing Library where the H5 pass
 * draws them; the mini-program pass reads `aria-role`.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import LoginPage from '@/pages/login'
import PasswordLoginPage from '@/pages/login-password'
import { ConfirmModal } from '@/components/Modal/ConfirmModal'
import { platform } from '@/platform'
import { bootedRoot, renderWithStores, wireHttp } from '../mocks/app'
import { describeH5, itWeapp, loginApi, loginConfig, onH5, settle, visit } from '../mocks/login'
import { $, tap, type } from '../mocks/screen'

const AGREEMENT_NAME = '勾选同意《用户协议》和《隐私协议》'

beforeEach(() => {
  wireHttp()
  loginApi()
  jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
})

function renderLogin() {
  visit('/login', { redirect: '/vod/video?id=3' }, ['/vod/detail'])
  const root = bootedRoot()
  root.config.save(loginConfig())
  renderWithStores(<LoginPage />, root)
}

function renderPasswordLogin() {
  visit('/login-password', {}, ['/vod/detail'])
  renderWithStores(<PasswordLoginPage />, bootedRoot())
}

/** The role an element has on this pass: `role` in H5, `aria-role` in the mini-program. */
const roleOf = (element: Element | null) => element?.getAttribute(onH5 ? 'role' : 'aria-role')

describeH5('the agreement (H5)', () => {
  it('is a checkbox named by its sentence; a tap on it, or on its row, toggles the checked state', () => {
    renderLogin()
    const checkbox = screen.getByRole('checkbox', { name: AGREEMENT_NAME })
    expect(checkbox).toHaveAttribute('aria-checked', 'false')
    fireEvent.click(checkbox)
    expect(screen.getByRole('checkbox', { name: AGREEMENT_NAME })).toHaveAttribute('aria-checked', 'true')
    tap('agreement')
    expect(screen.getByRole('checkbox', { name: AGREEMENT_NAME })).toHaveAttribute('aria-checked', 'false')
  })

  it('takes the keyboard focus; its two titles are links beside it, not inside it, and leave it as it is', () => {
    renderLogin()
    const checkbox = screen.getByRole('checkbox', { name: AGREEMENT_NAME })
    expect(checkbox).toHaveAttribute('tabindex', '0')
    const user = screen.getByRole('link', { name: '《用户协议》' })
    const privacy = screen.getByRole('link', { name: '《隐私协议》' })
    expect(checkbox).not.toContainElement(user)
    expect(checkbox).not.toContainElement(privacy)
    fireEvent.click(user)
    expect(checkbox).toHaveAttribute('aria-checked', 'false')
  })
})

describe('the agreement (both passes)', () => {
  it('carries the checkbox role and state for the platform', () => {
    renderLogin()
    const checkbox = $('agreement-checkbox')
    expect(roleOf(checkbox)).toBe('checkbox')
    expect(checkbox).toHaveAttribute('aria-label', AGREEMENT_NAME)
    tap('agreement')
    expect($('agreement-checkbox')).toHaveAttribute('aria-checked', 'true')
    expect(roleOf($('agreement-user'))).toBe('link')
  })
})

describe('fields are named, not only placeholdered', () => {
  it('/login: the phone field is 手机号', () => {
    renderLogin()
    expect(screen.getByLabelText('手机号')).toBe($('login-mobile'))
  })

  it('/login-password: 手机号 and 密码', () => {
    renderPasswordLogin()
    expect(screen.getByLabelText('手机号')).toBe($('password-mobile'))
    expect(screen.getByLabelText('密码')).toBe($('password-password'))
  })
})

describeH5('the clear button (H5)', () => {
  it('is a button named 清除 while the focused field has text; it empties the field and gives the focus back', () => {
    renderLogin()
    const field = screen.getByLabelText('手机号')
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull()
    type('login-mobile', '138')
    fireEvent.focus(field)
    const clear = screen.getByRole('button', { name: '清除' })
    clear.focus()
    fireEvent.click(clear)
    expect($<HTMLInputElement>('login-mobile')!.value).toBe('')
    expect(document.activeElement).toBe($('login-mobile'))
  })
})

/** Phone typed, agreement ticked, 获取短信验证码 focused and tapped: the captcha dialog is open. */
async function openCaptchaFromButton() {
  type('login-mobile', '13800000001')
  tap('agreement')
  const opener = $('get-sms-code')!
  opener.focus()
  fireEvent.click(opener)
  await settle()
  return opener
}

describeH5('the captcha dialog (H5)', () => {
  it('is a modal dialog named 图形验证码; the picture is a button that says a tap brings another', async () => {
    renderLogin()
    await openCaptchaFromButton()
    const dialog = screen.getByRole('dialog', { name: '图形验证码' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByRole('button', { name: '图形验证码，点击换一张' })).toBe($('captcha-image'))
    expect(within(dialog).getByLabelText('图中字符')).toBe($('captcha-input'))
  })

  it('takes the focus to its field; Tab and Shift+Tab go round inside it', async () => {
    renderLogin()
    await openCaptchaFromButton()
    expect(document.activeElement).toBe($('captcha-input'))
    $('captcha-confirm')!.focus()
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' })
    expect(document.activeElement).toBe($('captcha-image'))
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe($('captcha-confirm'))
  })

  it('Escape closes it like 取消, and the focus returns to 获取短信验证码', async () => {
    renderLogin()
    const opener = await openCaptchaFromButton()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})

describeH5('the code panel (H5)', () => {
  it('after the captcha, the focus starts again at the panel’s heading, not lost on the page', async () => {
    renderLogin()
    await openCaptchaFromButton()
    type('captcha-input', 'ab12')
    $('captcha-confirm')!.focus()
    fireEvent.click($('captcha-confirm')!)
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '输入短信验证码' }))
  })
})

describe('a confirmation dialog', () => {
  function renderConfirm(props: { title?: string; busy?: boolean }) {
    const onCancel = jest.fn()
    renderWithStores(
      <ConfirmModal
        id="ask"
        text="确认安全退出登录？"
        cancelText="取消"
        okText="确定"
        onCancel={onCancel}
        onConfirm={() => undefined}
        {...props}
      />,
      bootedRoot()
    )
    return onCancel
  }

  it('is named by its title, or by its question when it has none', () => {
    renderConfirm({ title: '提示' })
    expect(roleOf($('ask'))).toBe('dialog')
    expect($('ask')).toHaveAttribute('aria-label', '提示')
  })

  it('without a title, by the question', () => {
    renderConfirm({})
    expect($('ask')).toHaveAttribute('aria-label', '确认安全退出登录？')
  })

  if (onH5) {
    it('H5: Escape is 取消, except while the answer is being sent', () => {
      const onCancel = renderConfirm({})
      expect(document.activeElement).toBe($('ask-cancel'))
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
      expect(onCancel).toHaveBeenCalledTimes(1)
    })

    it('H5: busy, Escape does nothing', () => {
      const onCancel = renderConfirm({ busy: true })
      fireEvent.keyDown(document.body, { key: 'Escape' })
      expect(onCancel).not.toHaveBeenCalled()
    })
  }
})

describe('the SMS countdown', () => {
  beforeEach(() => jest.useFakeTimers())

  async function reachPanel() {
    renderLogin()
    type('login-mobile', '13800000001')
    tap('agreement')
    tap('get-sms-code')
    await settle()
    type('captcha-input', 'ab12')
    tap('captcha-confirm')
    await settle()
  }

  it('is one button: disabled and named by its wait while it counts, then 重新发送', async () => {
    await reachPanel()
    const button = $('sms-countdown')!
    expect(roleOf(button)).toBe('button')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAttribute('aria-label', '重新发送，120秒后可用')
    expect(screen.getByLabelText('短信验证码')).toBe($('sms-code'))
    await settle(120_000)
    expect($('sms-resend')).toBe(button)
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(button).not.toHaveAttribute('aria-label')
    expect(button).toHaveTextContent('重新发送')
  })
})

describe('toasts', () => {
  if (onH5) {
    it('H5: a toast is also said through the live region, once', () => {
      platform.showToast('请输入正确的手机号', 2000)
      expect(screen.getByRole('status')).toHaveTextContent('请输入正确的手机号')
    })
  }

  itWeapp('the mini-program: the native toast is read by the phone; no live region is made', () => {
    platform.showToast('请输入正确的手机号', 2000)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
