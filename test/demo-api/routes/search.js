'use strict'

// GET /api/v3/search (contract §7; meedu-api-4.9.30.md §9): courses and videos whose title contains the keywords
// (case-insensitive), shape B with `size` (default 10). `id` is the search record's id; `resource_id` is the
// course's or video's. It needs Meilisearch (switch fullTextSearch): without it 4.9.10 answers 搜索服务未配置 and
// v4.9.30 nothing. v4.9.30 also needs a `type` parameter (none → 错误, a PHP type error).
// GET /api/v2/search: the old title search (courses only, 10 at most), behind the deprecated-API switch.

const { fail, routeNotFound } = require('../lib/http')
const { text } = require('../lib/validate')
const { pageParams, paginateTotal } = require('../lib/pagination')
const { absoluteUrl, titleSearchItem } = require('../presenters')
const { isNewMeedu } = require('../switches')

/** The v2 title search answers at most this many courses. */
const TITLE_SEARCH_LIMIT = 10

/** Upstream caps the hits before paging them in memory. */
const MAX_RESULTS = 100
const TYPES = ['vod', 'video', 'live', 'book', 'topic', 'paper', 'practice', 'mock_paper']
/** Search record ids start here, so they never equal the resource ids of the seed. */
const RECORD_ID_BASE = 5000

function escapeText(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Up to 40 characters of `content` centred on the first match of `keywords`. */
function snippet(content, keywords) {
  const chars = [...content]
  const at = content.toLowerCase().indexOf(keywords.toLowerCase())
  if (at < 0) return chars.slice(0, 40).join('')
  const start = Math.max(0, [...content.slice(0, at)].length - 15)
  return chars.slice(start, start + 40).join('')
}

/** The index: every shown course, then every video of a shown course. */
function searchIndex(state, baseUrl) {
  const records = []
  for (const course of state.courses.filter((c) => c.is_show === 1)) {
    records.push({
      resource_type: 'vod',
      resource_id: course.id,
      title: course.title,
      short_desc: `<p>${escapeText(course.short_description)}</p>`,
      desc: course.short_description,
      thumb: absoluteUrl(course.thumb, baseUrl),
      charge: course.charge,
    })
  }
  for (const video of state.videos) {
    const course = state.courses.find((c) => c.id === video.course_id && c.is_show === 1)
    if (!course) continue
    const desc = `课程《${course.title}》中的视频：${video.title}`
    records.push({
      resource_type: 'video',
      resource_id: video.id,
      title: video.title,
      short_desc: `<p>${escapeText(desc)}</p>`,
      desc,
      thumb: absoluteUrl(course.thumb, baseUrl),
      charge: video.charge,
    })
  }
  return records.map((record, index) => ({ id: RECORD_ID_BASE + index + 1, ...record }))
}

module.exports = (api) => {
  api.get('/api/v3/search', ({ input, state, baseUrl, switches }) => {
    const keywords = text(input, 'keywords')
    if (!keywords) throw fail('请输入关键字')
    if (isNewMeedu(switches) && input.type === undefined) throw fail('错误')
    if (!switches.fullTextSearch) {
      if (!isNewMeedu(switches)) throw fail('搜索服务未配置')
      return { total: 0, data: [] }
    }
    const type = text(input, 'type')
    if (type && type !== '0' && !TYPES.includes(type)) throw fail('参数错误')
    const needle = keywords.toLowerCase()
    const hits = searchIndex(state, baseUrl)
      .filter((r) => r.title.toLowerCase().includes(needle))
      .slice(0, MAX_RESULTS)
      .filter((r) => !type || type === '0' || r.resource_type === type)
      .map((r) => ({
        id: r.id,
        resource_id: r.resource_id,
        resource_type: r.resource_type,
        title: r.title,
        short_desc: r.short_desc,
        desc: r.desc,
        thumb: r.thumb,
        charge: r.charge,
        p: snippet(`${r.title} ${r.desc}`, keywords),
      }))
    return paginateTotal(hits, pageParams(input, { sizeKey: 'size', defaultSize: 10 }))
  })

  // Both releases while the deprecated-API switch is open (sample 20c); closed → 路由不存在 (sample 60b).
  api.get('/api/v2/search', (ctx) => {
    const { input, state, switches } = ctx
    if (switches.deprecatedApiClosed) throw routeNotFound()
    const keywords = text(input, 'keywords')
    if (!keywords) throw fail('请输入关键字')
    const needle = keywords.toLowerCase()
    const courses = state.courses
      .filter((c) => c.is_show === 1 && c.title.toLowerCase().includes(needle))
      .sort((a, b) => b.published_at - a.published_at || b.id - a.id)
      .slice(0, TITLE_SEARCH_LIMIT)
    return { data: courses.map((course) => titleSearchItem(course, ctx)), keywords }
  })
}
