/**
 * THE route table. Every screen of the spec is one line here; it drives the mini-program page list
 * (app.config.ts), the H5 hash routes (config/index.ts → router.customRoutes), the login guard and the tab bar.
 *
 * Keep this file free of runtime imports: the build evaluates it in Node.
 */

export interface RouteDef {
  /** The spec's path, shown in the H5 URL (`/#/vod/detail?id=3`). */
  path: string
  /** Title of the page (document title in H5, navigation bar in the mini-program). */
  title: string
  /** Protected routes send a visitor without a token to /login?redirect=<path+query>. */
  login: boolean
  /** The four-tab bar is drawn on this route. */
  tabBar: boolean
  /** A page that exists only in one build (the mini-program's web-view for external pages). */
  only?: 'weapp'
}

/** Page file for a spec path: `/` → pages/home/index, `/vod/detail` → pages/vod/detail/index. */
export function pageOf(path: string): string {
  return `pages${path === '/' ? '/home' : path}/index`
}

// "Login: not shown" in the spec, decided here (see README): /bind-mobile, /code-bind-mobile and
// /auth/faceSuccess are open, because a learner reaches them in the middle of a login (temporary token,
// a social login code, or a return from the face-verification provider).
export const ROUTES: readonly RouteDef[] = [
  { path: '/', title: '首页', login: false, tabBar: true },
  { path: '/member', title: '个人中心', login: false, tabBar: true },
  { path: '/study', title: '持续学习', login: true, tabBar: true },
  { path: '/login', title: '快捷登录/注册', login: false, tabBar: false },
  { path: '/login-password', title: '密码登录', login: false, tabBar: false },
  { path: '/login-error', title: '登录失败', login: false, tabBar: false },
  { path: '/bind-mobile', title: '绑定手机号', login: false, tabBar: false },
  { path: '/code-bind-mobile', title: '绑定手机号', login: false, tabBar: false },
  { path: '/vod', title: '新入职', login: false, tabBar: false },
  { path: '/vodKJ', title: '课件中心', login: false, tabBar: false },
  { path: '/vodNotice', title: '通知公告', login: false, tabBar: false },
  { path: '/vodExam', title: '考试', login: false, tabBar: false },
  { path: '/vod/detail', title: '课程详情', login: false, tabBar: false },
  { path: '/vod/examDetail', title: '考试详情', login: false, tabBar: false },
  { path: '/vod/video', title: '视频播放', login: true, tabBar: false },
  { path: '/role', title: 'VIP会员', login: true, tabBar: false },
  { path: '/order', title: '收银台', login: true, tabBar: false },
  { path: '/order/pay', title: '支付中', login: true, tabBar: false },
  { path: '/order/success', title: '支付成功', login: true, tabBar: false },
  { path: '/member/order', title: '我的订单', login: true, tabBar: false },
  { path: '/messages', title: '我的消息', login: true, tabBar: false },
  { path: '/growUp', title: '学习成长', login: true, tabBar: false },
  { path: '/member/setting', title: '关于平台', login: false, tabBar: false },
  { path: '/member/profile', title: '个人资料', login: true, tabBar: false },
  { path: '/member/mobileVerify', title: '验证原手机号', login: true, tabBar: false },
  { path: '/member/password', title: '重置密码', login: true, tabBar: false },
  { path: '/member/mobile', title: '绑定手机号', login: true, tabBar: false },
  { path: '/search', title: '搜索', login: false, tabBar: false },
  { path: '/auth/faceSuccess', title: '实名认证', login: false, tabBar: false },
  { path: '/error', title: '页面不存在', login: false, tabBar: false },
  // Not a spec route: the mini-program opens agreements, payment and face verification in a web-view.
  { path: '/webview', title: '', login: false, tabBar: false, only: 'weapp' },
]

/** The four tabs of the bottom bar, in order. 新入职 leads to /vod, a page without the bar. */
export const TABS = [
  { path: '/', text: '首页' },
  { path: '/vod', text: '新入职' },
  { path: '/study', text: '持续学习' },
  { path: '/member', text: '个人中心' },
] as const

export const ERROR_PATH = '/error'
export const LOGIN_PATH = '/login'
export const HOME_PATH = '/'

/** The routes a build contains. */
export function routesFor(env: 'h5' | 'weapp'): RouteDef[] {
  return ROUTES.filter((route) => !route.only || route.only === env)
}

/** Page list for app.config.ts; the home page comes first so it is the mini-program's entry. */
export function pagesFor(env: 'h5' | 'weapp'): string[] {
  return routesFor(env).map((route) => pageOf(route.path))
}

/** H5 custom routes: `/pages/vod/detail/index` → `/vod/detail`. */
export const H5_CUSTOM_ROUTES: Record<string, string> = Object.fromEntries(
  routesFor('h5').map((route) => [`/${pageOf(route.path)}`, route.path])
)

/** What Taro's navigation APIs take for a spec path and query: `/pages/vod/detail/index?id=3`. */
export function pageUrl(path: string, query: Record<string, string | number> = {}): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `/${pageOf(path)}${search ? `?${search}` : ''}`
}

const byPath = new Map(ROUTES.map((route) => [route.path, route]))
const byPage = new Map(ROUTES.map((route) => [pageOf(route.path), route]))

/**
 * The route for a path as either form gives it: the spec path (`/vod/detail`) or the page path
 * (`pages/vod/detail/index`, with or without the leading slash). Unknown → undefined.
 */
export function findRoute(path: string): RouteDef | undefined {
  const clean = (path.split('?')[0] || '/').replace(/\/+$/, '') || '/'
  return byPath.get(clean) ?? byPage.get(clean.replace(/^\//, ''))
}

/** A page's `index.config.ts`: its title from this table, plus page options (e.g. onReachBottomDistance). */
export function pageConfig(path: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const route = ROUTES.find((item) => item.path === path)
  if (!route) throw new Error(`pageConfig: ${path} is not in the route table`)
  return { navigationBarTitleText: route.title, ...extra }
}
