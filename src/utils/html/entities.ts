/** HTML character references, decoded as browsers decode them (the parser's text and attribute values). */

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
