'use strict'
// The accessibility checks' pure parts: the route list they walk (every H5 route of the table, both states, a new
// route cannot slip through), the bench's Lighthouse figures and table, and the axe report a failing test prints.
const { test } = require('node:test')
const assert = require('node:assert/strict')
const { a11yHeaders, a11yRows, a11ySummary, categoryFigures, failingDetails } = require('./a11y-report')
const { h5Routes, routeVisits, LOGIN_MARKER } = require('../e2e/support/route-visits')
const { failing, formatViolations } = require('../e2e/support/axe')

/** A Lighthouse result with these category scores (0–1) and audits ({ id: [score, weight, items] }). */
function lhrOf(scores, audits = {}) {
  const categories = {}
  for (const [id, score] of Object.entries(scores)) categories[id] = { score, auditRefs: [] }
  const lhrAudits = {}
  for (const [id, [score, weight, items = [], category = 'accessibility']] of Object.entries(audits)) {
    categories[category].auditRefs.push({ id, weight })
    lhrAudits[id] = { id, title: `the ${id} audit`, score, details: { items } }
  }
  return { categories, audits: lhrAudits }
}

test('every H5 route of the route table is visited logged out and logged in; /webview (weapp only) is not', () => {
  const paths = h5Routes().map((route) => route.path)
  assert.ok(paths.includes('/vod/detail') && paths.includes('/login'))
  assert.ok(!paths.includes('/webview'))
  const visits = routeVisits()
  for (const state of ['out', 'in'])
    assert.deepEqual(
      visits.filter((visit) => visit.state === state).map((visit) => visit.path),
      paths
    )
})

test('required parameters get demo values; a protected route logged out expects the login page, labelled so', () => {
  const visits = routeVisits()
  const find = (path, state) => visits.find((visit) => visit.path === path && visit.state === state)
  assert.equal(find('/vod/detail', 'out').hash, '/vod/detail?id=1')
  assert.equal(find('/order', 'in').hash, '/order?goods_id=9&goods_type=vod')
  const guarded = find('/messages', 'out')
  assert.equal(guarded.toLogin, true)
  assert.equal(guarded.text, LOGIN_MARKER)
  assert.match(guarded.label, /logged out \(login page\)/)
  assert.equal(find('/messages', 'in').toLogin, false)
  assert.notEqual(find('/messages', 'in').text, LOGIN_MARKER)
})

test('a route without demo values, or one missing a required parameter, fails naming the route', () => {
  const routes = [
    { path: '/', login: false },
    { path: '/new-page', login: false },
  ]
  assert.throws(() => routeVisits({ routes, demo: { '/': { text: 'x' } } }), /no demo visit for \/new-page/)
  assert.throws(
    () => routeVisits({ routes: [{ path: '/x', params: ['id', 'tab?'] }], demo: { '/x': { text: 'x' } } }),
    /\/x lacks its parameter id/
  )
  assert.throws(
    () => routeVisits({ routes: routes.slice(0, 1), demo: { '/': { text: 'x' }, '/gone': { text: 'y' } } }),
    /not in the table: \/gone/
  )
})

test('Lighthouse figures: scores out of 100 and only the weighted audits that cost points, with what they point at', () => {
  const lhr = lhrOf(
    { accessibility: 0.82, 'best-practices': 0.96 },
    {
      'color-contrast': [
        0,
        7,
        [{ node: { selector: '#to-password-login' } }, { node: { selector: '.tag' } }],
      ],
      'image-alt': [1, 10],
      'aria-allowed-role': [null, 1],
      'meta-viewport': [0, 0],
      'errors-in-console': [0, 1, [{ source: 'network', url: 'http://x/favicon.ico' }], 'best-practices'],
    }
  )
  const figures = categoryFigures(lhr)
  assert.deepEqual(figures.scores, { accessibility: 82, 'best-practices': 96 })
  assert.deepEqual(
    figures.failing.map((audit) => [audit.category, audit.id, audit.items]),
    [
      ['accessibility', 'color-contrast', ['#to-password-login', '.tag']],
      ['best-practices', 'errors-in-console', ['http://x/favicon.ico']],
    ]
  )
})

test('the table: a row per route and state, scores, the failing audit ids; an unmeasured one says so', () => {
  const good = categoryFigures(lhrOf({ accessibility: 1, 'best-practices': 1 }))
  const poor = categoryFigures(lhrOf({ accessibility: 0.74, 'best-practices': 1 }, { 'image-alt': [0, 10] }))
  const entries = [
    { hash: '/', label: 'logged out', figures: good },
    { hash: '/vod', label: 'logged in', figures: poor },
    { hash: '/study', label: 'logged out (login page)', figures: null, error: 'page not drawn' },
  ]
  assert.deepEqual(a11yHeaders(), ['route', 'state', 'accessibility', 'best practices', 'failing audits'])
  assert.deepEqual(a11yRows(entries), [
    ['/#/', 'logged out', '100', '100', '—'],
    ['/#/vod', 'logged in', '74', '100', 'image-alt'],
    ['/#/study', 'logged out (login page)', 'not measured', 'not measured', 'page not drawn'],
  ])
  assert.deepEqual(failingDetails(entries), [
    'image-alt (accessibility, 1 route(s)): the image-alt audit',
    '  /#/vod logged in',
  ])
  assert.deepEqual(a11ySummary(entries), {
    total: 3,
    measured: 2,
    perfect: 1,
    lowest: { accessibility: 74, 'best-practices': 100 },
  })
})

test('axe: serious and critical violations fail, moderate ones do not; the report names where, rule, impact, elements', () => {
  const violations = [
    { id: 'region', impact: 'moderate', help: 'landmarks', nodes: [{ target: '#app', summary: 'x' }] },
    {
      id: 'color-contrast',
      impact: 'serious',
      help: 'Elements must meet minimum color contrast ratio thresholds',
      nodes: [
        {
          target: '#to-password-login',
          summary: 'Fix any of the following:\n  insufficient contrast of 2.59',
        },
        { target: '.b', summary: 'b' },
      ],
    },
    { id: 'image-alt', impact: 'critical', help: 'Images must have alternative text', nodes: [] },
  ]
  const serious = failing(violations)
  assert.deepEqual(
    serious.map((violation) => violation.id),
    ['color-contrast', 'image-alt']
  )
  const report = formatViolations('/login, logged out', serious, { perRule: 1 })
  assert.match(report, /at \/login, logged out/)
  assert.match(report, /serious color-contrast \(2 element\(s\)\): Elements must meet minimum color contrast/)
  assert.match(report, /#to-password-login — insufficient contrast of 2\.59/)
  assert.match(report, /… and 1 more/)
  assert.match(report, /critical image-alt/)
})
