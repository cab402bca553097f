import { sanitizeHtml } from './sanitize'
import type { SafeNode } from './tree'

/** Tags that start a block of their own: in plain text they are separated by a space. */
// prettier-ignore
export const BLOCK_TAGS = new Set<string>([
  'p', 'div', 'section', 'article', 'header', 'footer', 'aside', 'nav', 'address', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'blockquote', 'pre', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead',
  'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption',
])

/** The text of a sanitised tree, blocks and line breaks as spaces (not yet collapsed). */
export function textOf(nodes: readonly SafeNode[]): string {
  let text = ''
  for (const node of nodes) {
    if (node.type === 'text') text += node.text
    else if (node.tag === 'br') text += ' '
    else if (BLOCK_TAGS.has(node.tag)) text += ` ${textOf(node.children)} `
    else text += textOf(node.children)
  }
  return text
}

/** Runs of whitespace as one space, trimmed. */
export const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Plain text for previews (a notice in a list): sanitised first (no script or style text), entities decoded,
 * blocks and line breaks as spaces, whitespace collapsed. With `maxLength`, longer text is cut to that many
 * characters including a closing `…`.
 */
export function htmlToText(html: string | null | undefined, maxLength?: number): string {
  const text = collapseWhitespace(textOf(sanitizeHtml(html)))
  const chars = Array.from(text) // by code point: never half an emoji
  if (maxLength === undefined || chars.length <= maxLength) return text
  if (maxLength <= 1) return maxLength === 1 ? '…' : ''
  return `${chars
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`
}
