import { RETURN_KEY_PARAM, removeOneShotParams, safeRedirect, withQuery } from './url'

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
 * MeEdu refuses an `s_url` or `f_url` longer than this many characters (after decoding), before anything else and
 * with Laravel's English message as raw JSON in the browser (`The s url may not be greater than 255 characters.`,
 * sample 26): meedu-api.md §3.
 */
export const RETURN_URL_MAX = 255

/** Where a short return address lands; the parked target is restored from there (stores/login.ts). */
const SHORT_RETURN_PATH = '/member'

/**
 * Where the browser goes for a social login: `{config.url}/api/v3/auth/login/socialite/qq` or
 * `/api/v3/auth/login/wechat/oauth`, with s_url (the redirect target; /member when it is /login; no
 * token/login_code/action), f_url (the /login-error page) and action=login. A target whose address would pass
 * MeEdu's 255 characters (购买 → login carries the goods: name, thumbnail) is kept on the device by `keepTarget`,
 * which returns a short key, and s_url is `/member?back=<key>`; the login restores the target from there.
 */
export function socialLoginUrl(options: {
  apiUrl: string
  provider: SocialProvider
  redirect: string | undefined
  appUrl: (target: string) => string
  /** Keeps a target on the device; returns the short key that finds it again. */
  keepTarget: (target: string) => string
}): string {
  let target = removeOneShotParams(safeRedirect(options.redirect))
  if (target.split('?')[0] === '/login') target = '/member'
  let success = options.appUrl(target)
  if (success.length > RETURN_URL_MAX) {
    success = options.appUrl(withQuery(SHORT_RETURN_PATH, { [RETURN_KEY_PARAM]: options.keepTarget(target) }))
  }
  return withQuery(socialEntry(options.apiUrl, options.provider), {
    s_url: success,
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
