/** Server HTML text → a tree of whatever it holds. Nothing is checked here: sanitize.ts decides what stays. */
import { decodeEntities } from './entities'
import type { HtmlElement, HtmlNode } from './tree'

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

/** Deeper nesting is flattened: keeps the recursive walks (sanitize, serialize) far from the stack limit. */
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
