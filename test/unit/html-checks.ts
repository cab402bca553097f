/**
 * What "safe" means for the two outputs of src/utils/html/, checked without trusting its own parser or
 * allow-list code: the H5 string is read back by jsdom's HTML parser (as a browser would), the mini-program nodes
 * are walked as WeChat would. Used by the vector and property tests.
 */
import { ALLOWED_TAGS, sanitizeHtml, toHtmlString, toRichTextNodes, type RichTextNode } from '@/utils/html'

/** Attributes the H5 string may carry (ours: class; the server's: the allow-list). */
export const H5_ATTRIBUTES = new Set(['class', 'style', 'href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start']) // prettier-ignore
/** The mini-program's rich-text nodes: no link address (WeChat cannot follow one), no title. */
export const NODE_ATTRIBUTES = new Set(['class', 'style', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start']) // prettier-ignore
/** Names the nodes may use: the allowed tags, figure and figcaption drawn as div. */
const NODE_NAMES = new Set<string>([...ALLOWED_TAGS, 'div'])
/** Style properties that may appear: the kept ones and those we add to images and tables. */
const STYLE_PROPERTIES = new Set(['color', 'background-color', 'text-align', 'font-weight', 'font-style', 'text-decoration', 'text-decoration-line', 'font-size', 'line-height', 'text-indent', 'max-width', 'height', 'display', 'overflow-x']) // prettier-ignore
/** Anything in a style that loads, runs, reads or computes something, or hides what it says. */
const STYLE_DANGER =
  /url|image-set|expression|javascript|vbscript|@import|\\|var\s*\(|env\s*\(|attr\s*\(|calc\s*\(|position|behavior|binding|\/\*|[<>&{}]/i
/** Every whitespace, control, format or separator character a browser or a naive filter might skip. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g
const SCRIPT_SCHEME = /^(javascript|vbscript|livescript|mocha|data|file|blob|filesystem|jar|mhtml|ms-its):/
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i

/** The problems with one URL attribute (`value` as the browser reads it: entities already decoded). */
function urlProblems(where: string, name: string, value: string, tag: string): string[] {
  const squeezed = value.replace(INVISIBLE, '').toLowerCase()
  if (tag === 'img' && name === 'src' && SAFE_DATA_IMAGE.test(value)) return []
  const problems: string[] = []
  if (SCRIPT_SCHEME.test(squeezed)) problems.push(`${where}: script-capable ${name}=${JSON.stringify(value)}`)
  // The browser's URL parser has the last word (it drops tabs and newlines and reads `\` as `/`).
  // An address it cannot parse (`https://<p>host`) loads nothing and runs nothing.
  let protocol = ''
  try {
    protocol = new URL(value, 'https://app.test/').protocol
  } catch {
    protocol = ''
  }
  if (protocol && protocol !== 'https:' && protocol !== 'http:')
    problems.push(`${where}: ${protocol} in ${name}=${JSON.stringify(value)}`)
  return problems
}

function styleProblems(where: string, style: string): string[] {
  const problems = STYLE_DANGER.test(style) ? [`${where}: style ${JSON.stringify(style)}`] : []
  for (const declaration of style.split(';').filter((part) => part.trim())) {
    const property = declaration.split(':')[0].trim().toLowerCase()
    if (!STYLE_PROPERTIES.has(property)) problems.push(`${where}: style property ${property}`)
  }
  return problems
}

function attributeProblems(where: string, tag: string, name: string, value: string, allowed: Set<string>) {
  const problems: string[] = []
  if (!allowed.has(name)) problems.push(`${where}: attribute ${name}=${JSON.stringify(value)}`)
  if (/^on/i.test(name)) problems.push(`${where}: event handler ${name}`)
  if (name === 'href' || name === 'src') problems.push(...urlProblems(where, name, value, tag))
  if (name === 'style') problems.push(...styleProblems(where, value))
  return problems
}

/** What a browser builds from the H5 string: every element, attribute, URL and style, checked. */
export function h5Problems(html: string): string[] {
  // DOMParser never runs scripts; `<body>` first so nothing can land in <head>.
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html')
  const problems: string[] = []
  if (doc.head.childNodes.length) problems.push(`H5: something reached <head>: ${doc.head.innerHTML}`)
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase()
    const where = `H5 <${tag}>`
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`${where}: foreign namespace`)
    if (!(ALLOWED_TAGS as readonly string[]).includes(tag))
      problems.push(`${where}: tag outside the allow-list`)
    for (const { name, value } of Array.from(element.attributes))
      problems.push(...attributeProblems(where, tag, name, value, H5_ATTRIBUTES))
  }
  return problems
}

/** The mini-program nodes: names, attributes, addresses and styles, checked. */
export function nodeProblems(nodes: readonly RichTextNode[]): string[] {
  const problems: string[] = []
  for (const node of nodes) {
    if ('type' in node) {
      if (node.type !== 'text' || typeof node.text !== 'string' || Object.keys(node).length !== 2)
        problems.push(`nodes: odd text node ${JSON.stringify(node)}`)
      continue
    }
    const where = `nodes <${node.name}>`
    if (!NODE_NAMES.has(node.name)) problems.push(`${where}: name outside the allow-list`)
    for (const [name, value] of Object.entries(node.attrs))
      problems.push(...attributeProblems(where, node.name, name, value, NODE_ATTRIBUTES))
    problems.push(...nodeProblems(node.children))
  }
  return problems
}

/** Both outputs of one server fragment, checked; [] when both are safe. */
export function outputProblems(html: string): string[] {
  const tree = sanitizeHtml(html)
  return [...h5Problems(toHtmlString(tree)), ...nodeProblems(toRichTextNodes(tree))]
}

/** Both outputs of a fragment. */
export function outputsOf(html: string): { h5: string; nodes: RichTextNode[] } {
  const tree = sanitizeHtml(html)
  return { h5: toHtmlString(tree), nodes: toRichTextNodes(tree) }
}

/** Every attribute name anywhere in the nodes. */
export function nodeAttributeNames(nodes: readonly RichTextNode[]): string[] {
  return nodes.flatMap((node) =>
    'type' in node ? [] : [...Object.keys(node.attrs), ...nodeAttributeNames(node.children)]
  )
}

/** Every element name anywhere in the nodes. */
export function nodeNames(nodes: readonly RichTextNode[]): string[] {
  return nodes.flatMap((node) => ('type' in node ? [] : [node.name, ...nodeNames(node.children)]))
}
