import { markupAddress } from '../url'

/**
 * What may pass the sanitiser: tags, per-tag attributes and their values, URLs and style declarations. Each
 * check returns the value to keep, or null / '' to drop it.
 */

// ------------------------------------------------------------------------------------------------- tags

// prettier-ignore
export const ALLOWED_TAGS = [
  'p', 'br', 'div', 'span', 'section', 'article', 'header', 'footer', 'aside', 'nav', 'address',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'big', 'sub', 'sup', 'abbr', 'cite', 'q',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'hr',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'figure', 'figcaption', 'a', 'img',
] as const

export type SafeTag = (typeof ALLOWED_TAGS)[number]

/** Attribute names the sanitised tree can hold (ours: `class`; the server's: per tag, see TAG_ATTRIBUTES). */
export type SafeAttrName =
  'class' | 'style' | 'href' | 'title' | 'src' | 'alt' | 'width' | 'height' | 'colspan' | 'rowspan' | 'start'

// Dropped with their content: scripts and styles, embedded documents and plugins, forms and their controls,
// foreign markup (event handlers, `<use href>`, `<animate>`…), media with fallback text, document metadata.
// prettier-ignore
export const DROPPED_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'form', 'input',
  'button', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'output', 'svg', 'math', 'template',
  'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'link', 'meta', 'base', 'head', 'audio',
  'video', 'canvas', 'portal', 'slot',
])

/** Per tag, the server attributes kept (besides `style`, which every element may carry, filtered). */
export const TAG_ATTRIBUTES: Readonly<Record<string, readonly SafeAttrName[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
}

/** Inline style added to every image: it never overflows the screen and keeps its aspect ratio. */
export const IMAGE_STYLE = 'max-width:100%;height:auto'
/** Inline style added to every table: wide tables scroll sideways instead of widening the page. */
export const TABLE_STYLE = 'display:block;max-width:100%;overflow-x:auto'
export const CLASS_PREFIX = 'rich-html__'

// ------------------------------------------------------------------------------------------- attributes

const sizeValue = (value: string) => {
  const match = /^\s*(\d{1,4})(px|%)?\s*$/.exec(value)
  return match ? `${Number(match[1])}${match[2] === '%' ? '%' : ''}` : null
}

const spanValue = (value: string) => {
  const match = /^\s*(\d{1,3})\s*$/.exec(value)
  const count = match ? Number(match[1]) : 0
  return count >= 1 && count <= 100 ? String(count) : null
}

export const ATTRIBUTE_CHECKS: Partial<Record<SafeAttrName, (value: string) => string | null>> = {
  href: (value) => safeUrl(value, 'href'),
  src: (value) => safeUrl(value, 'src'),
  title: (value) => value,
  alt: (value) => value,
  width: sizeValue,
  height: sizeValue,
  colspan: spanValue,
  rowspan: spanValue,
  start: (value) => (/^\s*-?\d{1,6}\s*$/.test(value) ? String(Number(value)) : null),
}

/**
 * A link or image address, or null when it is not allowed: utils/url.ts's markupAddress, the app's one judge of an
 * address typed into content. The result is re-escaped on output, so the browser reads exactly what is checked.
 */
export const safeUrl = markupAddress

// ------------------------------------------------------------------------------------------------- style

const LENGTH = /^(0|\d{1,3}(\.\d{1,3})?(px|pt|em|rem|%))$/
export const COLOR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)|hsla?\(\s*[\d.]+(deg)?\s*(,\s*[\d.]+%?\s*){2,3}\)|[a-z]{3,20})$/i
const TEXT_DECORATION = /^(none|((underline|overline|line-through)(\s+(underline|overline|line-through))*))$/

/** The style properties kept, each with the values it may take. Everything else is dropped. */
export const STYLE_RULES: Readonly<Record<string, RegExp>> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': /^(left|right|center|justify|start|end)$/,
  'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/,
  'font-style': /^(normal|italic|oblique)$/,
  'text-decoration': TEXT_DECORATION,
  'text-decoration-line': TEXT_DECORATION,
  'font-size': new RegExp(
    `${LENGTH.source}|^(xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$`
  ),
  'line-height': new RegExp(`${LENGTH.source}|^(normal|\\d{1,2}(\\.\\d{1,3})?)$`),
  'text-indent': LENGTH,
}

// A style containing any of these is dropped whole: loading resources, running code, escaping the content
// box, or hiding the real value behind escapes, comments or variables.
const STYLE_DENY =
  /url\s*\(|image-set|expression|javascript|vbscript|@import|\\|var\s*\(|env\s*\(|attr\s*\(|calc\s*\(|position|behavior|binding|\/\*|[<>&{}]/i

/** `color: red; position: fixed; font-size: 16px` → `color:red;font-size:16px`; '' when nothing is left. */
export function sanitizeStyle(style: string): string {
  if (STYLE_DENY.test(style)) return ''
  const kept: string[] = []
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon === -1) continue
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim()
    const rule = Object.prototype.hasOwnProperty.call(STYLE_RULES, property)
      ? STYLE_RULES[property]
      : undefined
    if (rule?.test(value)) kept.push(`${property}:${value}`)
  }
  return kept.join(';')
}
