'use strict'

// GET /api/v3/search (contract §7): courses and videos whose title contains the keywords (case-insensitive),
// shape B with `size` (default 10). `id` is the search record's id; `resource_id` is the course's or video's.

const { fail } = require('../lib/http')
const { text } = require('../lib/validate')
const { pageParams, paginateTotal } = require('../lib/pagination')
const { absoluteUrl } = require('../presenters')

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
  api.get('/api/v3/search', ({ input, state, baseUrl }) => {
    const keywords = text(input, 'keywords')
    if (!keywords) throw fail('请输入关键字')
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
}
