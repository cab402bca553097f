import { ConfigStore, normaliseConfig } from '@/stores/config-store'
import config4910 from '../demo-api/meedu-samples/4.9.10/01-other-config.json'
import config4930 from '../demo-api/meedu-samples/v4.9.30/01-other-config.json'

/** The product's empty config defaults, written out here rather than taken from the source. */
const SPEC_DEFAULTS = {
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

const FULL = {
  aboutus: '<p>关于我们</p>',
  course_purchase_notice: '<p>购买后不退款</p>',
  credit1_reward: { paid_order: '0.1', register: 10, watched_video: 2, watched_vod_course: 5 },
  enabled_addons: ['Zhibo', 'MeeduTopics'],
  h5_url: 'https://m.example.com',
  icp: '京ICP备00000000号',
  icp_link: 'https://beian.miit.gov.cn',
  icp2: '京公网安备000号',
  icp2_link: 'https://www.beian.gov.cn',
  links: [{ name: '官网', url: 'https://example.com' }],
  logo: { logo: 'https://example.com/logo.png', white_logo: 'https://example.com/white.png' },
  member: { enabled_face_verify: true, enabled_mobile_bind_alert: 1 },
  name: 'MeEdu',
  navs: [{ name: '首页' }],
  paid_content_purchase_protocol: 'https://example.com/user/paid_content_purchase_protocol',
  pc_url: 'https://www.example.com',
  player: {
    cover: 'https://example.com/cover.png',
    enabled_bullet_secret: 1,
    bullet_secret: { color: '#ff0000', opacity: 0.8, size: 14, text: '${user.mobile}' },
  },
  sliders: [{ thumb: 'a.png' }],
  socialites: { qq: 1, wechat_oauth: 1, wechat_scan: 0 },
  url: 'https://api.example.com/',
  user_private_protocol: 'https://example.com/privacy',
  user_protocol: 'https://example.com/agreement',
  vip_protocol: 'https://example.com/vip',
  webname: 'MeEdu 学院',
}

describe('ConfigStore', () => {
  it('the purchase agreement and 购买须知 of v4.9.30, none on 4.9.10 (the recorded configs)', () => {
    const store = new ConfigStore()
    store.save(config4930.response.data)
    expect(store.config.paid_content_purchase_protocol).toBe(
      'http://127.0.0.1:18590/user/paid_content_purchase_protocol'
    )
    expect(store.config.course_purchase_notice).toBe('')
    store.save(config4910.response.data)
    expect(store.config.paid_content_purchase_protocol).toBe('')
    expect(store.config.course_purchase_notice).toBe('')
    store.save({ paid_content_purchase_protocol: 5, course_purchase_notice: null })
    expect(store.config).toEqual(SPEC_DEFAULTS)
  })

  it('starts with the empty defaults', () => {
    const store = new ConfigStore()
    expect(store.config).toEqual(SPEC_DEFAULTS)
    expect(store.config.member.enabled_face_verify).toBe(false)
    expect(store.config.member.enabled_mobile_bind_alert).toBe(false)
    expect(store.config.credit1_reward.register).toBe(0)
  })

  it('save replaces the config with the server’s values', () => {
    const store = new ConfigStore()
    store.save(FULL)
    expect(store.config).toEqual({
      ...FULL,
      enabled_addons: { Zhibo: true, MeeduTopics: true },
      url: 'https://api.example.com',
      // The 0/1 switches read as booleans.
      member: { enabled_face_verify: true, enabled_mobile_bind_alert: true },
      player: { ...FULL.player, enabled_bullet_secret: true },
      socialites: { qq: true, wechat_oauth: true, wechat_scan: false },
    })
  })

  it('save replaces whole: a second save without a field returns that field to its default', () => {
    const store = new ConfigStore()
    store.save(FULL)
    store.save({ webname: 'Second' })
    expect(store.config).toEqual({ ...SPEC_DEFAULTS, webname: 'Second' })
    expect(store.config.pc_url).toBe('')
    expect(store.config.socialites).toEqual({ qq: false, wechat_oauth: false, wechat_scan: false })
    expect(store.config.member).toEqual({ enabled_face_verify: false, enabled_mobile_bind_alert: false })
  })

  it('a save of something that is not an object gives the defaults', () => {
    const store = new ConfigStore()
    store.save(FULL)
    for (const value of [null, undefined, 'oops', 42, [1, 2]]) {
      store.save(value)
      expect(store.config).toEqual(SPEC_DEFAULTS)
    }
  })

  it('malformed fields fall back to their defaults, field by field', () => {
    const store = new ConfigStore()
    store.save({
      socialites: 'x',
      member: null,
      logo: 'logo.png',
      player: [],
      credit1_reward: { register: 'many', watched_video: null, watched_vod_course: '3', paid_order: {} },
      links: 'none',
      navs: {},
      sliders: null,
      webname: 12,
      aboutus: { html: '' },
    })
    expect(store.config).toEqual({
      ...SPEC_DEFAULTS,
      credit1_reward: { paid_order: '', register: 0, watched_video: 0, watched_vod_course: 3 },
    })
  })

  it('inside an object, a malformed member keeps the rest', () => {
    const store = new ConfigStore()
    store.save({ socialites: { qq: 'yes', wechat_oauth: 1 }, member: { enabled_mobile_bind_alert: '1' } })
    expect(store.config.socialites).toEqual({ qq: false, wechat_oauth: true, wechat_scan: false })
    expect(store.config.member).toEqual({ enabled_face_verify: false, enabled_mobile_bind_alert: true })
  })

  it('enabled_addons sent as a list of names becomes an object keyed by add-on', () => {
    const store = new ConfigStore()
    store.save({ enabled_addons: ['Zhibo', 3, null, 'Paper'] })
    expect(store.config.enabled_addons).toEqual({ Zhibo: true, Paper: true })
    store.save({ enabled_addons: { Wenda: 1, Paper: 0, Zhibo: false, MeeduTopics: 'x' } })
    expect(store.config.enabled_addons).toEqual({
      Wenda: true,
      Paper: false,
      Zhibo: false,
      MeeduTopics: true,
    })
    store.save({ enabled_addons: 'Zhibo' })
    expect(store.config.enabled_addons).toEqual({})
  })

  it('trims trailing slashes from url (the social login base)', () => {
    const store = new ConfigStore()
    store.save({ url: 'https://api.example.com///' })
    expect(store.config.url).toBe('https://api.example.com')
    store.save({ url: 'https://api.example.com/sub/' })
    expect(store.config.url).toBe('https://api.example.com/sub')
  })

  it('face verification flag counts as on for true, 1 and "1" only (the text "true" is off, as for every 0/1 flag)', () => {
    const cases: [unknown, boolean][] = [
      [true, true],
      [1, true],
      ['1', true],
      [false, false],
      [0, false],
      ['0', false],
      ['', false],
      [null, false],
      [2, false],
      ['true', false],
    ]
    for (const [value, expected] of cases) {
      expect(normaliseConfig({ member: { enabled_face_verify: value } }).member.enabled_face_verify).toBe(
        expected
      )
    }
  })
})
