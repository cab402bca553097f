import { platform } from '@/platform'
import { STORAGE_KEYS } from './credentials'
import { isRouteMissing, type RequestOptions } from './http'

/**
 * Which MeEdu API the server speaks: the one module that decides (docs: services/api/README.md, "Two server
 * generations"). MeEdu 4.9.10 and v4.9.30 answer the same learner with different routes for five features;
 * the releases in between changed them one at a time. The api modules ask `serverApi.call(feature, …)` for a
 * feature's route; pages and stores never ask which server it is, they read what the api modules return.
 *
 * How it learns, with no request of its own:
 * 1. From the config the app loads at every start (`GET /api/v2/other/config`, read by `learnFromConfig`):
 *    `webname` (removed in 4.9.11) means 4.9.10 or older; `paid_content_purchase_protocol` (added in 4.9.27)
 *    means 4.9.27 or newer; `sliders` (removed in 4.9.29) means the old home-page route; `course_purchase_notice`
 *    (4.9.25) means the v3 comments; `socialites.wechat_scan` (removed in 4.9.12) means the old orders.
 * 2. Where the config cannot tell (4.9.11 to 4.9.26), each feature starts from its likeliest route and a
 *    definitive answer switches it: MeEdu's own `路由不存在` (HTTP 200, code 404) for that route. The switch is
 *    remembered in storage, so the next visit asks the right route first.
 */

/**
 * The features whose route depends on the server's release, each with its `old` (4.9.10) and `new` (v4.9.30)
 * way:
 * - `homeBlocks`: `GET /api/v2/viewBlock/page/blocks` → `GET /api/v2/decorationPage/blocks` (4.9.29);
 * - `comments`: the v2 course and video comments → `/api/v3/comments` with replies and review (4.9.22);
 * - `commerce`: v2 orders, the gateway list, the pay redirect and hand pay → `POST /api/v3/order` and the
 *   server's cashier page (4.9.14);
 * - `attachments`: the v2 download address with the token → `GET /api/v3/course/{id}/attach/{id}` (4.9.11);
 * - `titleSearch`: the v2 title search, which MeEdu keeps behind its `deprecated.api` switch: `old` while it
 *   answers, `new` (no title search) once it said `路由不存在`.
 */
export const FEATURES = ['homeBlocks', 'comments', 'commerce', 'attachments', 'titleSearch'] as const
export type Feature = (typeof FEATURES)[number]
export type Way = 'old' | 'new'

type Ways = Record<Feature, Way>

/** Before the config is known (it failed to load): the routes of the release operators install today. */
const DEFAULT_WAYS: Ways = {
  homeBlocks: 'new',
  comments: 'new',
  commerce: 'new',
  attachments: 'new',
  titleSearch: 'old',
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const has = (value: unknown, key: string) =>
  isObject(value) && Object.prototype.hasOwnProperty.call(value, key)

/** MeEdu's own config keys that tell releases apart. */
const MARKERS = ['webname', 'paid_content_purchase_protocol', 'sliders', 'course_purchase_notice'] as const

/**
 * The ways a config answer settles, by the presence of MeEdu's own keys (never their values: both can be '').
 * Features it leaves out are not settled by the config; an answer with none of the keys (not MeEdu's config)
 * settles nothing.
 */
export function waysFromConfig(config: unknown): Partial<Ways> {
  if (!isObject(config) || !MARKERS.some((key) => has(config, key))) return {}
  if (has(config, 'webname')) {
    return { homeBlocks: 'old', comments: 'old', commerce: 'old', attachments: 'old' }
  }
  const homeBlocks: Way = has(config, 'sliders') ? 'old' : 'new'
  if (has(config, 'paid_content_purchase_protocol')) {
    return { homeBlocks, comments: 'new', commerce: 'new', attachments: 'new' }
  }
  // 4.9.11 to 4.9.26: the attachment link is there (4.9.11); the rest as far as the keys tell.
  const ways: Partial<Ways> = { homeBlocks, attachments: 'new' }
  if (has(config, 'course_purchase_notice')) ways.comments = 'new'
  if (has(config.socialites, 'wechat_scan')) ways.commerce = 'old'
  return ways
}

function readRemembered(): Partial<Ways> {
  const text = platform.storage.get(STORAGE_KEYS.apiWays)
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    if (!isObject(value)) return {}
    const ways: Partial<Ways> = {}
    for (const feature of FEATURES) {
      const way = value[feature]
      if (way === 'old' || way === 'new') ways[feature] = way
    }
    return ways
  } catch {
    return {}
  }
}

export class ServerApi {
  private ways: Ways

  constructor() {
    this.ways = { ...DEFAULT_WAYS, ...readRemembered() }
  }

  /** A new visit: the defaults and what storage remembers, nothing learnt yet (the app starts so; tests too). */
  reset(): void {
    this.ways = { ...DEFAULT_WAYS, ...readRemembered() }
  }

  /**
   * The config answer (any shape): what its keys settle overrides what was remembered. Called by the config's
   * reader (api/system.ts), at every load.
   */
  learnFromConfig(config: unknown): void {
    this.ways = { ...this.ways, ...waysFromConfig(config) }
  }

  /** The way a feature goes now (for the api modules and tests; pages and stores never ask). */
  way(feature: Feature): Way {
    return this.ways[feature]
  }

  /**
   * Runs the feature's route for this server. When MeEdu answers it with `路由不存在`, the feature switches to the
   * other way, the switch is remembered, and the other route is asked once, told as usual. `calls[way]` gets
   * the request options to send with (`quietRouteMissing` on the first try).
   */
  async call<T>(
    feature: Feature,
    calls: Record<Way, (options: RequestOptions) => Promise<T>>,
    options: RequestOptions = {}
  ): Promise<T> {
    const first = this.ways[feature]
    try {
      return await calls[first]({ ...options, quietRouteMissing: true })
    } catch (error) {
      if (!isRouteMissing(error)) {
        throw error
      }
      const other: Way = first === 'old' ? 'new' : 'old'
      this.switchTo(feature, other)
      return calls[other](options)
    }
  }

  /**
   * A feature that has only one route on one side (the v2 title search): the caller saw `路由不存在` and the
   * feature is off from now on.
   */
  switchTo(feature: Feature, way: Way): void {
    if (this.ways[feature] === way) return
    this.ways[feature] = way
    const remembered = readRemembered()
    remembered[feature] = way
    platform.storage.set(STORAGE_KEYS.apiWays, JSON.stringify(remembered))
  }
}

/** The app's one instance. */
export const serverApi = new ServerApi()
