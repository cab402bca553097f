/**
 * Server HTML (course descriptions, notices, comments, exam stems and options) → ONE sanitised tree → either an
 * HTML string (H5) or rich-text `nodes` (mini-program). Pure TypeScript: the mini-program has no DOMParser.
 *
 * Safety does not depend on the parser matching a browser: the output is always re-serialised from the allow-listed
 * tree with every text and attribute value escaped, so whatever the parser made of the input, the browser (or
 * WeChat) sees only allowed tags, allowed attributes, checked URLs and checked style declarations.
 *
 * Allow-lists (ALLOWED_TAGS, TAG_ATTRIBUTES, STYLE_RULES in allow-lists.ts):
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
 *
 * One job per file: parse.ts reads the text into a tree (entities.ts decodes character references),
 * allow-lists.ts says what may pass, sanitize.ts keeps only that, serialize.ts writes the result for H5 or the
 * mini-program, plain-text.ts makes previews. The mini-program's blocks and link rules (which block a tap opens,
 * where a link leads) live in components/RichHtml, their only user.
 */
export type { HtmlElement, HtmlNode, HtmlText, SafeElement, SafeNode } from './tree'
export { decodeEntities } from './entities'
export { parseHtml } from './parse'
export {
  ALLOWED_TAGS,
  CLASS_PREFIX,
  IMAGE_STYLE,
  STYLE_RULES,
  TABLE_STYLE,
  TAG_ATTRIBUTES,
  safeUrl,
  sanitizeStyle,
  type SafeAttrName,
  type SafeTag,
} from './allow-lists'
export { sanitizeHtml } from './sanitize'
export { underPageHeading } from './headings'
export {
  toHtmlString,
  toRichTextNodes,
  type RichTextElementNode,
  type RichTextNode,
  type RichTextTextNode,
} from './serialize'
export { BLOCK_TAGS, collapseWhitespace, htmlToText, textOf } from './plain-text'
