/** The sanitised tree written out: an escaped HTML string for H5, rich-text nodes for the mini-program. */
import type { SafeTag } from './allow-lists'
import type { SafeNode } from './tree'

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

const VOID_OUTPUT = new Set<string>(['br', 'hr', 'img'])
const ATTRIBUTE_NAME = /^[a-z][a-z-]*$/

/** The sanitised tree as an HTML string for H5: every text and attribute value escaped. */
export function toHtmlString(nodes: readonly SafeNode[]): string {
  let html = ''
  for (const node of nodes) {
    if (node.type === 'text') {
      html += escapeText(node.text)
      continue
    }
    const attrs = Object.entries(node.attrs)
      .filter(([name, value]) => ATTRIBUTE_NAME.test(name) && value !== undefined)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value as string)}"`)
      .join('')
    html += `<${node.tag}${attrs}>`
    if (!VOID_OUTPUT.has(node.tag)) html += `${toHtmlString(node.children)}</${node.tag}>`
  }
  return html
}

/** `rich-text` nodes as WeChat (and Taro's RichText) take them. */
export interface RichTextElementNode {
  name: string
  attrs: Record<string, string>
  children: RichTextNode[]
}

export interface RichTextTextNode {
  type: 'text'
  text: string
}

export type RichTextNode = RichTextElementNode | RichTextTextNode

// Tags WeChat's rich-text does not know, drawn as the nearest one it does (the class keeps their look).
const WEAPP_TAGS: Partial<Record<SafeTag, string>> = { figure: 'div', figcaption: 'div' }

// WeChat's rich-text reads no link address (links cannot be tapped inside it): `href` stays out of the nodes.
const WEAPP_ATTRIBUTES = new Set<string>([
  'class',
  'style',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'start',
])

/** The sanitised tree as mini-program rich-text nodes. Text nodes escape `&`: WeChat decodes entities in them. */
export function toRichTextNodes(nodes: readonly SafeNode[]): RichTextNode[] {
  return nodes.map((node): RichTextNode => {
    if (node.type === 'text') return { type: 'text', text: node.text.replace(/&/g, '&amp;') }
    const attrs: Record<string, string> = {}
    for (const [name, value] of Object.entries(node.attrs)) {
      if (WEAPP_ATTRIBUTES.has(name) && value !== undefined) attrs[name] = value
    }
    return { name: WEAPP_TAGS[node.tag] ?? node.tag, attrs, children: toRichTextNodes(node.children) }
  })
}
