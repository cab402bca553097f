/** The two trees of the server-HTML pipeline: what the parser read, and what the sanitiser let through. */
import type { SafeAttrName, SafeTag } from './allow-lists'

export interface HtmlElement {
  type: 'element'
  tag: string
  attrs: Record<string, string>
  children: HtmlNode[]
}

export interface HtmlText {
  type: 'text'
  text: string
}

/** What the parser returns: anything the input contained (nothing checked yet). */
export type HtmlNode = HtmlElement | HtmlText

/** An element of the sanitised tree: only allowed tags and checked attribute values. */
export interface SafeElement {
  type: 'element'
  tag: SafeTag
  attrs: Partial<Record<SafeAttrName, string>>
  children: SafeNode[]
}

export type SafeNode = SafeElement | HtmlText
