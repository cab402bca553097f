/** Social login helpers: which icons /login shows, and where the browser goes (src/services/api/README.md). */
import { socialLoginUrl, visibleSocialProviders } from '@/utils/social-login'

describe('visibleSocialProviders', () => {
  it.each<[boolean, boolean, boolean, boolean, string[]]>([
    [true, false, true, true, ['qq']],
    [true, false, false, true, []],
    [true, true, true, true, ['wechat']],
    [true, true, true, false, []],
    [false, false, true, true, []],
    [false, true, true, true, []],
  ])(
    'social login %p, in WeChat %p, qq %p, wechat_oauth %p → %p',
    (supports, wechat, qq, oauth, expected) => {
      expect(
        visibleSocialProviders({
          supportsSocialLogin: supports,
          inWechatBrowser: wechat,
          socialites: { qq, wechat_oauth: oauth },
        })
      ).toEqual(expected)
    }
  )
})

describe('socialLoginUrl', () => {
  const appUrl = (target: string) => `https://m.test.local/app/#${target}`

  function parse(url: string) {
    const parsed = new URL(url)
    return { base: `${parsed.origin}${parsed.pathname}`, query: Object.fromEntries(parsed.searchParams) }
  }

  it('QQ, with a trailing slash on the API URL', () => {
    const { base, query } = parse(
      socialLoginUrl({
        apiUrl: 'https://api.test.local/',
        provider: 'qq',
        redirect: '/vod/detail?id=3',
        appUrl,
      })
    )
    expect(base).toBe('https://api.test.local/api/v3/auth/login/socialite/qq')
    expect(query).toEqual({
      s_url: 'https://m.test.local/app/#/vod/detail?id=3',
      f_url: 'https://m.test.local/app/#/login-error',
      action: 'login',
    })
  })

  it('WeChat OAuth', () => {
    const { base } = parse(
      socialLoginUrl({ apiUrl: 'https://api.test.local', provider: 'wechat', redirect: '/', appUrl })
    )
    expect(base).toBe('https://api.test.local/api/v3/auth/login/wechat/oauth')
  })

  it.each<[string | undefined, string]>([
    ['/login', '/member'],
    ['/login?redirect=%2Fvod', '/member'],
    [undefined, '/'],
    ['https://evil.example.com', '/'],
    ['/\\evil.example.com', '/'],
    ['/member?token=t&login_code=c&action=login&tab=2', '/member?tab=2'],
  ])('redirect %p → s_url %s', (redirect, target) => {
    const { query } = parse(
      socialLoginUrl({ apiUrl: 'https://api.test.local', provider: 'qq', redirect, appUrl })
    )
    expect(query.s_url).toBe(appUrl(target))
  })
})
