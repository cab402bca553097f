'use strict'

// The PC site's sliders, navigation and friend links (contract §2; samples 13, 13b, 13c). The learner app does not
// use them; they answer so the demo has every route of the recordings. `GET /api/v2/sliders` is 4.9.10 only
// (removed in 4.9.29).

const { routeNotFound } = require('../lib/http')
const { text } = require('../lib/validate')
const { isoTime } = require('../lib/util')
const { isNewMeedu } = require('../switches')
const { EPOCH } = require('../catalogue')

const DAY = 24 * 60 * 60 * 1000

/** Sliders per platform (MeEdu's `platform` column: PC, H5, APP, MINI); `thumb` is a path on this server. */
const SLIDERS = [
  { platform: 'PC', sort: 1, thumb: '/__demo/img/slider-1.svg', url: '/courses' },
  { platform: 'PC', sort: 2, thumb: '/__demo/img/slider-2.svg', url: '/course/1' },
  { platform: 'H5', sort: 1, thumb: '/__demo/img/slider-1.svg', url: '/vod' },
  { platform: 'H5', sort: 2, thumb: '/__demo/img/slider-3.svg', url: '/vod/detail?id=1' },
]

const NAVS = [
  { id: 1, sort: 1, name: '首页', url: '/', active_routes: 'index', platform: 'PC', parent_id: 0, blank: 0 },
  {
    id: 2,
    sort: 2,
    name: '全部课程',
    url: '/courses',
    active_routes: 'courses',
    platform: 'PC',
    parent_id: 0,
    blank: 0,
  },
  {
    id: 3,
    sort: 3,
    name: 'VIP会员',
    url: '/vip',
    active_routes: 'role.index',
    platform: 'PC',
    parent_id: 0,
    blank: 0,
  },
  {
    id: 4,
    sort: 4,
    name: '官网',
    url: 'https://www.meedu.vip',
    active_routes: '',
    platform: 'PC',
    parent_id: 0,
    blank: 1,
  },
]

const LINKS = [
  { id: 1, sort: 1, name: 'MeEdu', url: 'https://meedu.vip' },
  { id: 2, sort: 2, name: 'MeEdu 文档', url: 'https://www.meedu.vip/docs' },
]

/** `platform` of the request, as MeEdu reads it (upper case; `fallback` when absent). */
const platformOf = (input, fallback) => (text(input, 'platform') || fallback).toUpperCase()

module.exports = (api) => {
  api.get('/api/v2/sliders', ({ input, switches, baseUrl }) => {
    if (isNewMeedu(switches)) throw routeNotFound()
    const platform = platformOf(input, 'APP')
    return SLIDERS.filter((s) => s.platform === platform)
      .sort((a, b) => a.sort - b.sort)
      .map((s) => ({ thumb: `${baseUrl}${s.thumb}`, sort: s.sort, url: s.url, platform: s.platform }))
  })

  api.get('/api/v2/navs', ({ input }) => {
    const platform = platformOf(input, 'PC')
    return NAVS.filter((n) => n.platform === platform && n.parent_id === 0)
      .sort((a, b) => a.sort - b.sort)
      .map((nav) => ({ ...nav, children: [] }))
  })

  api.get('/api/v2/links', () =>
    LINKS.map((link) => ({
      ...link,
      created_at: isoTime(EPOCH - 120 * DAY),
      updated_at: isoTime(EPOCH - 120 * DAY),
    }))
  )
}

module.exports.SLIDERS = SLIDERS
module.exports.NAVS = NAVS
module.exports.LINKS = LINKS
