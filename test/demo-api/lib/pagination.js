'use strict'

// The three pagination shapes of the MeEdu API (src/services/api/README.md). Each takes the full (already sorted)
// list and the requested page; `pageParams` reads `page` and the size parameter, which is
// `page_size` on most v2 endpoints and `size` on v3 lists, search and announcements.

const { positiveInt } = require('./util')

const MAX_PAGE_SIZE = 100

/**
 * Read paging input. `sizeKey` is 'page_size' or 'size'; `defaultSize` per endpoint
 * (v2 member lists 5, v3 lists 10, courses 16, orders 10).
 */
function pageParams(input, { sizeKey = 'page_size', defaultSize }) {
  return {
    page: positiveInt(input.page, 1),
    size: Math.min(positiveInt(input[sizeKey], defaultSize), MAX_PAGE_SIZE),
  }
}

function slicePage(items, page, size) {
  return items.slice((page - 1) * size, page * size)
}

/** Shape B: `{data, total}` (e.g. /api/v2/member/messages, /api/v3/member/courses). */
function paginateTotal(items, { page, size }) {
  return { data: slicePage(items, page, size), total: items.length }
}

/** Shape C: `{current_page, total, data}` (e.g. /api/v2/member/courses). */
function paginateCurrent(items, { page, size }) {
  return { current_page: page, total: items.length, data: slicePage(items, page, size) }
}

/**
 * Shape A: Laravel 8 LengthAwarePaginator::toArray() (e.g. /api/v2/courses, /api/v2/member/orders).
 * `path` is the absolute URL of the endpoint without query (Laravel builds the page URLs from it).
 */
function paginateLaravel(items, { page, size, path }) {
  const total = items.length
  const lastPage = Math.max(1, Math.ceil(total / size))
  const data = slicePage(items, page, size)
  const pageUrl = (n) => `${path}?page=${n}`
  const from = data.length ? (page - 1) * size + 1 : null
  const links = [{ url: page > 1 ? pageUrl(page - 1) : null, label: '&laquo; Previous', active: false }]
  for (let n = 1; n <= lastPage; n += 1) links.push({ url: pageUrl(n), label: String(n), active: n === page })
  links.push({ url: page < lastPage ? pageUrl(page + 1) : null, label: 'Next &raquo;', active: false })
  return {
    current_page: page,
    data,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    links,
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path,
    per_page: size,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to: data.length ? from + data.length - 1 : null,
    total,
  }
}

module.exports = { pageParams, paginateTotal, paginateCurrent, paginateLaravel }
