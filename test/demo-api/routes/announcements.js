'use strict'

// 通知公告 (contract §8; src/services/api/README.md "Training extras"): the list (shape B, `page`, `size`,
// newest first), one announcement (code 404 when missing; each read counts in view_times) and the latest one
// (`[]` when there is none). Seed: ../announcements.js. `POST /__demo/announcements {empty: true}` empties the
// list for tests (reset restores it).

const { resourceNotFound } = require('../lib/http')
const { positiveInt, isoTime } = require('../lib/util')
const { pageParams, paginateTotal } = require('../lib/pagination')

/** A list item (sample 10b); `full`: the whole row, as `latest` and one announcement answer it (sample 10). */
function present(record, baseUrl, full = false) {
  const item = {
    id: record.id,
    title: record.title,
    announcement: record.announcement.replace(/\{\{base\}\}/g, baseUrl),
    view_times: record.view_times,
    created_at: isoTime(record.created_at),
  }
  return full ? { ...item, admin_id: 1, updated_at: isoTime(record.created_at) } : item
}

const newestFirst = (list) => [...list].sort((a, b) => b.created_at - a.created_at || b.id - a.id)

module.exports = function announcementsRoutes(api) {
  api.get('/api/v2/announcements', ({ input, state, baseUrl }) => {
    const paging = pageParams(input, { sizeKey: 'size', defaultSize: 10 })
    return paginateTotal(
      newestFirst(state.announcements).map((record) => present(record, baseUrl)),
      paging
    )
  })

  api.get('/api/v2/announcement/latest', ({ state, baseUrl }) => {
    const [latest] = newestFirst(state.announcements)
    return latest ? present(latest, baseUrl, true) : []
  })

  api.get('/api/v2/announcement/:id', ({ params, state, baseUrl }) => {
    const id = positiveInt(params.id, 0)
    const record = id && String(id) === String(params.id) && state.announcements.find((a) => a.id === id)
    if (!record) throw resourceNotFound()
    record.view_times += 1
    return present(record, baseUrl, true)
  })

  api.post('/__demo/announcements', ({ body, state }) => {
    if (body && body.empty) state.announcements = []
    return { count: state.announcements.length }
  })
}
