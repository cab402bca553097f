'use strict'

// system config, image captcha, SMS codes.

const { fail } = require('../lib/http')
const { required, requireMobile, text } = require('../lib/validate')
const { siteName } = require('../titles')

const SMS_SCENES = ['register', 'login', 'password_reset', 'mobile_bind']

/** GET /api/v2/other/config. Flags follow the current switches. */
function siteConfig({ baseUrl, switches }) {
  return {
    webname: siteName(switches),
    name: siteName(switches),
    logo: {
      logo: `${baseUrl}/__demo/assets/logo.svg`,
      white_logo: `${baseUrl}/__demo/assets/logo-white.svg`,
    },
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
    aboutus: `${baseUrl}/aboutus`,
    player: {
      cover: `${baseUrl}/__demo/assets/cover.svg`,
      // On, so the moving marquee can be seen on the demo player.
      enabled_bullet_secret: 1,
      bullet_secret: { size: 14, color: 'red', opacity: 0.8, text: '${user.mobile}' },
    },
    member: {
      enabled_mobile_bind_alert: switches.bindMobileAlert ? 1 : 0,
      enabled_face_verify: Boolean(switches.faceVerify),
    },
    socialites: {
      qq: switches.qq ? 1 : 0,
      wechat_scan: 0,
      wechat_oauth: switches.wechatOauth ? 1 : 0,
    },
    credit1_reward: { register: 100, watched_vod_course: 10, watched_video: 5, paid_order: 0.1 },
    enabled_addons: switches.paper ? ['Paper'] : [],
    // PC-only blocks; present so the shape is complete.
    sliders: [
      { id: 1, platform: 'PC', sort: 1, thumb: `${baseUrl}/__demo/assets/cover.svg`, url: '/courses' },
    ],
    navs: [
      {
        id: 1,
        name: '首页',
        url: '/',
        blank: 0,
        parent_id: 0,
        active_routes: 'index',
        platform: 'PC',
        sort: 1,
        children: [],
      },
      {
        id: 2,
        name: '全部课程',
        url: '/courses',
        blank: 0,
        parent_id: 0,
        active_routes: 'courses',
        platform: 'PC',
        sort: 2,
        children: [],
      },
    ],
    links: [{ id: 1, name: 'MeEdu', url: 'https://meedu.vip', sort: 1 }],
  }
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
}

module.exports.siteConfig = siteConfig
module.exports.SMS_SCENES = SMS_SCENES
