/**
 * The server-HTML sanitiser's public surface, pinned byte for byte: a hostile corpus (the XSS battery of
 * html.test.ts plus parser, allow-list and block shapes) and, for each input, the exact H5 string, rich-text
 * nodes, preview text, mini-program blocks and link targets it gave when the sanitiser was one file
 * (test/unit/html-surface.json, recorded from that code). The other html tests check that the output is safe;
 * this one checks that it did not change. A difference here is a change in security behaviour: review it as one.
 */
import { htmlToText, sanitizeHtml, toHtmlString, toRichTextNodes, type RichTextNode } from '@/utils/html'
import * as html from '@/utils/html'
import { splitBlocks } from '@/components/RichHtml/blocks'
import { classifyLink } from '@/components/RichHtml/link-target'
import corpus from './html-surface.json'

interface SurfaceCase {
  name: string
  html: string
  htmlString: string
  richText: RichTextNode[]
  text: string
  /** htmlToText(html, max) for max = 0, 1, 2 and 8. */
  preview: string[]
  blocks: { html: string; links: { text: string; href: string; target: unknown }[] }[]
}

const CASES = corpus as SurfaceCase[]
/** The H5 app served at https://app.test/path/ (what `platform.appUrl('')` gives there). */
const APP_URL = 'https://app.test/path/#'

it('the corpus covers the XSS battery and the parser shapes', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(100)
  expect(new Set(CASES.map((item) => item.name)).size).toBe(CASES.length)
})

describe.each(CASES.map((item) => [item.name, item] as const))('%s', (_name, item) => {
  const tree = sanitizeHtml(item.html)

  it('gives the same H5 string and rich-text nodes', () => {
    expect(toHtmlString(tree)).toBe(item.htmlString)
    expect(toRichTextNodes(tree)).toEqual(item.richText)
  })

  it('gives the same preview text', () => {
    expect(htmlToText(item.html)).toBe(item.text)
    expect([0, 1, 2, 8].map((max) => htmlToText(item.html, max))).toEqual(item.preview)
  })

  it('gives the same mini-program blocks and link targets', () => {
    const blocks = splitBlocks(tree).map((block) => ({
      html: toHtmlString(block.nodes),
      links: block.links.map((link) => ({ ...link, target: classifyLink(link.href, APP_URL) })),
    }))
    expect(blocks).toEqual(item.blocks)
  })
})

it('draws nothing for a missing value', () => {
  expect(sanitizeHtml(null)).toEqual([])
  expect(sanitizeHtml(undefined)).toEqual([])
  expect(htmlToText(null)).toBe('')
})

it('utils/html exports the sanitiser’s public API and nothing of the mini-program’s blocks or links', () => {
  expect(Object.keys(html).sort()).toEqual([
    'ALLOWED_TAGS',
    'BLOCK_TAGS',
    'CLASS_PREFIX',
    'IMAGE_STYLE',
    'STYLE_RULES',
    'TABLE_STYLE',
    'TAG_ATTRIBUTES',
    'collapseWhitespace',
    'decodeEntities',
    'htmlToText',
    'parseHtml',
    'safeUrl',
    'sanitizeHtml',
    'sanitizeStyle',
    'textOf',
    'toHtmlString',
    'toRichTextNodes',
    'underPageHeading',
  ])
})
