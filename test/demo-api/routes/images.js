'use strict'

// Generated SVG images for the catalogue and the home page: GET /__demo/img/<name>.svg. Each is a coloured card
// with text, so a screenshot shows which image is where.
//
//   course-<id>.svg   course cover (640×360, the course title)     desc-<id>.svg    picture inside render_desc
//   slider-<n>.svg    home slider (750×320)                         nav-<key>.svg    grid-nav icon (96×96)
//   group-<n>.svg     image-group picture (750×360)                 gzh-logo.svg, gzh-qr.svg  公众号 logo and QR
//   pay-alipay.svg, pay-wechat.svg, pay-handpay.svg  gateway icons (96×96)   pay-qr.svg  the hand-pay QR

const { html, htmlPage, escapeHtml, svgImage } = require('../lib/http')

const PAY_ICONS = {
  alipay: ['支', '#1677ff'],
  wechat: ['微', '#07c160'],
  handpay: ['汇', '#fa8c16'],
}

const PALETTE = ['#3ca7fa', '#ff7a45', '#36cfc9', '#9254de', '#f759ab', '#52c41a', '#faad14', '#2f54eb']

const NAV_ICONS = {
  vod: ['课', '#3ca7fa'],
  study: ['学', '#52c41a'],
  kj: ['件', '#faad14'],
  notice: ['告', '#ff7a45'],
  exam: ['考', '#9254de'],
  grow: ['长', '#36cfc9'],
  search: ['搜', '#2f54eb'],
  web: ['网', '#f759ab'],
}

/** A card: background colour, a big line and an optional small one, centred. */
function card({ width, height, color, title, subtitle = '', fontSize }) {
  const size = fontSize || Math.round(Math.min(width / Math.max(6, [...title].length + 2), height / 4))
  const titleY = subtitle ? height / 2 - size * 0.1 : height / 2 + size * 0.35
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${color}"/>
<circle cx="${width * 0.86}" cy="${height * 0.2}" r="${height * 0.32}" fill="#ffffff" fill-opacity="0.15"/>
<text x="${width / 2}" y="${titleY}" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="${size}" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeHtml(title)}</text>
${subtitle ? `<text x="${width / 2}" y="${titleY + size * 1.2}" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="${Math.round(size * 0.5)}" text-anchor="middle" fill="#ffffff" fill-opacity="0.85">${escapeHtml(subtitle)}</text>` : ''}
</svg>`
}

/** A QR-looking pattern (three finder squares and random cells; not a real QR code) with a caption. */
function fakeQr(seed) {
  const n = 21
  const inFinder = (row, col) =>
    (row < 8 && col < 8) || (row < 8 && col >= n - 8) || (row >= n - 8 && col < 8)
  const cells = []
  let x = seed
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      x = (x * 1103515245 + 12345) & 0x7fffffff
      if (!inFinder(row, col) && x % 3 === 0) {
        cells.push(`<rect x="${20 + col * 10}" y="${20 + row * 10}" width="10" height="10"/>`)
      }
    }
  }
  const finder = (col, row) =>
    `<rect x="${20 + col * 10}" y="${20 + row * 10}" width="70" height="70"/>` +
    `<rect x="${30 + col * 10}" y="${30 + row * 10}" width="50" height="50" fill="#ffffff"/>` +
    `<rect x="${40 + col * 10}" y="${40 + row * 10}" width="30" height="30"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="280" viewBox="0 0 250 280">
<rect width="250" height="280" fill="#ffffff"/>
<g fill="#111827">${cells.join('')}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</g>
<text x="125" y="262" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="16" text-anchor="middle" fill="#374151">演示二维码（不可扫描）</text>
</svg>`
}

/** The SVG for a name, or null. */
function imageFor(name, state) {
  let match = /^course-(\d+)$/.exec(name)
  if (match) {
    const id = Number(match[1])
    const course = state.courses.find((c) => c.id === id)
    return card({
      width: 640,
      height: 360,
      color: PALETTE[id % PALETTE.length],
      title: course ? course.title : `课程 ${id}`,
      subtitle: `课程 #${id}`,
    })
  }
  if ((match = /^desc-(\d+)$/.exec(name))) {
    const id = Number(match[1])
    return card({
      width: 800,
      height: 400,
      color: PALETTE[(id + 3) % PALETTE.length],
      title: '课程配图',
      subtitle: `课程 #${id}`,
    })
  }
  if ((match = /^slider-(\d+)$/.exec(name))) {
    const n = Number(match[1])
    return card({
      width: 750,
      height: 320,
      color: PALETTE[(n * 3) % PALETTE.length],
      title: `轮播图 ${n}`,
      subtitle: '演示学堂',
    })
  }
  if ((match = /^group-(\d+)$/.exec(name))) {
    const n = Number(match[1])
    return card({ width: 750, height: 360, color: PALETTE[(n + 5) % PALETTE.length], title: `图片 ${n}` })
  }
  if ((match = /^nav-([a-z]+)$/.exec(name)) && NAV_ICONS[match[1]]) {
    const [label, color] = NAV_ICONS[match[1]]
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="28" fill="${color}"/><text x="48" y="62" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="40" font-weight="bold" text-anchor="middle" fill="#ffffff">${label}</text></svg>`
  }
  if (name === 'gzh-logo') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="60" fill="#07c160"/><text x="60" y="74" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="36" font-weight="bold" text-anchor="middle" fill="#ffffff">学堂</text></svg>`
  }
  if (name === 'gzh-qr') return fakeQr(7)
  if (name === 'pay-qr') return fakeQr(11)
  if ((match = /^pay-([a-z]+)$/.exec(name)) && PAY_ICONS[match[1]]) {
    const [label, color] = PAY_ICONS[match[1]]
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="62" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="44" font-weight="bold" text-anchor="middle" fill="#ffffff">${label}</text></svg>`
  }
  return null
}

module.exports = (api) => {
  api.get('/__demo/img/:file', ({ params, state }) => {
    const match = /^([a-z0-9-]+)\.svg$/.exec(params.file)
    const svg = match && imageFor(match[1], state)
    if (!svg) return html(htmlPage('未找到', '<p>图片不存在</p>'), 404)
    return svgImage(svg)
  })
}

module.exports.imageFor = imageFor
