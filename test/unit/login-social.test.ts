/** Social login helpers: which icons /login shows, and where the browser goes (src/services/api/README.md). */
import { RETURN_URL_MAX, socialLoginUrl, visibleSocialProviders } from '@/utils/social-login'
import { safeDecode, withQuery } from '@/utils/url'
import { sample } from '../mocks/samples'

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
  /** A short target is never kept on the device. */
  const keepTarget = (target: string): string => {
    throw new Error(`kept ${target}`)
  }

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
        keepTarget,
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
      socialLoginUrl({
        apiUrl: 'https://api.test.local',
        provider: 'wechat',
        redirect: '/',
        appUrl,
        keepTarget,
      })
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
      socialLoginUrl({ apiUrl: 'https://api.test.local', provider: 'qq', redirect, appUrl, keepTarget })
    )
    expect(query.s_url).toBe(appUrl(target))
  })
})

describe("return addresses within MeEdu's 255 characters (sample 26)", () => {
  const appUrl = (target: string) => `https://m.test.local/app/#${target}`
  /** The goods of the recorded refusal: course 2 with a name of many 课 and its thumbnail. */
  function recordedGoods() {
    const refused = new URL(`http://api.test${sample('4.9.10', '26').request.split(' ')[1]}`)
    const sUrl = refused.searchParams.get('s_url') ?? ''
    const goods = new URL(sUrl).searchParams
    return { sUrl, goods: Object.fromEntries(goods) }
  }

  it('the recorded refusal is for a return address over 255 characters once decoded', () => {
    const { sUrl, goods } = recordedGoods()
    expect(sUrl.length).toBeGreaterThan(RETURN_URL_MAX)
    expect(sample('4.9.10', '26').response.message).toBe('The s url may not be greater than 255 characters.')
    expect(goods).toMatchObject({ goods_id: '2', goods_type: 'vod' })
  })

  it('购买 → login with those goods: the target stays on the device, s_url and f_url are short', () => {
    const { goods } = recordedGoods()
    const target = withQuery('/order', goods)
    const kept: string[] = []
    const url = new URL(
      socialLoginUrl({
        apiUrl: 'https://api.test.local',
        provider: 'qq',
        redirect: target,
        appUrl,
        keepTarget: (long) => {
          kept.push(long)
          return 'k3y'
        },
      })
    )
    const sUrl = url.searchParams.get('s_url') ?? ''
    const fUrl = url.searchParams.get('f_url') ?? ''
    // What the server measures: the parameter once decoded (URLSearchParams decodes it as Laravel does).
    expect(safeDecode(sUrl).length).toBeLessThanOrEqual(RETURN_URL_MAX)
    expect(fUrl.length).toBeLessThanOrEqual(RETURN_URL_MAX)
    expect(sUrl).toBe('https://m.test.local/app/#/member?back=k3y')
    expect(kept).toEqual([target])
    expect(appUrl(target).length).toBeGreaterThan(RETURN_URL_MAX)
  })

  it('a target that just fits is sent as it is', () => {
    const fits = `/vod/detail?id=3&pad=${'x'.repeat(RETURN_URL_MAX - appUrl('/vod/detail?id=3&pad=').length)}`
    expect(appUrl(fits)).toHaveLength(RETURN_URL_MAX)
    const url = new URL(
      socialLoginUrl({
        apiUrl: 'https://api.test.local',
        provider: 'qq',
        redirect: fits,
        appUrl,
        keepTarget: () => 'never',
      })
    )
    expect(url.searchParams.get('s_url')).toBe(appUrl(fits))
  })
})
