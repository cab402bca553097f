'use strict'

// Server-rendered pages: the agreement / about pages linked from the config (the purchase agreement's is
// v4.9.30's), placeholder images, and the fake face-verification provider (/__demo/face).

const { html, htmlPage, escapeHtml, redirect, svgImage } = require('../lib/http')
const { isNewMeedu } = require('../switches')
const { activeAgreement } = require('../agreements')

const AGREEMENTS = {
  '/user/protocol': {
    title: '用户协议',
    type: 'user_agreement',
    paragraphs: [
      '欢迎使用演示学堂（以下简称“本平台”）。本协议为演示文本，仅用于功能测试，不具有法律效力。',
      '一、账号注册与使用：用户可通过手机号验证码或第三方账号登录本平台，并应妥善保管账号信息。',
      '二、课程内容：本平台提供的课程仅供学员本人学习使用，未经许可不得转载、传播。',
      '三、行为规范：用户在评论、留言时应遵守法律法规，不得发布违法或不良信息。',
      '四、协议变更：本平台有权根据需要修改本协议，修改后的协议将在页面公布。',
    ],
  },
  '/user/private_protocol': {
    title: '隐私政策',
    type: 'privacy_policy',
    paragraphs: [
      '演示学堂重视您的隐私。本政策为演示文本，仅用于功能测试。',
      '一、我们收集的信息：手机号、昵称、头像以及学习记录，用于提供登录与学习服务。',
      '二、信息的使用：我们仅在提供服务所必需的范围内使用您的信息，不会出售给第三方。',
      '三、信息的保护：我们采取合理的安全措施保护您的个人信息。',
      '四、联系我们：如有疑问，请通过“关于我们”页面中的方式与我们联系。',
    ],
  },
  '/user/vip_protocol': {
    title: '会员服务协议',
    type: 'vip_service_agreement',
    paragraphs: [
      '本协议为演示文本，仅用于功能测试。',
      '一、会员权益：会员在有效期内可观看全部付费课程。',
      '二、会员费用：会员费用以购买页面展示为准，开通后不支持退款。',
      '三、有效期：会员有效期自开通之日起计算，到期后权益自动失效。',
    ],
  },
  '/user/paid_content_purchase_protocol': {
    title: '付费内容购买协议',
    type: 'paid_content_purchase_agreement',
    paragraphs: [
      '本协议为演示文本，仅用于功能测试，不具有法律效力。',
      '一、购买内容：您购买的课程、会员等付费内容为数字化商品，仅限本人在本平台学习使用。',
      '二、价格与支付：价格以下单时页面展示为准，请在订单有效期内完成支付，逾期订单将自动关闭。',
      '三、退款：付费内容一经开通即视为交付完成，除法律另有规定外，不支持退款。',
      '四、账号安全：请勿将账号借给他人使用；因共享账号造成的损失由您自行承担。',
    ],
  },
  '/aboutus': {
    title: '关于我们',
    paragraphs: [
      '演示学堂是一个用于开发和测试的在线学习平台演示站点。',
      '我们致力于为企业员工提供新员工入职培训与持续学习课程。',
      '联系邮箱：demo@example.com（演示）',
    ],
  },
}

const ASSETS = {
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><rect width="240" height="64" rx="8" fill="#3ca7fa"/><text x="120" y="42" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="28" font-weight="bold" text-anchor="middle" fill="#fff">演示学堂</text></svg>`,
  'logo-white.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><text x="120" y="42" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="28" font-weight="bold" text-anchor="middle" fill="#fff">演示学堂</text></svg>`,
  'avatar.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="#dbeafe"/><circle cx="60" cy="46" r="22" fill="#93c5fd"/><path d="M18 112c4-26 22-40 42-40s38 14 42 40z" fill="#93c5fd"/></svg>`,
  'cover.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1f2937"/><circle cx="320" cy="180" r="48" fill="rgba(255,255,255,.25)"/><path d="M304 152v56l48-28z" fill="#fff"/></svg>`,
}

/** An agreement page; on v4.9.30 it names the active version (agreements.js) it shows. */
function agreementPage({ title, type, paragraphs }, state) {
  const active = type && isNewMeedu(state.switches) ? activeAgreement(state, type) : null
  const version = active ? `<p class="muted">版本 ${escapeHtml(active.version)}</p>\n` : ''
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')
  return htmlPage(title, `<div class="card">\n${version}${body}\n</div>`)
}

module.exports = (api) => {
  for (const [path, page] of Object.entries(AGREEMENTS)) {
    api.get(path, ({ state }) => html(agreementPage(page, state)))
  }

  api.get('/__demo/assets/:name', ({ params }) => {
    if (!ASSETS[params.name]) return html(htmlPage('未找到', '<p>图片不存在</p>'), 404)
    return svgImage(ASSETS[params.name])
  })

  // The "provider" page the app is sent to by POST /api/v3/member/tencent/faceVerify.
  api.get('/__demo/face', ({ input, state }) => {
    const bizToken = String(input.biz_token || '')
    const record = state.faceTokens.get(bizToken)
    const returnUrl = (record && record.sUrl) || String(input.s_url || '')
    const completeUrl = `/__demo/face/complete?biz_token=${encodeURIComponent(bizToken)}`
    const body = record
      ? `<div class="card">
<p>这是演示用的人脸核身页面，不会采集任何真实信息。</p>
<p class="muted">业务流水号：${escapeHtml(bizToken)}</p>
<a class="btn" id="complete" href="${escapeHtml(completeUrl)}">完成认证</a>
${returnUrl ? `<a class="btn secondary" id="cancel" href="${escapeHtml(returnUrl)}">取消（不完成认证并返回）</a>` : ''}
</div>`
      : '<div class="card"><p>认证链接无效或已过期，请返回重新发起。</p></div>'
    return html(htmlPage('人脸核身（演示）', body))
  })

  api.get('/__demo/face/complete', ({ input, state }) => {
    const record = state.faceTokens.get(String(input.biz_token || ''))
    if (!record)
      return html(htmlPage('人脸核身（演示）', '<div class="card"><p>认证链接无效或已过期。</p></div>'), 404)
    record.passed = true
    return redirect(record.sUrl)
  })

  // Default return page when the app passes s_url "PC".
  api.get('/__demo/face/done', () =>
    html(htmlPage('实名认证', '<div class="card"><p>认证已完成，请返回应用查看结果。</p></div>'))
  )
}
