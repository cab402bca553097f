/** Server headings placed under the page's own: the page title is the one level-1 heading (NavHeader). */
import type { SafeTag } from './allow-lists'
import type { SafeNode } from './tree'

const HEADING = /^h([1-6])$/

function levelsIn(nodes: readonly SafeNode[], levels: number[]): number[] {
  for (const node of nodes) {
    if (node.type !== 'element') continue
    const match = HEADING.exec(node.tag)
    if (match) levels.push(Number(match[1]))
    levelsIn(node.children, levels)
  }
  return levels
}

function shifted(nodes: readonly SafeNode[], by: number): SafeNode[] {
  return nodes.map((node) => {
    if (node.type !== 'element') return node
    const match = HEADING.exec(node.tag)
    const tag = match ? (`h${Math.min(6, Math.max(2, Number(match[1]) + by))}` as SafeTag) : node.tag
    // The attributes (our class `rich-html__h<original>`) stay: the heading keeps the look its author chose.
    return { ...node, tag, children: shifted(node.children, by) }
  })
}

/**
 * The tree with its headings moved so the highest one is a level-2 heading (an author's `<h3>` after the page's
 * `<h1>` would skip a level for a screen reader's heading list; an author's `<h1>` would compete with the page
 * title). Relative levels are kept, capped at 6. A tree without headings comes back as it is.
 */
export function underPageHeading(nodes: readonly SafeNode[]): readonly SafeNode[] {
  const levels = levelsIn(nodes, [])
  if (levels.length === 0) return nodes
  const by = 2 - Math.min(...levels)
  return by === 0 ? nodes : shifted(nodes, by)
}
