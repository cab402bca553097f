/**
 * THE route table. Every screen of the product is one row here; the row drives the mini-program page list and
 * its subpackages (app.config.ts), the H5 hash routes (config/index.ts → router.customRoutes), the login guard,
 * the tab bar, the after-login rules for login pages, and the typed paths and query helpers of navigation.ts.
 *
 * The build evaluates this file in Node (config/index.ts, app.config.ts): import nothing but the import-free
 * utils/url.ts, and that by a relative path.
 */

import { stringifyQuery } from './utils/url'

/**
 * Mini-program packages. The main package holds what the first screen and a login need (tab pages, login pages,
 * the error and web-view pages); each feature area is a subpackage WeChat downloads when it is first opened.
 * `root` is where the area's pages live under src/ (and in dist/weapp).
 */
const PACKAGES = {
  main: { root: 'pages' },
  learning: { root: 'packages/learning' },
  training: { root: 'packages/training' },
  exam: { root: 'packages/exam' },
  account: { root: 'packages/account' },
  order: { root: 'packages/order' },
} as const

type PackageName = keyof typeof PACKAGES

interface RouteDef {
  /** The product path, shown in the H5 URL (`/#/vod/detail?id=3`). */
  path: string
  /** Title of the page (document title in H5, navigation bar in the mini-program). */
  title: string
  /** Protected routes send a visitor without a token to /login?redirect=<path+query>. */
  login: boolean
  /** The four-tab bar is drawn on this route. */
  tabBar: boolean
  /** The mini-program package the page ships in. */
  package: PackageName
  /**
   * A step of logging in. `entry`: a page that takes the learner's credentials (login, binding); after a login
   * the app leaves these pages, and a login started from one keeps that page's own redirect. `return`: where an
   * outside provider sends the learner back in the middle of a login (face verification). The boot does not
   * interrupt either kind with the after-login dialogs.
   */
  loginStep?: 'entry' | 'return'
  /** Query parameters the page reads; `name?` marks an optional one. */
  params?: readonly string[]
  /** A page that exists only in one build (the mini-program's web-view for external pages). */
  only?: 'weapp'
  /**
   * The page can be shared as itself (src/share.ts): 转发 sends this page, and 分享到朋友圈 is offered. Every
   * other page's 转发 sends home, and it offers no 分享到朋友圈 (Moments can only open the current page).
   */
  share?: boolean
}

// Login "not shown" in the product specification, decided here (see docs/decisions.md): /bind-mobile, /code-bind-mobile and
// /auth/faceSuccess are open, because a learner reaches them in the middle of a login (temporary token,
// a social login code, or a return from the face-verification provider).
// prettier-ignore
export const ROUTES = [
  { path: '/', title: '首页', login: false, tabBar: true, package: 'main', share: true },
  { path: '/member', title: '个人中心', login: false, tabBar: true, package: 'main' },
  { path: '/study', title: '持续学习', login: true, tabBar: true, package: 'main', params: ['tab?'] },
  { path: '/login', title: '快捷登录/注册', login: false, tabBar: false, package: 'main', loginStep: 'entry', params: ['redirect?'] },
  { path: '/login-password', title: '密码登录', login: false, tabBar: false, package: 'main', loginStep: 'entry', params: ['redirect?', 'mobile?'] },
  { path: '/login-password/forget', title: '忘记密码', login: false, tabBar: false, package: 'account', loginStep: 'entry', params: ['redirect?', 'mobile?'] },
  { path: '/login-error', title: '登录失败', login: false, tabBar: false, package: 'main', params: ['login_err_msg?', 'msg?', 'error?'] },
  { path: '/bind-mobile', title: '绑定手机号', login: false, tabBar: false, package: 'main', loginStep: 'entry', params: ['redirect?'] },
  { path: '/code-bind-mobile', title: '绑定手机号', login: false, tabBar: false, package: 'main', loginStep: 'entry', params: ['redirect?'] },
  { path: '/vod', title: '新入职', login: false, tabBar: false, package: 'learning', params: ['category_id?', 'scene?'], share: true },
  { path: '/vodKJ', title: '课件中心', login: false, tabBar: false, package: 'training' },
  { path: '/vodNotice', title: '通知公告', login: false, tabBar: false, package: 'training', params: ['id?'], share: true },
  { path: '/vodExam', title: '考试', login: false, tabBar: false, package: 'exam' },
  { path: '/vod/detail', title: '课程详情', login: false, tabBar: false, package: 'learning', params: ['id', 'tab?'], share: true },
  { path: '/vod/examDetail', title: '考试详情', login: false, tabBar: false, package: 'exam', params: ['id', 'record?'], share: true },
  { path: '/vod/video', title: '视频播放', login: true, tabBar: false, package: 'learning', params: ['id'] },
  { path: '/role', title: 'VIP会员', login: true, tabBar: false, package: 'order' },
  { path: '/order', title: '收银台', login: true, tabBar: false, package: 'order', params: ['goods_id', 'goods_type', 'goods_name?', 'goods_charge?', 'goods_label?', 'goods_thumb?', 'promo_code?', 'payment?'] },
  { path: '/order/pay', title: '支付中', login: true, tabBar: false, package: 'order', params: ['orderId', 'price?', 'payment?', 'type?', 'id?'] },
  { path: '/order/success', title: '支付成功', login: true, tabBar: false, package: 'order', params: ['order_no?'] },
  { path: '/member/order', title: '我的订单', login: true, tabBar: false, package: 'order' },
  { path: '/messages', title: '我的消息', login: true, tabBar: false, package: 'account' },
  { path: '/growUp', title: '学习成长', login: true, tabBar: false, package: 'training' },
  { path: '/member/setting', title: '关于平台', login: false, tabBar: false, package: 'account' },
  { path: '/member/profile', title: '个人资料', login: true, tabBar: false, package: 'account', params: ['login_code?', 'action?', 'login_err_msg?', 'error?'] },
  { path: '/member/mobileVerify', title: '验证原手机号', login: true, tabBar: false, package: 'account' },
  { path: '/member/password', title: '重置密码', login: true, tabBar: false, package: 'account' },
  { path: '/member/mobile', title: '绑定手机号', login: true, tabBar: false, package: 'account' },
  { path: '/search', title: '搜索', login: false, tabBar: false, package: 'learning', params: ['keywords?', 'type?'] },
  { path: '/auth/faceSuccess', title: '实名认证', login: false, tabBar: false, package: 'main', loginStep: 'return' },
  { path: '/error', title: '页面不存在', login: false, tabBar: false, package: 'main' },
  // Not a product route: the mini-program opens agreements, payment and face verification in a web-view.
  { path: '/webview', title: '', login: false, tabBar: false, package: 'main', only: 'weapp', params: ['url'] },
] as const satisfies readonly RouteDef[]

type Route = (typeof ROUTES)[number]

/** Every path of the table: `navigate('/vod/detial')` does not compile. */
export type RoutePath = Route['path']

type ParamNames<P extends RoutePath> =
  Extract<Route, { path: P }> extends { params: readonly (infer Name extends string)[] } ? Name : never
type RequiredParams<P extends RoutePath> = Exclude<ParamNames<P>, `${string}?`>
// Distributes over the names (a route with both kinds, `['id', 'tab?']`, has `tab` optional).
type OptionalParams<P extends RoutePath> =
  ParamNames<P> extends infer Name ? (Name extends `${infer Bare}?` ? Bare : never) : never

/** The query a route takes: `/vod/detail` needs `{ id }`, `/login` may have `{ redirect }`. */
type RouteQuery<P extends RoutePath> = { [K in RequiredParams<P>]: string | number } & {
  [K in OptionalParams<P>]?: string | number
}

/** The query argument of a navigation call: required when the route has required parameters. */
export type QueryArg<P extends RoutePath> = [RequiredParams<P>] extends [never]
  ? [query?: RouteQuery<P>]
  : [query: RouteQuery<P>]

/** The query of a route as a page reads it: only its declared parameters, each possibly missing. */
export type RouteParams<P extends RoutePath> = Partial<Record<RequiredParams<P> | OptionalParams<P>, string>>

/** The four tabs of the bottom bar, in order. 新入职 leads to /vod, a page without the bar. */
export const TABS = [
  { path: '/', text: '首页' },
  { path: '/vod', text: '新入职' },
  { path: '/study', text: '持续学习' },
  { path: '/member', text: '个人中心' },
] as const satisfies readonly { path: RoutePath; text: string }[]

export type TabPath = (typeof TABS)[number]['path']

export const ERROR_PATH = '/error' satisfies RoutePath
export const LOGIN_PATH = '/login' satisfies RoutePath
export const HOME_PATH = '/' satisfies RoutePath

/** Page file for a route, relative to src/: `/` → pages/home/index, `/vod/detail` → packages/learning/vod/detail/index. */
export function pageOf(route: Pick<RouteDef, 'path' | 'package'>): string {
  return `${PACKAGES[route.package].root}${route.path === '/' ? '/home' : route.path}/index`
}

/** The routes a build contains. */
export function routesFor(env: 'h5' | 'weapp'): RouteDef[] {
  return ROUTES.filter((route: RouteDef) => !route.only || route.only === env)
}

/** app.config.ts: the main package's pages (home first: the mini-program's entry) and one subpackage per area. */
export function appPagesFor(env: 'h5' | 'weapp'): {
  pages: string[]
  subPackages: { root: string; name: string; pages: string[] }[]
} {
  const routes = routesFor(env)
  const subPackages = (Object.keys(PACKAGES) as PackageName[])
    .filter((name) => name !== 'main')
    .map((name) => {
      const root = PACKAGES[name].root
      const pages = routes
        .filter((route) => route.package === name)
        .map((route) => pageOf(route).slice(root.length + 1))
      return { root, name, pages }
    })
    .filter((pkg) => pkg.pages.length > 0)
  return { pages: routes.filter((route) => route.package === 'main').map(pageOf), subPackages }
}

/**
 * Subpackages to download in the background while the learner is on a page, so the next screen opens at once
 * (WeChat's `preloadRule`, on any network). Where the next tap usually goes: from 首页 a course, 新入职, search or
 * the notice banner; from 持续学习 a course; from 个人中心, the hub of the training pages, its icon row and list;
 * from a course or its player the checkout; from 课件中心 and 学习成长 a course. WeChat allows 2 MB of preloads
 * per package of pages (test/weapp/structure.test.js checks the build).
 */
const PRELOAD: readonly { from: RoutePath; packages: PackageName[] }[] = [
  { from: '/', packages: ['learning', 'training'] },
  { from: '/study', packages: ['learning'] },
  { from: '/member', packages: ['training', 'exam', 'account', 'order'] },
  { from: '/vod/detail', packages: ['order'] },
  { from: '/vod/video', packages: ['order'] },
  { from: '/vodKJ', packages: ['learning'] },
  { from: '/growUp', packages: ['learning'] },
]

export function preloadRuleFor(env: 'h5' | 'weapp'): Record<string, { network: 'all'; packages: string[] }> {
  const routes = routesFor(env)
  return Object.fromEntries(
    PRELOAD.map(({ from, packages }) => {
      const route = routes.find((item) => item.path === from)
      if (!route) throw new Error(`preload: ${from} is not in the route table`)
      return [pageOf(route), { network: 'all' as const, packages }]
    })
  )
}

/** H5 custom routes: `/packages/learning/vod/detail/index` → `/vod/detail`. */
export const H5_CUSTOM_ROUTES: Record<string, string> = Object.fromEntries(
  routesFor('h5').map((route) => [`/${pageOf(route)}`, route.path])
)

const byPath = new Map<string, RouteDef>(ROUTES.map((route) => [route.path, route]))
const byPage = new Map<string, RouteDef>(ROUTES.map((route) => [pageOf(route), route]))

/**
 * The route for a path as either form gives it: the product path (`/vod/detail`) or the page path
 * (`packages/learning/vod/detail/index`, with or without the leading slash). Unknown → undefined.
 */
export function findRoute(path: string): RouteDef | undefined {
  const clean = (path.split('?')[0] || '/').replace(/\/+$/, '') || '/'
  return byPath.get(clean) ?? byPage.get(clean.replace(/^\//, ''))
}

/** The row of a typed path (always there). */
function routeOf(path: RoutePath): RouteDef {
  return byPath.get(path) as RouteDef
}

/** What Taro's navigation APIs take for a route and query: `/packages/learning/vod/detail/index?id=3`. */
export function pageUrl(path: RoutePath, query: Record<string, string | number | undefined> = {}): string {
  const search = stringifyQuery(query)
  return `/${pageOf(routeOf(path))}${search ? `?${search}` : ''}`
}

/**
 * The page options of every list page (an InfiniteList over the page's scroll): reach-bottom at the spec's 10 px,
 * the distance InfiniteList loads at (its LIST_THRESHOLD; this file imports nothing, so the number is repeated),
 * and pull-down refresh (the page calls usePullDownReload, which stops the spinner).
 */
export const LIST_PAGE = { onReachBottomDistance: 10, enablePullDownRefresh: true } as const

/**
 * A page's `index.config.ts`: its title from this table, the share flags, plus page options (e.g.
 * onReachBottomDistance). Taro gives a mini-program page WeChat's share handlers only when its config asks
 * (`enableShareAppMessage`, `enableShareTimeline`; PageShell registers them): every page can be sent to a chat
 * (a page not marked `share` sends home), a `share` page to Moments as well. The H5 build ignores the flags.
 */
export function pageConfig(path: RoutePath, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const route = routeOf(path)
  return {
    navigationBarTitleText: route.title,
    enableShareAppMessage: true,
    ...(route.share ? { enableShareTimeline: true } : {}),
    ...extra,
  }
}
