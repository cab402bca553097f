/**
 * Server HTML (course descriptions, notices, comments, exam stems and options) → ONE sanitised tree → either an
 * HTML string (H5) or rich-text `nodes` (mini-program). Pure TypeScript: the mini-program has no DOMParser.
 *
 * Safety does not depend on the parser matching a browser: the output is always re-serialised from the allow-listed
 * tree with every text and attribute value escaped, so whatever the parser made of the input, the browser (or
 * WeChat) sees only allowed tags, allowed attributes, checked URLs and checked style declarations.
 *
 * Allow-lists (see ALLOWED_TAGS, TAG_ATTRIBUTES, STYLE_RULES below):
 * - tags: text structure, lists, tables, quotes, code, links and images. Unknown tags are unwrapped (their
 *   children stay); active or form content (script, style, iframe, object, form, svg, math, …) is dropped with
 *   everything inside it. `strike` → `s`, `font` → `span` (its colour kept as a style), `center` → centred `div`.
 * - attributes: `style` (filtered) everywhere; a: href, title; img: src, alt, title, width, height;
 *   td/th: colspan, rowspan; ol: start. Server `class`, `id` and `name` are dropped (they would reach the app's
 *   own styles, and ids and names become page globals: `<img name=cookie>` is `document.cookie`); every
 *   element gets our own class `rich-html__<tag>` instead, so one stylesheet serves both builds (the
 *   mini-program's rich-text only takes class selectors).
 * - URLs: http(s), `//host` (made https), in-app paths (`/vod/detail?id=3`), `#anchors` (href only), and base64
 *   png/jpeg/gif/webp data URLs (img src only). Anything else, or anything with control characters or `\`, is
 *   rejected: an `<a>` without a safe href becomes its text, an `<img>` without a safe src is dropped.
 * - time: linear in the input (test/unit/html-linear.test.ts times 1 MB of hostile shapes); depth is capped.
 * - images always fit the width (`max-width:100%;height:auto` inline, on both builds); a table is a scrolling
 *   block as wide as the screen (`display:block;max-width:100%;overflow-x:auto`), so wide tables scroll sideways.
 */

// ------------------------------------------------------------------------------------------------- tree

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

/** An element of the sanitised tree: only allowed tags and checked attribute values. */
export interface SafeElement {
  type: 'element'
  tag: SafeTag
  attrs: Partial<Record<SafeAttrName, string>>
  children: SafeNode[]
}

export type SafeNode = SafeElement | HtmlText

// ------------------------------------------------------------------------------------------- entities

// The named entities server editors produce, plus the punctuation ones used to hide `javascript&colon;`.
// prettier-ignore
const NAMED_ENTITIES = new Map<string, string>(
  Object.entries({
    amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ensp: '\u2002', emsp: '\u2003',
    thinsp: '\u2009', zwnj: '\u200c', zwj: '\u200d', lrm: '\u200e', rlm: '\u200f', shy: '\u00ad',
    copy: '©', reg: '®', trade: '™', hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’',
    sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„', laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›',
    middot: '·', bull: '•', deg: '°', plusmn: '±', times: '×', divide: '÷', micro: 'µ', para: '¶',
    sect: '§', cent: '¢', pound: '£', yen: '¥', euro: '€', curren: '¤', iexcl: '¡', iquest: '¿',
    frac12: '½', frac14: '¼', frac34: '¾', sup1: '¹', sup2: '²', sup3: '³', permil: '‰', prime: '′',
    larr: '←', rarr: '→', uarr: '↑', darr: '↓', harr: '↔', le: '≤', ge: '≥', ne: '≠', asymp: '≈',
    infin: '∞', radic: '√', sum: '∑', minus: '−', alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', pi: 'π',
    mu: 'μ', sigma: 'σ', omega: 'ω', Omega: 'Ω', Delta: 'Δ',
    Tab: '\t', NewLine: '\n', colon: ':', semi: ';', comma: ',', period: '.', excl: '!', quest: '?',
    lpar: '(', rpar: ')', lsqb: '[', rsqb: ']', lcub: '{', rcub: '}', sol: '/', bsol: '\\', num: '#',
    dollar: '$', percnt: '%', ast: '*', plus: '+', equals: '=', commat: '@', lowbar: '_', grave: '`',
    verbar: '|', vert: '|', Hat: '^',
  })
)

// Browsers also decode these without the `;` (legacy markup): so do we.
const LEGACY_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg'])

const ENTITY = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*)(;?)/g

function fromCodePoint(code: number): string {
  // As browsers: NUL, surrogates and out-of-range numbers become U+FFFD.
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
    return '\ufffd'
  return String.fromCodePoint(code)
}

/** `&lt;b&gt; &#x4e2d;&#25991; &amp;&nbsp;` → `<b> 中文 &\u00a0`. Unknown entities stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(ENTITY, (match: string, body: string, semicolon: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return fromCodePoint(parseInt(body.slice(2), 16))
    if (body.startsWith('#')) return fromCodePoint(parseInt(body.slice(1), 10))
    const char = NAMED_ENTITIES.get(body)
    if (char !== undefined && (semicolon || LEGACY_ENTITIES.has(body))) return char
    return match
  })
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

// --------------------------------------------------------------------------------------------- parser

// prettier-ignore
const VOID_TAGS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track',
  'wbr', 'keygen', 'frame',
])

// Their content is text up to the matching end tag, never markup (`<style><img src=x></style>`).
// prettier-ignore
const RAW_TEXT_TAGS = new Set([
  'script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext',
])

// `<svg/>` and `<math/>` close themselves (foreign content); on HTML elements browsers ignore the slash.
const FOREIGN_TAGS = new Set(['svg', 'math'])

// Elements that end an open <p> (`<p>a<div>b</div>` is two siblings in a browser).
// prettier-ignore
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'div', 'dl', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'table', 'ul', 'li', 'dd', 'dt',
])

// Implied closes never reach past these (a <p> inside a table cell is not closed by a <div> outside it).
const SCOPE_TAGS = new Set(['td', 'th', 'caption', 'table', 'template', 'object', 'button', 'svg', 'math'])

// Table structure closes across cells (`<tr><td>a<tr>` starts a second row) but never past its own table.
const TABLE_PARTS = new Set(['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'])

/** Opening `tag` closes the nearest open element named in `closes`, unless one of `stops` comes first. */
const IMPLIED_CLOSES: Record<string, { closes: string[]; stops: string[] }> = {
  li: { closes: ['li'], stops: ['ul', 'ol'] },
  dt: { closes: ['dt', 'dd'], stops: ['dl'] },
  dd: { closes: ['dt', 'dd'], stops: ['dl'] },
  tr: { closes: ['tr'], stops: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { closes: ['td', 'th'], stops: ['table', 'tr'] },
  th: { closes: ['td', 'th'], stops: ['table', 'tr'] },
  thead: { closes: ['thead', 'tbody', 'tfoot'], stops: ['table'] },
  tbody: { closes: ['thead', 'tbody', 'tfoot'], stops: ['table'] },
  tfoot: { closes: ['thead', 'tbody', 'tfoot'], stops: ['table'] },
  a: { closes: ['a'], stops: [] }, // links do not nest
}

/** Deeper nesting is flattened: keeps the recursive walks below far from the stack limit. */
const MAX_DEPTH = 100

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f'
const isLetter = (char: string | undefined) => !!char && /[a-zA-Z]/.test(char)

interface Tag {
  name: string
  attrs: Record<string, string>
  selfClosing: boolean
  /** Index just past the closing `>`. */
  end: number
}

/** Reads `name attr=v attr="v" attr>` from `start` (just past `<` or `</`). null: the input ends inside the tag. */
function readTag(html: string, start: number): Tag | null {
  let pos = start
  while (pos < html.length && !isSpace(html[pos]) && html[pos] !== '/' && html[pos] !== '>') pos++
  const name = html.slice(start, pos).toLowerCase()
  // No prototype: an attribute called `__proto__` or `constructor` is just a name.
  const attrs: Record<string, string> = Object.create(null)
  let selfClosing = false
  while (pos < html.length) {
    const char = html[pos]
    if (char === '>') return { name, attrs, selfClosing, end: pos + 1 }
    if (isSpace(char)) {
      pos++
      continue
    }
    if (char === '/') {
      selfClosing = html[pos + 1] === '>'
      pos++
      continue
    }
    selfClosing = false
    const nameStart = pos++ // a leading `=` belongs to the name, as in browsers
    while (pos < html.length && !isSpace(html[pos]) && !'/>='.includes(html[pos])) pos++
    const attrName = html.slice(nameStart, pos).toLowerCase()
    while (isSpace(html[pos])) pos++
    let value = ''
    if (html[pos] === '=') {
      pos++
      while (isSpace(html[pos])) pos++
      const quote = html[pos]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, pos + 1)
        if (close === -1) return null
        value = html.slice(pos + 1, close)
        pos = close + 1
      } else {
        const valueStart = pos
        while (pos < html.length && !isSpace(html[pos]) && html[pos] !== '>') pos++
        value = html.slice(valueStart, pos)
      }
    }
    if (!(attrName in attrs)) attrs[attrName] = decodeEntities(value) // the first of duplicates wins
  }
  return null
}

const COMMENT_CLOSE = /--!?>/g

/**
 * Index just past the comment opened at `lt` (`<!--`), or the input's end. `<!-->` and `<!--->` are empty
 * comments; `--!>` ends one too, but not inside the opening (`<!--!>`), as in browsers. One forward scan: a
 * search per close form (`indexOf('--!>')` runs to the end when absent) made `<!---->` × n quadratic.
 */
function commentEnd(html: string, lt: number): number {
  COMMENT_CLOSE.lastIndex = lt + 2
  for (let found = COMMENT_CLOSE.exec(html); found; found = COMMENT_CLOSE.exec(html)) {
    if (found[0] === '-->' || found.index >= lt + 4) return found.index + found[0].length
    COMMENT_CLOSE.lastIndex = found.index + 1
  }
  return html.length
}

/**
 * A tolerant HTML parser: tags, quoted/unquoted/bare attributes, void and self-closing elements, entities,
 * comments, unclosed and stray tags, a `<` that starts no tag, raw-text elements. The result is NOT safe to
 * render: pass HTML through `sanitizeHtml` instead.
 */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { type: 'element', tag: '#root', attrs: {}, children: [] }
  const stack: HtmlElement[] = [root]
  const current = () => stack[stack.length - 1]
  // How many of each tag are open: a close with nothing to close returns at once, not after walking the stack
  // (`<div>` × n below MAX_DEPTH walked 100 entries each looking for a <p>).
  const openCounts = new Map<string, number>()
  const push = (element: HtmlElement) => {
    stack.push(element)
    openCounts.set(element.tag, (openCounts.get(element.tag) ?? 0) + 1)
  }
  const popTo = (length: number) => {
    while (stack.length > length) {
      const tag = stack.pop()!.tag
      openCounts.set(tag, openCounts.get(tag)! - 1)
    }
  }

  const appendText = (text: string) => {
    if (!text) return
    const siblings = current().children
    const last = siblings[siblings.length - 1]
    if (last?.type === 'text') last.text += text
    else siblings.push({ type: 'text', text })
  }

  /**
   * Pops up to and including the nearest open `names` element, unless a `stops` element (or, `scoped`, a
   * SCOPE_TAGS one) is nearer.
   */
  const closeNearest = (names: string[], stops: string[], scoped: boolean) => {
    if (!names.some((name) => openCounts.get(name))) return
    for (let index = stack.length - 1; index > 0; index--) {
      const tag = stack[index].tag
      if (names.includes(tag)) {
        popTo(index)
        return
      }
      if (stops.includes(tag) || (scoped && SCOPE_TAGS.has(tag))) return
    }
  }

  const open = (tag: Tag) => {
    const { name } = tag
    if (CLOSES_P.has(name)) closeNearest(['p'], [], true)
    const implied = IMPLIED_CLOSES[name]
    if (implied) closeNearest(implied.closes, implied.stops, !TABLE_PARTS.has(name))
    const element: HtmlElement = { type: 'element', tag: name, attrs: tag.attrs, children: [] }
    if (stack.length > MAX_DEPTH) {
      // Too deep: the element's content joins its parent instead.
      if (VOID_TAGS.has(name)) current().children.push(element)
      return
    }
    current().children.push(element)
    if (!VOID_TAGS.has(name) && !(tag.selfClosing && FOREIGN_TAGS.has(name))) push(element)
  }

  const close = (name: string) => {
    // `</br>` is a <br>, as in browsers.
    if (name === 'br') open({ name: 'br', attrs: {}, selfClosing: false, end: 0 })
    else if (TABLE_PARTS.has(name)) closeNearest([name], name === 'table' ? [] : ['table'], false)
    else closeNearest([name], [], true)
  }

  // Text runs from `textStart` to the next markup; a `<` that opens nothing stays inside the run, so text full of
  // `<` is one slice, not a piece per `<`.
  let textStart = 0
  const flushText = (end: number) => {
    if (end > textStart) appendText(decodeEntities(html.slice(textStart, end)))
  }
  let pos = 0
  while (pos < html.length) {
    const lt = html.indexOf('<', pos)
    if (lt === -1) break
    const next = html[lt + 1]
    const opensMarkup =
      next === '!' || next === '?' || (next === '/' && lt + 2 < html.length) || isLetter(next)
    if (!opensMarkup) {
      pos = lt + 1 // a stray `<` (or `</` at the very end) is text
      continue
    }
    flushText(lt)

    if (html.startsWith('<!--', lt)) {
      pos = commentEnd(html, lt)
    } else if (
      next === '!' ||
      next === '?' ||
      (next === '/' && !isLetter(html[lt + 2]) && html[lt + 2] !== '>')
    ) {
      // Doctype, CDATA, processing instruction, `</ x>`: a bogus comment up to the next `>`.
      const end = html.indexOf('>', lt + 2)
      pos = end === -1 ? html.length : end + 1
    } else if (next === '/' && html[lt + 2] === '>') {
      pos = lt + 3 // `</>` is ignored
    } else if (next === '/') {
      const tag = readTag(html, lt + 2)
      if (!tag) return root.children // the input ends inside the tag: browsers drop it
      close(tag.name)
      pos = tag.end
    } else {
      const tag = readTag(html, lt + 1)
      if (!tag) return root.children
      pos = tag.end
      if (RAW_TEXT_TAGS.has(tag.name)) {
        // Content up to `</name` (any case) followed by a tag-name end; to the end of the input if unclosed.
        const endTag = new RegExp(`</${tag.name}(?=[\\t\\n\\f\\r />])`, 'gi')
        endTag.lastIndex = pos
        const found = endTag.exec(html)
        const end = found ? found.index : html.length
        const text = html.slice(pos, end)
        current().children.push({
          type: 'element',
          tag: tag.name,
          attrs: tag.attrs,
          children: text ? [{ type: 'text', text }] : [],
        })
        pos = end // the end tag, if any, is read (and ignored) by the next round
      } else {
        open(tag)
      }
    }
    textStart = pos
  }
  flushText(html.length)
  return root.children
}

// ------------------------------------------------------------------------------------------ sanitiser

const ALLOWED = new Set<string>(ALLOWED_TAGS)

// Dropped with their content: scripts and styles, embedded documents and plugins, forms and their controls,
// foreign markup (event handlers, `<use href>`, `<animate>`…), media with fallback text, document metadata.
// prettier-ignore
const DROPPED_TAGS = new Set([
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

const sizeValue = (value: string) => {
  const match = /^\s*(\d{1,4})(px|%)?\s*$/.exec(value)
  return match ? `${Number(match[1])}${match[2] === '%' ? '%' : ''}` : null
}

const spanValue = (value: string) => {
  const match = /^\s*(\d{1,3})\s*$/.exec(value)
  const count = match ? Number(match[1]) : 0
  return count >= 1 && count <= 100 ? String(count) : null
}

const ATTRIBUTE_CHECKS: Partial<Record<SafeAttrName, (value: string) => string | null>> = {
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
 * `value` without the leading and trailing spaces and control characters (U+0000–U+0020) that browsers ignore
 * in a URL. A loop, not `/[\u0000-\u0020]+$/`: that regex retries every run of spaces to the end (quadratic
 * on `x   …   y`).
 */
function trimControls(value: string): string {
  let start = 0
  let end = value.length
  while (start < end && value.charCodeAt(start) <= 0x20) start++
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--
  return value.slice(start, end)
}

/**
 * A link or image address, or null when it is not allowed. `value` is the attribute as the browser would read
 * it (entities decoded); the result is re-escaped on output, so the browser reads exactly what is checked here.
 * - http(s) URLs; `//host/x` → `https://host/x`; in-app paths `/x` (not `//`, not `/\`); `#anchor` (href);
 *   `data:image/(png|jpeg|gif|webp);base64,…` (src).
 * - rejected: every other scheme (javascript:, vbscript:, data:, file:, …), relative paths, and anything with a
 *   control character or `\` inside (browsers drop tabs and newlines in URLs and read `\` as `/`, which is how
 *   `java&#x09;script:` and `/\evil.com` sneak past naive checks).
 */
export function safeUrl(value: string, kind: 'href' | 'src'): string | null {
  const url = trimControls(value)
  // eslint-disable-next-line no-control-regex
  if (!url || /[\u0000-\u001f\u007f\\]/.test(url)) return null
  // Runs of spaces at once: a global replace with ~2^19 matches leaves V8's fast path (~20× slower each).
  const spaced = url.replace(/ +/g, (run) => '%20'.repeat(run.length))
  if (/^https?:\/\/[^/?#]/i.test(spaced)) return spaced.replace(/^https?/i, (scheme) => scheme.toLowerCase())
  if (/^\/\/[^/]/.test(spaced)) return `https:${spaced}`
  if (/^\/(?!\/)/.test(spaced)) return spaced
  if (kind === 'href' && spaced.startsWith('#')) return spaced
  if (kind === 'src' && /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i.test(spaced)) return spaced
  return null
}

// ------------------------------------------------------------------------------------------------- style

const LENGTH = /^(0|\d{1,3}(\.\d{1,3})?(px|pt|em|rem|%))$/
const COLOR =
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

// ---------------------------------------------------------------------------------------------- sanitise

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
      if (attrs.src) output.push(safeElement('img', { ...attrs, style: IMAGE_STYLE }, []))
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

// --------------------------------------------------------------------------------------------- outputs

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

// ----------------------------------------------------------------------------------------------- links

export type LinkTarget =
  /** An address inside the app (`/vod/detail?id=3`), for navigateToAddress. */
  | { kind: 'app'; address: string }
  /** An http(s) page outside the app. */
  | { kind: 'external'; url: string }

const lowerOrigin = (url: string) => url.replace(/^[a-z]+:\/\/[^/?#]*/i, (origin) => origin.toLowerCase())

/**
 * Where a link leads. `appUrl` is the app's own address up to the hash (H5: `https://host/path/#`, from
 * `platform.appUrl('')`; '' in the mini-program), so `https://host/path/#/vod/detail?id=3` stays in the app.
 * - `/vod/detail?id=3` and `#/vod/detail?id=3` → in-app (an unknown path then shows the error page);
 * - other http(s) URLs → external;
 * - `#anchor` or an unsafe address → null (nothing to follow).
 */
export function classifyLink(href: string, appUrl = ''): LinkTarget | null {
  const url = safeUrl(href, 'href')
  if (!url) return null
  if (url.startsWith('#/')) return { kind: 'app', address: url.slice(1) }
  if (url.startsWith('#')) return null
  if (url.startsWith('/')) return { kind: 'app', address: url }
  const prefix = appUrl ? `${lowerOrigin(appUrl)}/` : ''
  if (prefix && lowerOrigin(url).startsWith(prefix))
    return { kind: 'app', address: url.slice(prefix.length - 1) }
  return { kind: 'external', url }
}

// ------------------------------------------------------------------------------------------------ blocks

// prettier-ignore
const BLOCK_TAGS = new Set<string>([
  'p', 'div', 'section', 'article', 'header', 'footer', 'aside', 'nav', 'address', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'blockquote', 'pre', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead',
  'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption',
])

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

function textOf(nodes: readonly SafeNode[]): string {
  let text = ''
  for (const node of nodes) {
    if (node.type === 'text') text += node.text
    else if (node.tag === 'br') text += ' '
    else if (BLOCK_TAGS.has(node.tag)) text += ` ${textOf(node.children)} `
    else text += textOf(node.children)
  }
  return text
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

function firstAlt(nodes: readonly SafeNode[]): string {
  for (const node of nodes) {
    if (node.type !== 'element') continue
    const alt = node.tag === 'img' ? collapse(node.attrs.alt ?? '') : firstAlt(node.children)
    if (alt) return alt
  }
  return ''
}

function collectLinks(nodes: readonly SafeNode[], links: LinkItem[]): LinkItem[] {
  for (const node of nodes) {
    if (node.type !== 'element') continue
    if (node.tag === 'a' && node.attrs.href) {
      const text = collapse(textOf(node.children)) || firstAlt(node.children) || node.attrs.href
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

// -------------------------------------------------------------------------------------------------- text

/**
 * Plain text for previews (a notice in a list): sanitised first (no script or style text), entities decoded,
 * blocks and line breaks as spaces, whitespace collapsed. With `maxLength`, longer text is cut to that many
 * characters including a closing `…`.
 */
export function htmlToText(html: string | null | undefined, maxLength?: number): string {
  const text = collapse(textOf(sanitizeHtml(html)))
  const chars = Array.from(text) // by code point: never half an emoji
  if (maxLength === undefined || chars.length <= maxLength) return text
  if (maxLength <= 1) return maxLength === 1 ? '…' : ''
  return `${chars
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`
}
