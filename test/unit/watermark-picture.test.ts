/**
 * The H5 watermark is a picture of the learner's name and mobile. The name is server text: whatever it holds, the
 * picture shows it as written, and nothing in it can end the SVG text, the data URL or the CSS string it sits in.
 */
import { watermarkBackground, watermarkSvg, xmlText } from '@/components/Watermark/picture'
import { palette } from '@/theme'

const HOSTILE = [
  '</text><script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'); background: url(javascript:alert(1)); ('",
  '") , url("https://evil.example/x.png',
  'a\\") ; x',
  '&amp; &lt;b&gt; & <![CDATA[ ]]> <!-- -->',
  'line\nbreak\r\ttab',
  '%22%29 %3C',
  '学员小王-1',
  '🙂 emoji-2',
]

/** The data URL's SVG, read back as a browser reads it. */
function parsed(background: string): Document {
  const match = /^url\("data:image\/svg\+xml,([A-Za-z0-9%_.~-]*)"\)$/.exec(background)
  if (!match) throw new Error(`not one quoted data URL: ${background}`)
  return new DOMParser().parseFromString(decodeURIComponent(match[1]), 'image/svg+xml')
}

const shownLines = (doc: Document) => [...doc.querySelectorAll('tspan')].map((span) => span.textContent)

it('shows the lines as written, one per line, in the watermark colour, turned −35°, font 20', () => {
  const doc = parsed(watermarkBackground(['学员小王-1', '13800138000']))
  expect(doc.querySelector('parsererror')).toBeNull()
  expect(shownLines(doc)).toEqual(['学员小王-1', '13800138000'])
  const text = doc.querySelector('text')
  expect(text?.getAttribute('fill')).toBe(palette.watermark)
  expect(text?.getAttribute('font-size')).toBe('20')
  expect(text?.getAttribute('transform')).toMatch(/^rotate\(-35 /)
})

it.each(HOSTILE)('a name like %j stays text: one svg, one text, the name as written', (name) => {
  const background = watermarkBackground([name, '13800138000'])
  const doc = parsed(background)
  expect(doc.querySelector('parsererror')).toBeNull()
  expect([...doc.querySelectorAll('*')].map((element) => element.localName)).toEqual([
    'svg',
    'text',
    'tspan',
    'tspan',
  ])
  // Every attribute is one the picture sets itself: no handler, no link.
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect([
        'xmlns',
        'width',
        'height',
        'x',
        'y',
        'dy',
        'transform',
        'font-family',
        'font-size',
        'fill',
        'text-anchor',
      ]).toContain(attribute)
    }
  }
  expect(shownLines(doc)).toEqual([name.replace(/[\t\n\r]+/g, ' '), '13800138000'])
})

it('drops what XML cannot hold (control characters, a lone surrogate) instead of breaking the picture', () => {
  const name = 'a\u0000b\u0008c\u001Fd\uD800e\uDC00f\uFFFEg'
  expect(xmlText(name)).toBe('abcdefg')
  expect(() => watermarkBackground([name])).not.toThrow()
  expect(shownLines(parsed(watermarkBackground([name])))).toEqual(['abcdefg'])
  expect(xmlText('🙂')).toBe('🙂')
})

it('escapes the five markup characters of XML', () => {
  expect(xmlText(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
})

it('centres the block of lines on the tile, whatever their count', () => {
  for (const lines of [['one'], ['one', 'two'], ['one', 'two', 'three']]) {
    const dys = [...parsed(watermarkBackground(lines)).querySelectorAll('tspan')].map((span) =>
      parseFloat(span.getAttribute('dy') ?? '')
    )
    // From the first baseline down to the middle of the block: the same 0.35em below the tile's middle.
    const first = dys[0]
    const lineHeight = dys[1] ?? 0
    expect(first + ((lines.length - 1) * lineHeight) / 2).toBeCloseTo(0.35, 3)
  }
  expect(watermarkSvg(['one'])).toMatch(/^<svg /)
})
