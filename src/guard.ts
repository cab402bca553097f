import { findRoute, ERROR_PATH } from '@/routes'
import { loginUrl } from '@/navigation'

/**
 * What the guard does for a spec path: let it through, or send the visitor elsewhere
 * (a protected route without a token → /login?redirect=<path+query>; an unknown path → /error).
 */
export function guardDecision(target: string, hasToken: boolean): { redirect: string } | null {
  const route = findRoute(target.split('?')[0])
  if (!route) return { redirect: ERROR_PATH }
  if (route.login && !hasToken) return { redirect: loginUrl(target) }
  return null
}
