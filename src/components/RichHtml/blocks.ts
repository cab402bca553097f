/** The mini-program's blocks: the sanitised tree cut into top-level blocks, each with the links it holds. */
import { BLOCK_TAGS, collapseWhitespace, textOf, type SafeNode } from '@/utils/html'

/** Containers that only group blocks: without a style of their own, their children are the blocks. */
const PLAIN_CONTAINERS = new Set<string>(['div', 'section', 'article'])

export interface LinkItem {
  /** What the learner reads (the link text, else the image's alt, else the address). */
  text: string
  href: string
}

export interface RichBlock {
  nodes: SafeNode[]
  /** The links inside the block, in reading order. */
  links: LinkItem[]
}

function firstAlt(nodes: readonly SafeNode[]): string {
  for (const node of nodes) {
    if (node.type !== 'element') continue
    const alt = node.tag === 'img' ? collapseWhitespace(node.attrs.alt ?? '') : firstAlt(node.children)
    if (alt) return alt
  }
  return ''
}

function collectLinks(nodes: readonly SafeNode[], links: LinkItem[]): LinkItem[] {
  for (const node of nodes) {
    if (node.type !== 'element') continue
    if (node.tag === 'a' && node.attrs.href) {
      const text = collapseWhitespace(textOf(node.children)) || firstAlt(node.children) || node.attrs.href
      links.push({ text, href: node.attrs.href })
    } else {
      collectLinks(node.children, links)
    }
  }
  return links
}

const isBlank = (nodes: readonly SafeNode[]) =>
  nodes.every((node) => node.type === 'text' && !node.text.trim())

/**
 * The top-level blocks of the sanitised tree (the mini-program draws each as its own rich-text, so a block with
 * links can be tapped). Consecutive inline content forms one block; blank text between blocks is dropped; a
 * lone unstyled wrapper (`<div>…</div>` around everything) is looked through.
 */
export function splitBlocks(nodes: readonly SafeNode[]): RichBlock[] {
  const groups: SafeNode[][] = []
  let inline: SafeNode[] = []
  const flushInline = () => {
    if (!isBlank(inline)) groups.push(inline)
    inline = []
  }
  for (const node of nodes) {
    if (node.type === 'element' && BLOCK_TAGS.has(node.tag)) {
      flushInline()
      groups.push([node])
    } else {
      inline.push(node)
    }
  }
  flushInline()
  const only = groups.length === 1 ? groups[0] : []
  const wrapper = only.length === 1 && only[0].type === 'element' ? only[0] : null
  // Links are collected once, at the level that is kept (per level they made nested wrappers quadratic).
  if (wrapper && PLAIN_CONTAINERS.has(wrapper.tag) && !wrapper.attrs.style)
    return splitBlocks(wrapper.children)
  return groups.map((group) => ({ nodes: group, links: collectLinks(group, []) }))
}
