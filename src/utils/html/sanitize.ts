/** The parsed tree → the sanitised tree: only what allow-lists.ts lets through, our class on every element. */
import {
  ALLOWED_TAGS,
  ATTRIBUTE_CHECKS,
  CLASS_PREFIX,
  COLOR,
  DROPPED_TAGS,
  IMAGE_STYLE,
  TABLE_STYLE,
  TAG_ATTRIBUTES,
  sanitizeStyle,
  type SafeTag,
} from './allow-lists'
import { parseHtml } from './parse'
import type { HtmlElement, HtmlNode, SafeElement, SafeNode } from './tree'

const ALLOWED = new Set<string>(ALLOWED_TAGS)

/** Old editor tags mapped to allowed ones (keeping what they meant). */
function renamed(element: HtmlElement): { tag: string; extraStyle: string } {
  if (element.tag === 'strike') return { tag: 's', extraStyle: '' }
  if (element.tag === 'center') return { tag: 'div', extraStyle: 'text-align:center' }
  if (element.tag === 'font') {
    const color = element.attrs.color?.trim() ?? ''
    return { tag: 'span', extraStyle: COLOR.test(color) ? `color:${color}` : '' }
  }
  return { tag: element.tag, extraStyle: '' }
}

function safeElement(tag: SafeTag, attrs: SafeElement['attrs'], children: SafeNode[]): SafeElement {
  return { type: 'element', tag, attrs: { class: `${CLASS_PREFIX}${tag}`, ...attrs }, children }
}

function sanitizeNodes(nodes: HtmlNode[], output: SafeNode[]): SafeNode[] {
  for (const node of nodes) {
    if (node.type === 'text') {
      const last = output[output.length - 1]
      if (last?.type === 'text') last.text += node.text
      else if (node.text) output.push({ type: 'text', text: node.text })
      continue
    }
    if (DROPPED_TAGS.has(node.tag)) continue
    const { tag, extraStyle } = renamed(node)
    if (!ALLOWED.has(tag)) {
      sanitizeNodes(node.children, output) // unknown tag: keep what is inside
      continue
    }
    const attrs: SafeElement['attrs'] = {}
    for (const name of TAG_ATTRIBUTES[tag] ?? []) {
      const raw = Object.prototype.hasOwnProperty.call(node.attrs, name) ? node.attrs[name] : undefined
      const value = raw === undefined ? null : (ATTRIBUTE_CHECKS[name]?.(raw) ?? null)
      if (value !== null) attrs[name] = value
    }
    // Ours last, so it wins; on a second pass ours is dropped by the filter and added again (same output).
    const ownStyle = tag === 'table' ? TABLE_STYLE : ''
    const style = [extraStyle, sanitizeStyle(node.attrs.style ?? ''), ownStyle].filter(Boolean).join(';')
    if (style) attrs.style = style

    if (tag === 'a' && !attrs.href) {
      sanitizeNodes(node.children, output) // a link we will not follow: its text stays
      continue
    }
    if (tag === 'img') {
      // The author's alt, else empty: a picture with no words of its own is skipped by screen readers rather
      // than read out as its file name.
      if (attrs.src)
        output.push(safeElement('img', { ...attrs, alt: attrs.alt ?? '', style: IMAGE_STYLE }, []))
      continue
    }
    output.push(safeElement(tag as SafeTag, attrs, sanitizeNodes(node.children, [])))
  }
  return output
}

/** Server HTML → the sanitised tree both outputs are made from. */
export function sanitizeHtml(html: string | null | undefined): SafeNode[] {
  return sanitizeNodes(parseHtml(html ?? ''), [])
}
