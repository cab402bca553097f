'use strict'
// The bench's accessibility figures (`--a11y`): Lighthouse's accessibility and best-practices categories of one
// run per route and state, reduced to scores and the audits that cost points, and the rows of the printed table.
// Pure: test/bench/a11y-report.test.js feeds it made-up Lighthouse results.

const A11Y_CATEGORIES = ['accessibility', 'best-practices']

/** How the table names a category. */
const CATEGORY_LABELS = { accessibility: 'accessibility', 'best-practices': 'best practices' }

/** What an audit's detail item points at: an element's selector, a URL, a source location or its text. */
function itemLabel(item) {
  if (!item || typeof item !== 'object') return null
  if (item.node && item.node.selector) return item.node.selector
  if (item.url) return item.url
  if (item.source && typeof item.source === 'object' && item.source.url) return item.source.url
  if (typeof item.description === 'string') return item.description
  if (item.node && item.node.snippet) return item.node.snippet
  return null
}

/**
 * Scores (0–100, null when Lighthouse could not score a category) and the audits that cost points: weighted
 * audits of those categories scoring below 1, each with up to `items` things it points at.
 */
function categoryFigures(lhr, { categories = A11Y_CATEGORIES, items = 3 } = {}) {
  const scores = {}
  const failing = []
  for (const id of categories) {
    const category = lhr.categories && lhr.categories[id]
    scores[id] = category && typeof category.score === 'number' ? Math.round(category.score * 100) : null
    for (const ref of (category && category.auditRefs) || []) {
      const audit = lhr.audits[ref.id]
      if (!audit || !(ref.weight > 0) || audit.score === null || audit.score >= 1) continue
      const details = (audit.details && audit.details.items) || []
      failing.push({
        category: id,
        id: ref.id,
        title: audit.title,
        items: details.map(itemLabel).filter(Boolean).slice(0, items),
      })
    }
  }
  return { scores, failing }
}

/** The table's rows: route, state, one score per category, the failing audits' ids (or "—"). */
function a11yRows(entries, categories = A11Y_CATEGORIES) {
  return entries.map((entry) => [
    `/#${entry.hash}`,
    entry.label,
    ...categories.map((id) =>
      entry.figures && entry.figures.scores[id] !== null && entry.figures.scores[id] !== undefined
        ? String(entry.figures.scores[id])
        : 'not measured'
    ),
    entry.figures ? entry.figures.failing.map((audit) => audit.id).join(' ') || '—' : entry.error || '—',
  ])
}

const a11yHeaders = (categories = A11Y_CATEGORIES) => [
  'route',
  'state',
  ...categories.map((id) => CATEGORY_LABELS[id] || id),
  'failing audits',
]

/**
 * Below the table, what each failing audit points at: `id (category, n routes): title` and per route the items.
 * Lines, one audit after another, routes in the order measured.
 */
function failingDetails(entries) {
  const byAudit = new Map()
  for (const entry of entries)
    for (const audit of (entry.figures && entry.figures.failing) || []) {
      if (!byAudit.has(audit.id)) byAudit.set(audit.id, { audit, where: [] })
      byAudit.get(audit.id).where.push({ entry, items: audit.items })
    }
  const lines = []
  for (const { audit, where } of byAudit.values()) {
    lines.push(`${audit.id} (${audit.category}, ${where.length} route(s)): ${audit.title}`)
    for (const { entry, items } of where)
      lines.push(`  /#${entry.hash} ${entry.label}${items.length ? `: ${items.join(' | ')}` : ''}`)
  }
  return lines
}

/** Lowest score per category over the measured entries, and how many entries scored 100 in every category. */
function a11ySummary(entries, categories = A11Y_CATEGORIES) {
  const measured = entries.filter((entry) => entry.figures)
  const lowest = {}
  for (const id of categories) {
    const scores = measured
      .map((entry) => entry.figures.scores[id])
      .filter((score) => typeof score === 'number')
    lowest[id] = scores.length ? Math.min(...scores) : null
  }
  const perfect = measured.filter((entry) =>
    categories.every((id) => entry.figures.scores[id] === 100)
  ).length
  return { total: entries.length, measured: measured.length, perfect, lowest }
}

module.exports = {
  A11Y_CATEGORIES,
  a11yHeaders,
  a11yRows,
  a11ySummary,
  categoryFigures,
  failingDetails,
  itemLabel,
}
