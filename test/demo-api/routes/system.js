'use strict'

// system config, image captcha, SMS codes, the status check, the WeChat JS-SDK signature (v4.9.30), and the
// /__demo/requests control (API requests per client address; records.js).

const { fail, routeNotFound } = require('../lib/http')
const { required, requireMobile, text } = require('../lib/validate')
const { isoTime } = require('../lib/util')
const { siteName } = require('../titles')
const { isNewMeedu } = require('../switches')
const { requestsSince } = require('../records')

const SMS_SCENES = ['register', 'login', 'password_reset', 'mobile_bind']

/** 购买须知 of v4.9.30's config (`course_purchase_notice`, HTML from the admin's editor; MeEdu's H5 shows it under a course). */
const COURSE_PURCHASE_NOTICE = [
  '<p><strong>购买须知</strong></p>',
  '<ol>',
  '<li>本课程为虚拟内容，购买后即可在“我的课程”中学习，不支持退款、转让。</li>',
  '<li>课程有效期以课程页面说明为准；有效期内可反复观看，学习进度自动保存。</li>',
  '<li>如需开具发票，请在支付成功后 30 天内联系客服，并提供订单号。</li>',
  '<li>购买即视为同意<a href="{{base}}/user/paid_content_purchase_protocol">《付费内容购买协议》</a>。</li>',
  '</ol>',
].join('')

/** The PC sliders of the 4.9.10 config (removed in 4.9.29), as the recording (sample 4.9.10/01). */
function pcSliders(baseUrl, now) {
  const at = isoTime(now)
  const slider = (id, url) => ({
    id,
    thumb: `${baseUrl}/__demo/img/slider-${id}.svg`,
    sort: id,
    url,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    platform: 'PC',
  })
  return [slider(1, '/courses'), slider(2, '/vip')]
}

/**
 * GET /api/v2/other/config, as the release the demo plays (samples 4.9.10/01 and v4.9.30/01; meedu-api-4.9.30.md
 * §11.1): 4.9.10 has `webname`, `sliders` and `socialites.wechat_scan`; v4.9.30 drops them and has
 * `paid_content_purchase_protocol` and `course_purchase_notice` instead. The app tells the releases apart by
 * these keys (src/services/server-api.ts). Types as MeEdu sends them: the player's and the reward's settings are
 * strings, `logo.white_logo` an empty object when no white logo is set. Flags follow the current switches.
 */
function siteConfig({ baseUrl, switches, state }) {
  const newMeedu = isNewMeedu(switches)
  const at = isoTime(state.now())
  const config = {
    ...(newMeedu ? {} : { webname: siteName(switches) }),
    name: siteName(switches),
    logo: { logo: `${baseUrl}/__demo/assets/logo.svg`, white_logo: {} },
    url: baseUrl,
    pc_url: switches.pcUrl,
    h5_url: '',
    icp: '京ICP备00000000号-1',
    icp_link: 'https://beian.miit.gov.cn/',
    icp2: '',
    icp2_link: '',
    user_protocol: `${baseUrl}/user/protocol`,
    user_private_protocol: `${baseUrl}/user/private_protocol`,
    vip_protocol: `${baseUrl}/user/vip_protocol`,
    ...(newMeedu ? { paid_content_purchase_protocol: `${baseUrl}/user/paid_content_purchase_protocol` } : {}),
    aboutus: `${baseUrl}/aboutus`,
    ...(newMeedu ? { course_purchase_notice: COURSE_PURCHASE_NOTICE.replace(/\{\{base\}\}/g, baseUrl) } : {}),
    player: {
      cover: `${baseUrl}/__demo/assets/cover.svg`,
      // On, so the moving marquee can be seen on the demo player.
      enabled_bullet_secret: '1',
      bullet_secret: { size: '14', color: 'red', opacity: '0.8', text: '${user.mobile}' },
    },
    member: {
      enabled_mobile_bind_alert: switches.bindMobileAlert ? 1 : 0,
      enabled_face_verify: Boolean(switches.faceVerify),
    },
    socialites: newMeedu
      ? { qq: switches.qq ? 1 : 0, wechat_oauth: switches.wechatOauth ? 1 : 0 }
      : { qq: switches.qq ? 1 : 0, wechat_scan: 0, wechat_oauth: switches.wechatOauth ? 1 : 0 },
    credit1_reward: { register: 100, watched_vod_course: 10, watched_video: 5, paid_order: '0.1' },
    enabled_addons: switches.paper ? ['Paper'] : [],
    // PC-only blocks; present so the shape is complete.
    ...(newMeedu ? {} : { sliders: pcSliders(baseUrl, state.now()) }),
    navs: [
      {
        id: 1,
        sort: 1,
        name: '首页',
        url: '/',
        active_routes: 'index',
        platform: 'PC',
        parent_id: 0,
        blank: 0,
        children: [],
      },
      {
        id: 2,
        sort: 2,
        name: '全部课程',
        url: '/courses',
        active_routes: 'courses',
        platform: 'PC',
        parent_id: 0,
        blank: 0,
        children: [],
      },
    ],
    links: [{ id: 1, sort: 1, name: 'MeEdu', url: 'https://meedu.vip', created_at: at, updated_at: at }],
  }
  return config
}

module.exports = (api) => {
  api.get('/api/v2/other/config', (ctx) => siteConfig(ctx))

  api.get('/api/v2/captcha/image', ({ state }) => {
    const { key, img } = state.newCaptcha()
    return { sensitive: false, key, img }
  })

  api.post('/api/v2/captcha/sms', ({ input, state, print }) => {
    const { mobile, scene } = required(input, { mobile: '请输入手机号', scene: '请选择短信场景' })
    requireMobile(mobile)
    if (!SMS_SCENES.includes(scene)) throw fail('短信场景错误')
    // Checked after the field validation (as upstream), and consumed even when wrong.
    if (!state.checkCaptcha(text(input, 'image_key'), text(input, 'image_captcha'))) {
      throw fail('图形验证码错误')
    }
    const code = state.sendSms(mobile, scene)
    print(`[demo-api] SMS code for ${mobile} (${scene}): ${code}`)
    return []
  })

  // A liveness check, the same on both releases (samples 17).
  api.get('/api/v3/status', () => [])

  // Official-account sharing (4.9.17): not enabled on the demo (sample v4.9.30/45); no `path` → 参数错误 (45b).
  // 4.9.10 has no such route (sample 4.9.10/45).
  api.get('/api/v3/other/wechat-mp-jssdk', ({ input, switches }) => {
    if (!isNewMeedu(switches)) throw routeNotFound()
    if (!text(input, 'path')) throw fail('参数错误')
    return { enabled: 0 }
  })

  // The /api/* requests received since `since` (ms since the epoch; default: the last minute), kept 10 minutes
  // and cleared by reset: `{now, since, total, throttled, by_ip: {<address>: count}, requests: [{at, ip, method,
  // path, throttled}]}`, oldest first.
  api.get('/__demo/requests', ({ input, state }) => {
    const since = input.since === undefined ? state.now() - 60 * 1000 : Number(input.since)
    if (!Number.isFinite(since)) throw fail('since 必须是毫秒时间戳')
    return requestsSince(state, since)
  })
}

module.exports.siteConfig = siteConfig
module.exports.SMS_SCENES = SMS_SCENES
