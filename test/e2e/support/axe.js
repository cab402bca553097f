'use strict'
// axe-core in the page: injected from node_modules (a devDependency), run on the whole document, its violations
// reduced to what a reader of a failed test needs (rule, impact, axe's help, the elements and their summaries).

const fs = require('node:fs')
const path = require('node:path')
const { ROOT } = require('./common')

/** The impacts that fail the accessibility checks: axe's "serious" and "critical". */
const FAILING_IMPACTS = ['serious', 'critical']

let axeSource = null
const readAxe = () => {
  axeSource ??= fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8')
  return axeSource
}

/**
 * Runs axe on the page's document (Taro's hidden pages below the current one are skipped by axe as hidden) and
 * resolves its violations: `{ id, impact, help, helpUrl, nodes: [{ target, summary }] }`.
 */
async function axeViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ content: readAxe() })
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' '),
        summary: node.failureSummary || '',
      })),
    }))
  })
}

/** The violations at level "serious" or above. */
const failing = (violations) => violations.filter((violation) => FAILING_IMPACTS.includes(violation.impact))

/**
 * A readable report of violations found at `where` (route, state): one block per rule with its impact and axe's
 * help, then each element (selector: summary), at most `perRule` of them.
 */
function formatViolations(where, violations, { perRule = 5 } = {}) {
  const lines = [`axe: ${violations.length} rule(s) violated at ${where}`]
  for (const violation of violations) {
    lines.push(
      `  ${violation.impact} ${violation.id} (${violation.nodes.length} element(s)): ${violation.help}`
    )
    for (const node of violation.nodes.slice(0, perRule)) {
      const summary = node.summary
        .replace(/^Fix (any|all) of the following:\s*/, '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 200)
      lines.push(`    ${node.target} — ${summary}`)
    }
    if (violation.nodes.length > perRule) lines.push(`    … and ${violation.nodes.length - perRule} more`)
  }
  return lines.join('\n')
}

/**
 * The report of axe's serious and critical violations on the page as it is now, or null when there are none;
 * read once the app has nothing under way (`e2e.settled`). `where` names the route and state.
 */
async function seriousViolationReport(e2e, page, where) {
  await e2e.settled(page)
  const violations = failing(await axeViolations(page))
  return violations.length
    ? formatViolations(`${where} (the address: /#${e2e.route(page)})`, violations)
    : null
}

/** Fails with the report of seriousViolationReport. */
async function expectNoSeriousViolations(e2e, page, where) {
  const report = await seriousViolationReport(e2e, page, where)
  if (report) throw new Error(report)
}

/** Fails with every report collected (null entries are the states that passed). */
function failOnReports(reports) {
  const found = reports.filter(Boolean)
  if (found.length) throw new Error(found.join('\n'))
}

module.exports = {
  FAILING_IMPACTS,
  axeViolations,
  expectNoSeriousViolations,
  failOnReports,
  failing,
  formatViolations,
  seriousViolationReport,
}
