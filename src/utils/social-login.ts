import { removeOneShotParams, safeRedirect, withQuery } from './url'

export type SocialProvider = 'qq' | 'wechat'

interface SocialEnvironment {
  supportsSocialLogin: boolean
  inWechatBrowser: boolean
  socialites: { qq: boolean; wechat_oauth: boolean }
}

/** QQ outside WeChat when enabled; WeChat OAuth only inside WeChat's browser when enabled; none in weapp. */
export function visibleSocialProviders(env: SocialEnvironment): SocialProvider[] {
  if (!env.supportsSocialLogin) return []
  if (env.inWechatBrowser) return env.socialites.wechat_oauth ? ['wechat'] : []
  return env.socialites.qq ? ['qq'] : []
}

/**
 * Where the browser goes for a social login: `{config.url}/api/v3/auth/login/socialite/qq` or
 * `/api/v3/auth/login/wechat/oauth`, with s_url (the redirect target; /member when it is /login; no
 * token/login_code/action), f_url (the /login-error page) and action=login.
 */
export function socialLoginUrl(options: {
  apiUrl: string
  provider: SocialProvider
  redirect: string | undefined
  appUrl: (target: string) => string
}): string {
  let target = removeOneShotParams(safeRedirect(options.redirect))
  if (target.split('?')[0] === '/login') target = '/member'
  return withQuery(socialEntry(options.apiUrl, options.provider), {
    s_url: options.appUrl(target),
    f_url: options.appUrl('/login-error'),
    action: 'login',
  })
}

/**
 * The server's entry for a provider: `{apiUrl}/api/v3/auth/login/socialite/qq` or `…/wechat/oauth`. A login
 * sends `action=login`; the profile sends `action=bind` to bind an account to the learner who is logged in.
 */
export function socialEntry(apiUrl: string, provider: SocialProvider): string {
  const path = provider === 'qq' ? '/api/v3/auth/login/socialite/qq' : '/api/v3/auth/login/wechat/oauth'
  return `${apiUrl.replace(/\/+$/, '')}${path}`
}
