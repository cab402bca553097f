/**
 * src/utils/html/: the vectors issue #17 names, each checked in BOTH outputs (the H5 string as jsdom reads it,
 * and the mini-program nodes). Besides the generic checks of html-checks.ts, each names what a learner would
 * otherwise get: an image that loads from elsewhere, a link that runs script, a style that loads or computes,
 * a page global that server HTML can overwrite.
 */
import { outputProblems, outputsOf, nodeAttributeNames, nodeNames } from './html-checks'
import { sanitizeStyle } from '@/utils/html'

const CDN_IMAGE = 'https://cdn.example/a.png'

/** The H5 output as a browser reads it. */
function h5(html: string): HTMLElement {
  const box = document.createElement('div')
  box.innerHTML = outputsOf(html).h5
  return box
}

describe('srcset and <picture><source>', () => {
  it.each([
    ['img srcset with a script address', `<img src="${CDN_IMAGE}" srcset="javascript:alert(1) 1x, https://evil.example/t.png 2x">`], // prettier-ignore
    ['img srcset only', '<img srcset="https://evil.example/t.png 1x">'],
    [
      'img sizes and srcset',
      `<img src="${CDN_IMAGE}" sizes="100vw" srcset="https://evil.example/t.png 800w">`,
    ],
    ['picture sources', `<picture><source srcset="javascript:alert(1)"><source media="(min-width:1px)" srcset="https://evil.example/t.png" type="image/png"><img src="${CDN_IMAGE}"></picture>`], // prettier-ignore
    ['picture source with src and onerror', '<picture><source src="https://evil.example/t.png" onerror="alert(1)"></picture>'], // prettier-ignore
    ['video source', '<video><source srcset="https://evil.example/t.png" src="javascript:alert(1)"></video>'],
  ])('%s: no srcset and no source in either output', (_name, html) => {
    const { h5: string, nodes } = outputsOf(html)
    expect(outputProblems(html)).toEqual([])
    expect(h5(html).querySelectorAll('[srcset], [sizes], source, picture, video')).toHaveLength(0)
    expect(string).not.toMatch(/srcset|evil\.example/i)
    expect(nodeAttributeNames(nodes)).not.toContain('srcset')
    expect(nodeNames(nodes)).not.toEqual(expect.arrayContaining(['source']))
    expect(nodeNames(nodes)).not.toContain('picture')
  })

  it('the picture’s own image stays, loading from its src only', () => {
    const html = `<picture><source srcset="https://evil.example/t.png"><img src="${CDN_IMAGE}" alt="图"></picture>`
    const images = h5(html).querySelectorAll('img')
    expect(Array.from(images).map((image) => image.getAttribute('src'))).toEqual([CDN_IMAGE])
    expect(outputsOf(html).nodes).toEqual([
      expect.objectContaining({ name: 'img', attrs: expect.objectContaining({ src: CDN_IMAGE, alt: '图' }) }),
    ])
  })
})

describe('xlink:href', () => {
  it.each([
    ['on a link without href', '<a xlink:href="javascript:alert(1)">点我</a>'],
    ['on a link with a safe href', '<a href="https://ok.example" xlink:href="javascript:alert(1)">点我</a>'],
    ['namespaced with another prefix', '<a XLink:HREF="javascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink">点我</a>'], // prettier-ignore
    ['on an image', `<img src="${CDN_IMAGE}" xlink:href="javascript:alert(1)">`],
    ['on an image without src', '<img xlink:href="https://evil.example/t.png">'],
    ['on a paragraph', '<p xlink:href="javascript:alert(1)" xlink:type="simple">点我</p>'],
    ['inside svg', '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">点我</text></a></svg>'],
    ['inside svg, unclosed', '<svg><a xlink:href="javascript:alert(1)"><rect width="100" height="100"/>'],
    ['svg use', '<svg><use xlink:href="data:image/svg+xml;base64,PHN2Zz4=#x"/></svg>'],
    [
      'inside math',
      '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">点我</maction></math>',
    ],
    ['math href', '<math href="javascript:alert(1)"><mtext>点我</mtext></math>'],
  ])('%s: no xlink attribute and no script address in either output', (_name, html) => {
    const { h5: string, nodes } = outputsOf(html)
    expect(outputProblems(html)).toEqual([])
    expect(string).not.toMatch(/xlink|javascript|data:/i)
    expect(nodeAttributeNames(nodes).filter((name) => /xlink|href/.test(name))).toEqual([])
  })

  it('a link keeps only its checked href; an svg link is gone with its svg', () => {
    const link = h5('<a href="https://ok.example" xlink:href="javascript:alert(1)">点我</a>').querySelector(
      'a'
    )!
    expect(link.getAttributeNames().sort()).toEqual(['class', 'href'])
    expect(link.getAttribute('href')).toBe('https://ok.example')
    expect(
      h5('<p>前<svg><a xlink:href="javascript:alert(1)"><text>点我</text></a></svg>后</p>').innerHTML
    ).toBe('<p class="rich-html__p">前后</p>')
  })
})

describe('CSS functions in style', () => {
  // Kept declarations must be plain values: a function that loads (image-set), reads the page or device
  // (attr, env, var) or computes (calc) is no colour or length of ours. calc() of lengths would be harmless,
  // but no value rule accepts it and it can carry var()/env()/attr() inside, so a style holding any of them is
  // dropped whole, with the harmless declarations next to it.
  it.each([
    'color: red; background-image: image-set("https://evil.example/t.png" 1x)',
    'color: red; background-image: -webkit-image-set(url(https://evil.example/t.png) 1x)',
    'color: red; background-image: -webkit-image-set("https://evil.example/t.png" 1x)',
    'color: red; content: image-set("t.png" 1x)',
    'color: env(safe-area-inset-top)',
    'color: red; padding-top: env(safe-area-inset-top)',
    'color: attr(data-colour)',
    'color: red; content: attr(title)',
    'color: red; font-size: calc(16px + 2px)',
    'color: red; text-indent: calc(2em)',
    'color: red; font-size: calc(100vw * 10)',
    'color: red; font-size: CALC (1px)',
    'color: red; font-size: calc(var(--x) + env(y))',
  ])('%j: the whole style is dropped, in both outputs', (style) => {
    expect(sanitizeStyle(style)).toBe('')
    const html = `<p style='${style}'>文字</p>`
    expect(outputProblems(html)).toEqual([])
    expect(h5(html).querySelector('p')!.hasAttribute('style')).toBe(false)
    expect(outputsOf(html).nodes).toEqual([
      { name: 'p', attrs: { class: 'rich-html__p' }, children: [{ type: 'text', text: '文字' }] },
    ])
  })

  it('the same declarations without the functions are kept (the filter is not dropping everything)', () => {
    expect(sanitizeStyle('color: red; font-size: 18px; text-indent: 2em')).toBe(
      'color:red;font-size:18px;text-indent:2em'
    )
  })
})

describe('entity-encoded and escaped CSS in style', () => {
  it.each([
    ['decimal entity for u', 'background:&#117;rl(javascript:alert(1))'],
    ['hex entity for u', 'background:&#x75;rl(javascript:alert(1))'],
    ['entities without semicolons', 'background:&#117&#114&#108(https://evil.example/t.png)'],
    ['whole url( encoded', 'color:red;background:&#x75;&#x72;&#x6c;&#x28;https://evil.example/t.png&#x29;'],
    ['encoded expression', 'width:&#101;xpression(alert(1))'],
    ['encoded colon and semicolon', 'color:red&#59;background&colon;url(https://evil.example/t.png)'],
    ['named-entity parenthesis', 'background:url&lpar;https://evil.example/t.png&rpar;'],
    ['doubly encoded', 'background:&amp;#117;rl(https://evil.example/t.png)'],
    ['CSS escape for u', 'background:\\75 rl(javascript:alert(1))'],
    ['CSS escapes, long form', 'background:\\000075\\000072\\00006c(javascript:alert(1))'],
    ['CSS escape inside the name', 'background:u\\rl(https://evil.example/t.png)'],
    ['comment inside url', 'background:u/**/rl(https://evil.example/t.png)'],
    ['comment inside expression', 'width:expr/**/ession(alert(1))'],
    ['encoded comment', 'background:u&#47;&#42;&#42;&#47;rl(https://evil.example/t.png)'],
    ['encoded backslash', 'background:&#92;75 rl(https://evil.example/t.png)'],
    ['tab entity in the property', 'color:red;back&Tab;ground:url(https://evil.example/t.png)'],
  ])('%s: no style survives in either output', (_name, style) => {
    const html = `<p style="${style}">文字</p>`
    expect(outputProblems(html)).toEqual([])
    const { h5: string, nodes } = outputsOf(html)
    expect(string).toBe('<p class="rich-html__p">文字</p>')
    expect(nodeAttributeNames(nodes)).toEqual(['class'])
  })

  it('a font colour cannot smuggle a declaration', () => {
    for (const color of [
      'red;background:url(https://evil.example/t.png)',
      'red&#59;position:fixed',
      '&#117;rl(x)',
    ])
      expect(outputsOf(`<font color="${color}">字</font>`).h5).toBe('<span class="rich-html__span">字</span>')
  })
})

describe('whitespace, controls and entities in and before a scheme', () => {
  // Browsers strip only U+0000–U+0020 around a URL and drop tab/newline inside it; everything else (NBSP,
  // U+2028, BOM…) stays, so `\u00a0javascript:` is a relative path to a browser. Both are rejected here: only
  // http(s), `//`, `/path` and `#anchor` are kept, so no address that begins with anything else survives.
  const INVISIBLES: [string, string][] = [
    ['U+00A0', '\u00a0'],
    ['U+2028', '\u2028'],
    ['U+2029', '\u2029'],
    ['tab', '\t'],
    ['newline', '\n'],
    ['carriage return', '\r'],
    ['form feed', '\f'],
    ['vertical tab', '\v'],
    ['U+0000', '\u0000'],
    ['U+FEFF', '\ufeff'],
    ['U+200B', '\u200b'],
    ['U+3000', '\u3000'],
    ['U+0085', '\u0085'],
  ]
  const placements = (char: string) => [
    `${char}javascript:alert(1)`,
    `java${char}script:alert(1)`,
    `javascript${char}:alert(1)`,
    `${char}${char}JaVa${char}ScRiPt${char}:alert(1)`,
    `${char}vbscript:msgbox(1)`,
    `${char}data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  ]

  it.each(INVISIBLES)('%s before or inside a scheme: no link, no image, in either output', (_name, char) => {
    for (const address of placements(char)) {
      const html = `<a href="${address}">点我</a><img src="${address}">`
      expect({ address, problems: outputProblems(html) }).toEqual({ address, problems: [] })
      const { h5: string, nodes } = outputsOf(html)
      expect({ address, string }).toEqual({ address, string: '点我' })
      expect({ address, nodes }).toEqual({ address, nodes: [{ type: 'text', text: '点我' }] })
    }
  })

  it.each([
    '&#160;javascript:alert(1)',
    '&nbsp;javascript:alert(1)',
    '&#x2028;javascript:alert(1)',
    'java&#x2028;script:alert(1)',
    '&#xfeff;javascript:alert(1)',
    '&#0;javascript:alert(1)',
    '&Tab;javascript:alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6a;avascript:alert(1)',
    '&#X6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    '&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)',
    'jav&#x61;script&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    'javascript&#x003a;alert(1)',
    '&#x76;bscript:msgbox(1)',
    'data&colon;text/html,<script>alert(1)</script>',
    '&amp;#106;avascript:alert(1)',
  ])('entity-encoded %j: no link, no image, in either output', (address) => {
    const html = `<a href="${address}">点我</a><img src="${address}">`
    expect(outputProblems(html)).toEqual([])
    expect(outputsOf(html)).toEqual({ h5: '点我', nodes: [{ type: 'text', text: '点我' }] })
  })

  it('a real address keeps working when the same characters are around it', () => {
    expect(
      h5('<a href="&#x09;https://ok.example/&#x20;">ok</a>').querySelector('a')!.getAttribute('href')
    ).toBe('https://ok.example/')
  })
})

describe('DOM clobbering through id and name', () => {
  // Decided: server `id` and `name` are dropped, not prefixed. In H5 they would become page globals
  // (`window.x` for an id, `document.cookie` for a named img/form/embed/object) that the app or its libraries
  // read; the app has no use for them: `#anchor` links lead nowhere under the hash router and WeChat's
  // rich-text ignores ids. A prefix (DOMPurify's `user-content-`) only pays for in-page anchors.
  const CLOBBERING = [
    '<form name="cookie"><input name="cookie" value="x"></form>',
    `<img name="cookie" src="${CDN_IMAGE}">`,
    `<img name="getElementById" src="${CDN_IMAGE}"><img name="querySelector" src="${CDN_IMAGE}">`,
    `<img id="location" src="${CDN_IMAGE}">`,
    '<a id="clobbered" href="https://ok.example">a</a><a id="clobbered" name="inner" href="https://ok.example">b</a>',
    '<a name="defaultView" href="https://ok.example">c</a>',
    '<p id="__proto__">d</p><p id="constructor">e</p>',
    '<form id="clobbered"><input id="inner" name="action"></form>',
    '<input name="cookie"><button name="cookie">f</button><select name="cookie"></select>',
    '<embed name="cookie"><object name="cookie"></object><iframe name="clobbered"></iframe>',
    '<table id="clobbered"><tr><td id="inner" name="x">g</td></tr></table>',
    `<img NAME="cookie" Id="clobbered" src="${CDN_IMAGE}">`,
    '<span id=clobbered>h</span><div name=cookie>i</div>',
  ]

  afterEach(() => {
    document.body.innerHTML = ''
  })

  it.each(CLOBBERING)('%s: no id or name in either output', (html) => {
    const { h5: string, nodes } = outputsOf(html)
    expect(outputProblems(html)).toEqual([])
    expect(string).not.toMatch(/\b(id|name)=/i)
    expect(nodeAttributeNames(nodes).filter((name) => name === 'id' || name === 'name')).toEqual([])
  })

  it('on the page, none of them reaches document or window', () => {
    const original = document.getElementById
    document.body.innerHTML = CLOBBERING.map((html) => outputsOf(html).h5).join('')
    const globals = window as unknown as Record<string, unknown>
    expect(typeof document.cookie).toBe('string')
    expect(document.getElementById).toBe(original)
    expect(typeof document.querySelector).toBe('function')
    expect(globals.clobbered).toBeUndefined()
    expect(globals.inner).toBeUndefined()
    expect(globals.location).toBe(window.location)
    expect(document.forms).toHaveLength(0)
    expect(document.getElementsByName('cookie')).toHaveLength(0)
    expect(document.querySelectorAll('[id], [name]')).toHaveLength(0)
    expect(document.body.textContent).toContain('a')
  })
})
