import { action, makeObservable, observableRef } from 'mobx'
import { array, flag, num, obj, objectOrNull, text } from '@/services/api/normalize'

/** The system config as the app uses it. Every field has an empty default until the server's config arrives. */
export interface SystemConfig {
  aboutus: string
  /** 购买须知 (HTML, 4.9.25+; '' when unset or on older servers): under a course's description. */
  course_purchase_notice: string
  credit1_reward: {
    paid_order: number | string
    register: number
    watched_video: number
    watched_vod_course: number
  }
  /** Which add-ons are on, by name (`Paper`, …). */
  enabled_addons: Record<string, boolean>
  h5_url: string
  icp: string
  icp_link: string
  icp2: string
  icp2_link: string
  links: unknown[]
  logo: { logo: string; white_logo: string }
  member: { enabled_face_verify: boolean; enabled_mobile_bind_alert: boolean }
  name: string
  navs: unknown[]
  /**
   * The address of the 付费内容购买协议 page (MeEdu 4.9.27 and later; '' when the server has none): the checkout
   * asks for it before a course's order.
   */
  paid_content_purchase_protocol: string
  pc_url: string
  player: {
    cover: string
    enabled_bullet_secret: boolean
    bullet_secret: { color: string; opacity: number; size: number; text: string }
  }
  sliders: unknown[]
  socialites: { qq: boolean; wechat_oauth: boolean; wechat_scan: boolean }
  url: string
  user_private_protocol: string
  user_protocol: string
  vip_protocol: string
  webname: string
}

function defaultConfig(): SystemConfig {
  return {
    aboutus: '',
    course_purchase_notice: '',
    credit1_reward: { paid_order: '', register: 0, watched_video: 0, watched_vod_course: 0 },
    enabled_addons: {},
    h5_url: '',
    icp: '',
    icp_link: '',
    icp2: '',
    icp2_link: '',
    links: [],
    logo: { logo: '', white_logo: '' },
    member: { enabled_face_verify: false, enabled_mobile_bind_alert: false },
    name: '',
    navs: [],
    paid_content_purchase_protocol: '',
    pc_url: '',
    player: {
      cover: '',
      enabled_bullet_secret: false,
      bullet_secret: { color: '', opacity: 0, size: 0, text: '' },
    },
    sliders: [],
    socialites: { qq: false, wechat_oauth: false, wechat_scan: false },
    url: '',
    user_private_protocol: '',
    user_protocol: '',
    vip_protocol: '',
    webname: '',
  }
}

/**
 * The server's config laid over the defaults, field by field: a missing or malformed field keeps its default,
 * so a half-broken answer never crashes a screen.
 */
export function normaliseConfig(raw: unknown): SystemConfig {
  const base = defaultConfig()
  const input = objectOrNull(raw)
  if (!input) return base
  const reward = obj(input.credit1_reward)
  const logo = obj(input.logo)
  const member = obj(input.member)
  const player = obj(input.player)
  const bullet = obj(player.bullet_secret)
  const socialites = obj(input.socialites)
  // The API sends enabled_addons as a list of names; the app keeps an object keyed by add-on (either arrives).
  // In an object, an add-on is on unless its value is false or 0.
  const addons: Record<string, boolean> = Array.isArray(input.enabled_addons)
    ? Object.fromEntries(
        input.enabled_addons.filter((name) => typeof name === 'string').map((name) => [name, true])
      )
    : objectOrNull(input.enabled_addons)
      ? Object.fromEntries(
          Object.entries(obj(input.enabled_addons)).map(([name, value]) => [
            name,
            value !== false && value !== 0,
          ])
        )
      : {}
  const strings = [
    'aboutus',
    'course_purchase_notice',
    'h5_url',
    'icp',
    'icp_link',
    'icp2',
    'icp2_link',
    'name',
    'paid_content_purchase_protocol',
    'pc_url',
    'url',
    'user_private_protocol',
    'user_protocol',
    'vip_protocol',
    'webname',
  ] as const
  const result = { ...base }
  for (const key of strings) result[key] = text(input[key], base[key])
  return {
    ...result,
    url: result.url.replace(/\/+$/, ''),
    credit1_reward: {
      paid_order:
        typeof reward.paid_order === 'number' || typeof reward.paid_order === 'string'
          ? reward.paid_order
          : '',
      register: num(reward.register, 0),
      watched_video: num(reward.watched_video, 0),
      watched_vod_course: num(reward.watched_vod_course, 0),
    },
    enabled_addons: addons,
    links: array(input.links),
    logo: { logo: text(logo.logo, ''), white_logo: text(logo.white_logo, '') },
    member: {
      enabled_face_verify: flag(member.enabled_face_verify),
      enabled_mobile_bind_alert: flag(member.enabled_mobile_bind_alert),
    },
    navs: array(input.navs),
    player: {
      cover: text(player.cover, ''),
      enabled_bullet_secret: flag(player.enabled_bullet_secret),
      bullet_secret: {
        color: text(bullet.color, ''),
        opacity: num(bullet.opacity, 0),
        size: num(bullet.size, 0),
        text: text(bullet.text, ''),
      },
    },
    sliders: array(input.sliders),
    socialites: {
      qq: flag(socialites.qq),
      wechat_oauth: flag(socialites.wechat_oauth),
      wechat_scan: flag(socialites.wechat_scan),
    },
  }
}

export class ConfigStore {
  config: SystemConfig = defaultConfig()

  constructor() {
    // A reference, not a deep observable: the config is only ever replaced whole (save), so making each of its
    // nested objects observable would be boot-time work for nothing.
    makeObservable(this, { config: observableRef, save: action })
  }

  /** Replaces the whole config (never merges with the previous one). */
  save(raw: unknown): void {
    this.config = normaliseConfig(raw)
  }
}
