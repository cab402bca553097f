/**
 * src/utils/html/ under random and mutated HTML (fast-check): whatever the server sends, neither output holds
 * an event handler, a script-capable address (after entity decoding and with every invisible character
 * removed), a style that loads or computes, or a tag outside the allow-list; the sanitiser never throws; its
 * output is a fixed point (sanitising it again changes nothing, so no parser differential is left to exploit).
 *
 * The HTML comes from a grammar of dangerous pieces (tags, attributes, handlers, obfuscated schemes, styles,
 * comments, CDATA, broken quotes, nesting), and from mutations of it and of known vectors (pieces inserted,
 * cut, doubled, re-cased). The file's seed is printed (test/unit/random-seed.ts); TEST_SEED=<seed> replays it.
 */
import fc from 'fast-check'
import { testSeed } from './random-seed'
import { outputProblems } from './html-checks'
import { htmlToText, sanitizeHtml, toHtmlString, toRichTextNodes } from '@/utils/html'
import { splitBlocks } from '@/components/RichHtml/blocks'

const seed = testSeed()
const clean = (html: string) => toHtmlString(sanitizeHtml(html))

/** `text` with each letter's case flipped by the bits of `flips`. */
const recased = (text: string, flips: number) =>
  Array.from(text, (char, index) => ((flips >> (index % 31)) & 1 ? char.toUpperCase() : char)).join('')
const anyCase = (texts: readonly string[]) =>
  fc.tuple(fc.constantFrom(...texts), fc.integer()).map(([text, flips]) => recased(text, flips))

/** Characters and entities that browsers or naive filters skip, drop or decode inside a URL. */
// prettier-ignore
const NOISE = [
  '', ' ', '\t', '\n', '\r', '\f', '\v', '\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u00a0', '\u00ad',
  '\u200b', '\u200d', '\u2028', '\u2029', '\u3000', '\ufeff', '&#x09;', '&#9;', '&Tab;', '&NewLine;', '&#10;',
  '&#x0A;', '&#13;', '&#0;', '&#x00;', '&#xfeff;', '&nbsp;', '&#160;', '&#x2028;', '\\', '/**/', '%09', '&',
]

// prettier-ignore
const SCHEMES = [
  'javascript:', 'vbscript:', 'livescript:', 'data:text/html,', 'data:text/html;base64,', 'data:image/svg+xml;base64,',
  'data:image/svg+xml,', 'data:image/png;base64,', 'data:,', 'javascript&colon;', 'javascript&#58;', 'javascript&#x3a;',
  'file:', 'blob:', 'https://ok.example/', 'http://ok.example/', '//ok.example/', '/vod/detail?id=', '#', '', 'x:',
]

// prettier-ignore
const PAYLOADS = [
  'alert(1)', 'alert`1`', '%61lert(1)', 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'iVBORw0KGgo=', '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>', "'-alert(1)-'", '', 'a.png', '\\evil.example',
]

/** One character as a numeric entity, padded or not, with or without its `;`. */
const entityOf = (char: string, style: number) => {
  const code = char.codePointAt(0)!
  const body = style & 1 ? `#x${code.toString(16)}` : `#${code}`
  const padded = style & 2 ? body.replace('#', '#000') : body
  return `&${padded}${style & 4 ? '' : ';'}`
}

/** Mostly nothing, so that some addresses arrive clean and reach the outputs. */
const noise = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  { arbitrary: fc.constantFrom(...NOISE), weight: 2 }
)

/** A scheme disguised: re-cased, some letters as entities (or none), noise inserted. */
const disguisedScheme = fc
  .tuple(
    anyCase(SCHEMES),
    fc.array(fc.tuple(fc.nat(), noise), { maxLength: 3 }),
    fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, { arbitrary: fc.integer(), weight: 1 })
  )
  .map(([scheme, inserts, encodeBits]) => {
    let chars = Array.from(scheme).map((char, index) =>
      (encodeBits >> (index % 31)) & 1 && /[a-z:]/i.test(char) ? entityOf(char, encodeBits >> 8) : char
    )
    for (const [at, inserted] of inserts) chars = [...chars.slice(0, at % (chars.length + 1)), inserted, ...chars.slice(at % (chars.length + 1))] // prettier-ignore
    return chars.join('')
  })

const urlValue = fc
  .tuple(noise, disguisedScheme, fc.constantFrom(...PAYLOADS), noise)
  .map((parts) => parts.join(''))

// prettier-ignore
const DECLARATIONS = [
  'color:red', 'font-size:16px', 'text-align:center', 'position:fixed', 'background:url(javascript:alert(1))',
  'background:&#117;rl(x)', 'background:&#x75;rl(x)', 'background:\\75 rl(x)', 'background:u/**/rl(x)',
  'width:expression(alert(1))', 'width:expr/**/ession(alert(1))', 'background-image:image-set("x" 1x)',
  'background-image:-webkit-image-set(url(x) 1x)', 'color:env(x)', 'color:attr(x)', 'font-size:calc(1px + 1vw)',
  'color:var(--x)', '-moz-binding:url(x)', 'behavior:url(x.htc)', '@import "x.css"', '}', '{', '</style>', '<', '>',
  'color:red!important', 'color:&#114;ed', 'color:red&#59;background:url(x)', 'top:0', 'z-index:9', '',
]

const styleValue = fc
  .array(fc.tuple(anyCase(DECLARATIONS), fc.constantFrom(';', ' ; ', ';\n', '&#59;', ',', '')), {
    maxLength: 4,
  })
  .map((parts) => parts.map(([declaration, separator]) => declaration + separator).join(''))

// prettier-ignore
const HANDLER_CODE = ['alert(1)', 'javascript:alert(1)', '&#97;lert(1)', 'window.__xss=1', '', '"', "'"]

// prettier-ignore
const ATTRIBUTE_NAMES = [
  'href', 'src', 'srcset', 'style', 'onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'onbegin', 'ontoggle',
  'onanimationstart', 'formaction', 'action', 'xlink:href', 'background', 'poster', 'data', 'dynsrc', 'lowsrc',
  'name', 'id', 'class', 'title', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start', 'srcdoc', 'autofocus',
  'is', 'color', 'face', 'target', 'sizes', 'type', 'values', 'attributename', 'to', 'from', 'xmlns', '/onerror',
  '"onerror', "'onload", 'on', 'x', '__proto__', 'constructor', '=onerror', 'on error',
]

const attribute = fc
  .tuple(
    fc.oneof(
      { arbitrary: anyCase(['href', 'src', 'style']), weight: 3 },
      { arbitrary: anyCase(ATTRIBUTE_NAMES), weight: 2 }
    ),
    fc.oneof(
      { arbitrary: urlValue, weight: 3 },
      { arbitrary: styleValue, weight: 2 },
      { arbitrary: fc.constantFrom(...HANDLER_CODE), weight: 1 },
      { arbitrary: fc.string({ maxLength: 8 }), weight: 1 }
    ),
    fc.oneof(
      { arbitrary: fc.constantFrom('"', "'", ''), weight: 8 },
      { arbitrary: fc.constantFrom('`', 'open"', "open'"), weight: 1 }
    ),
    fc.constantFrom(' ', '/', '\n', '\t', '', ' / ', '\u00a0', '\f')
  )
  .map(([name, value, quote, separator]) => {
    if (quote.startsWith('open')) return `${separator}${name}=${quote.slice(4)}${value}` // never closed
    return `${separator}${name}=${quote}${value}${quote}`
  })

// prettier-ignore
const TAGS = [
  'p', 'div', 'span', 'b', 'a', 'img', 'table', 'tr', 'td', 'th', 'tbody', 'li', 'ul', 'ol', 'pre', 'code', 'font',
  'center', 'strike', 'figure', 'h1', 'br', 'hr', 'script', 'style', 'svg', 'math', 'iframe', 'object', 'embed',
  'form', 'input', 'button', 'select', 'option', 'textarea', 'title', 'xmp', 'noscript', 'noembed', 'plaintext',
  'template', 'picture', 'source', 'video', 'audio', 'base', 'meta', 'link', 'details', 'summary', 'marquee', 'body',
  'html', 'head', 'frameset', 'foreignobject', 'animate', 'set', 'use', 'mtext', 'mglyph', 'annotation-xml',
  'x-custom', 'o:p', 'image', 'isindex', 'keygen', 'applet', 'portal', 'slot', 'dialog',
]

// prettier-ignore
const TEXTS = [
  'text', '中文', '&lt;', '&amp;', '&', '<', '>', '"', "'", '=', '&#60;script&#62;alert(1)&#60;/script&#62;', ' ',
  '\u0000', '<3', 'a<b', '</', '<!', '<?', '&lt;img src=x onerror=alert(1)&gt;', '\\', '`', '&#x3C;', '&#0;',
]

// prettier-ignore
const MARKUP_BITS = [
  '<!--', '-->', '<!-- x -->', '<!-->', '<!--->', '--!>', '<!--!>', '<!---->', '<![CDATA[', ']]>', '<?xml x?>',
  '<!DOCTYPE html>', '<!x>', '</>', '</ x>', '<//>', '<a/>', '<svg/>', '<math/>', '<img/', '<a href=', '"', "'",
  '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '<script>alert(1)</script>', '<style>*{}</style>',
]

const tagName = fc.oneof(
  { arbitrary: anyCase(['a', 'img', 'p', 'span', 'td', 'font']), weight: 2 },
  { arbitrary: anyCase(TAGS), weight: 1 }
)

const openTag = fc
  .tuple(tagName, fc.array(attribute, { maxLength: 4 }), fc.constantFrom('', '/', ' /'))
  .map(([tag, attributes, end]) => `<${tag}${attributes.join('')}${end}>`)

const closeTag = fc.tuple(tagName, fc.constantFrom('', ' x', ' onclick=alert(1)', '\n')).map(([tag, junk]) => `</${tag}${junk}>`) // prettier-ignore

/** Fragments: leaves, and elements, comments and CDATA with fragments inside (nesting). */
const { fragment } = fc.letrec((tie) => ({
  fragment: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    // First the leaf, as fast-check shrinks towards it. Elements weigh most: comments, raw text and broken
    // quotes swallow what follows, and the interesting cases are those where something reaches the outputs.
    { arbitrary: fc.constantFrom(...TEXTS), weight: 2 },
    { arbitrary: fc.constantFrom(...MARKUP_BITS), weight: 1 },
    { arbitrary: openTag, weight: 3 },
    { arbitrary: closeTag, weight: 1 },
    {
      arbitrary: fc
        .tuple(openTag, fc.array(tie('fragment'), { maxLength: 4 }), closeTag)
        .map((parts) => parts.flat().join('')),
      weight: 4,
    },
    { arbitrary: fc.array(tie('fragment'), { maxLength: 4 }).map((inner) => `<!--${inner.join('')}-->`), weight: 1 }, // prettier-ignore
    { arbitrary: fc.array(tie('fragment'), { maxLength: 3 }).map((inner) => `<![CDATA[${inner.join('')}]]>`), weight: 1 } // prettier-ignore
  ),
}))

const document = fc.array(fragment, { maxLength: 8 }).map((fragments) => fragments.join(''))

// Known vectors to mutate (the XSS battery of html.test.ts has the full list).
// prettier-ignore
const SEEDS = [
  '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<p style="background:&#117;rl(javascript:alert(1))">x</p>', '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<img srcset="javascript:alert(1) 1x" src="https://cdn.example/a.png">', '<form name=cookie><input name=cookie></form>',
  '<a href="\u00a0javascript:alert(1)">x</a>', '<a href="java\u2028script:alert(1)">x</a>', '<!--<img src=x onerror=alert(1)>-->',
  '<table><tr><td><p>x<div>y</div></td></tr></table>', '<IMG SRC=`javascript:alert(1)`>', '<a href=https://ok.example title=x>ok</a>',
  '<img name=cookie id=cookie src="https://cdn.example/a.png" onerror=alert(1)>', '<a id=x name=y href="https://ok.example">x</a>',
  '<p style="color:red;background:url(javascript:alert(1))">x</p>', '<img src="data:image/png;base64,iVBORw0KGgo=" alt=x>',
]

type Mutation = { at: number; length: number; kind: 'insert' | 'cut' | 'double' | 'recase'; piece: string }

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  length: fc.nat({ max: 12 }),
  kind: fc.constantFrom('insert', 'cut', 'double', 'recase'),
  piece: fc.oneof(fragment, fc.constantFrom(...NOISE), fc.constantFrom('<', '>', '"', "'", '=', '/', ' ', ';', '&', '-', '!')), // prettier-ignore
})

function mutate(html: string, { at, length, kind, piece }: Mutation): string {
  const start = at % (html.length + 1)
  const end = Math.min(html.length, start + length)
  if (kind === 'insert') return html.slice(0, start) + piece + html.slice(start)
  if (kind === 'cut') return html.slice(0, start) + html.slice(end)
  if (kind === 'double') return html.slice(0, end) + html.slice(start)
  return html.slice(0, start) + recased(html.slice(start, end).toLowerCase(), at) + html.slice(end)
}

const mutated = fc
  .tuple(fc.oneof(document, fc.constantFrom(...SEEDS)), fc.array(mutation, { minLength: 1, maxLength: 6 }))
  .map(([html, mutations]) => mutations.reduce(mutate, html))

/** The problems of both outputs, plus a fixed-point check; [] when all is well. */
function problemsOf(html: string): string[] {
  const problems = outputProblems(html)
  const once = clean(html)
  if (clean(once) !== once)
    problems.push(`not a fixed point: ${JSON.stringify(once)} → ${JSON.stringify(clean(once))}`)
  return problems
}

describe('sanitiser properties (fast-check)', () => {
  it.each([
    ['HTML from the grammar of dangerous pieces', document],
    ['mutated HTML and mutated known vectors', mutated],
  ])('%s: both outputs safe', (_name, html) => {
    fc.assert(
      fc.property(html, (input) => {
        expect({ input, problems: problemsOf(input) }).toEqual({ input, problems: [] })
      }),
      { numRuns: 600, seed }
    )
    // Not vacuous: the inputs do reach the outputs (a sanitiser that dropped everything would pass the above).
    // Counted on a fixed sample: the grammar keeps a safe address about 5 times in 600 inputs, so a random
    // run of 600 found none now and then (CI saw it once) although the sanitiser had not changed.
    const sample = fc.sample(html, { numRuns: 2000, seed: 1 }).map(clean)
    expect(sample.filter((output) => output.includes('<')).length).toBeGreaterThan(300)
    expect(sample.filter((output) => /<(a|img) [^>]*(href|src)=/.test(output)).length).toBeGreaterThan(5)
  })

  it('never throws, on any string at all', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.string({ unit: fc.constantFrom('<', '>', '/', '!', '-', '&', '#', ';', '"', "'", '=', 'a', 'p', ' ', '\u0000'), maxLength: 400 }) // prettier-ignore
    )
    fc.assert(
      fc.property(anyText, (html) => {
        const tree = sanitizeHtml(html)
        toHtmlString(tree)
        toRichTextNodes(tree)
        splitBlocks(tree)
        htmlToText(html, 20)
      }),
      { numRuns: 1000, seed }
    )
  })
})
