import { palette } from '@/theme'
import { TILE, WATERMARK } from './geometry'

/**
 * The H5 watermark as a picture: one SVG tile of the pattern (the lines centred and turned −35°), repeated by CSS.
 * A picture rather than text because the watermark is incidental (WCAG 1.4.3 exempts it) and hidden from assistive
 * technology, yet contrast checkers (axe, Lighthouse) count text even under aria-hidden.
 *
 * The lines are server text (the nickname): they are XML-escaped into the SVG, and the SVG is percent-encoded into
 * a double-quoted CSS `url("…")` set through the style object, so no character can end the text, the attribute,
 * the data URL or the CSS string.
 */

const XML_ENTITIES: Partial<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Characters XML 1.0 allows. The others (C0 controls but tab/newline/return, U+FFFE/FFFF, a lone surrogate) would
 * stop the SVG from parsing and the watermark would vanish; encodeURIComponent also throws on a lone surrogate. */
const isXmlChar = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0
  return (
    char === '\t' ||
    char === '\n' ||
    char === '\r' ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  )
}

/** Text for an SVG text node: markup characters as entities, characters XML cannot hold dropped. */
export function xmlText(value: string): string {
  let text = ''
  // By code point: a surrogate pair is one character, a lone surrogate comes alone (and is dropped).
  for (const char of value) {
    if (isXmlChar(char)) text += XML_ENTITIES[char] ?? char
  }
  return text
}

const FONT =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif"
const LINE_HEIGHT = 1.3

/** The SVG markup of one tile. */
export function watermarkSvg(lines: string[], colour: string = palette.watermark): string {
  const centreX = TILE.width / 2
  const centreY = TILE.height / 2
  // The block of lines is centred on the tile: the first baseline half the block above the middle, plus 0.35em
  // (from a baseline to the middle of its line).
  const firstDy = Number((((1 - lines.length) * LINE_HEIGHT) / 2 + 0.35).toFixed(3))
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${centreX}" dy="${index === 0 ? firstDy : LINE_HEIGHT}em">${xmlText(line.replace(/[\t\n\r]+/g, ' '))}</tspan>`
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}">` +
    `<text x="${centreX}" y="${centreY}" transform="rotate(${WATERMARK.rotate} ${centreX} ${centreY})" ` +
    `font-family="${FONT}" font-size="${WATERMARK.fontSize}" fill="${colour}" text-anchor="middle">${spans}</text></svg>`
  )
}

/** Percent-encoding of everything but letters, digits and `-_.~` (encodeURIComponent leaves `!'()*` as they are,
 * which some CSS parsers refuse inside a url()). */
const percentEncoded = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** The CSS `background-image` value that draws the tile. */
export function watermarkBackground(lines: string[]): string {
  return `url("data:image/svg+xml,${percentEncoded(watermarkSvg(lines))}")`
}

/** The watermark layer's style: the tile, repeated by its class. */
export function watermarkStyle(lines: string[]): { backgroundImage: string; backgroundSize: string } {
  return { backgroundImage: watermarkBackground(lines), backgroundSize: `${TILE.width}px ${TILE.height}px` }
}
