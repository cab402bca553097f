/**
 * src/utils/html/: the one parser and sanitiser for server HTML. The XSS battery does not trust our own parser:
 * every output is read back by jsdom's HTML parser (spec-compliant, like a browser) and every element, attribute,
 * URL and style it finds is checked against the allow-lists.
 */
import {
  ALLOWED_TAGS,
  IMAGE_STYLE,
  TABLE_STYLE,
  STYLE_RULES,
  decodeEntities,
  htmlToText,
  parseHtml,
  safeUrl,
  sanitizeHtml,
  sanitizeStyle,
  toHtmlString,
  toRichTextNodes,
  type RichTextNode,
} from '@/utils/html'
import { splitBlocks } from '@/components/RichHtml/blocks'
import { classifyLink } from '@/components/RichHtml/link-target'

const clean = (html: string) => toHtmlString(sanitizeHtml(html))

/** The sanitised HTML as a browser reads it (jsdom does not run scripts set through innerHTML). */
function browserRead(html: string): HTMLElement {
  const box = document.createElement('div')
  box.innerHTML = clean(html)
  return box
}

const SAFE_ATTRIBUTES = new Set(['class', 'style', 'href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start']) // prettier-ignore
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i

function expectSafeStyle(style: string) {
  expect(style).not.toMatch(/url\s*\(|expression|javascript|@import|\\|var\s*\(|position|behavior|binding/i)
  for (const declaration of style.split(';').filter(Boolean)) {
    expect(Object.keys(STYLE_RULES).concat('max-width', 'height', 'overflow-x', 'display')).toContain(
      declaration.split(':')[0]
    )
  }
}

/** What a browser builds from the output holds only allowed tags, attributes, URLs and styles. */
function expectBrowserSafe(html: string) {
  const box = browserRead(html)
  for (const element of Array.from(box.querySelectorAll('*'))) {
    expect(ALLOWED_TAGS as readonly string[]).toContain(element.tagName.toLowerCase())
    for (const { name, value } of Array.from(element.attributes)) {
      expect(SAFE_ATTRIBUTES).toContain(name)
      if (name === 'style') expectSafeStyle(value)
    }
    // The browser's own URL parser (which drops tabs and newlines and reads `\` as `/`) has the last word.
    if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) {
      const href = element.getAttribute('href') ?? ''
      if (!href.startsWith('#'))
        expect(['http:', 'https:']).toContain(new URL(href, 'https://app.test/').protocol)
      if (href.startsWith('/')) expect(new URL(href, 'https://app.test/').host).toBe('app.test')
    }
    if (element instanceof HTMLImageElement) {
      const src = element.getAttribute('src') ?? ''
      const { protocol } = new URL(src, 'https://app.test/')
      if (protocol === 'data:') expect(src).toMatch(SAFE_DATA_IMAGE)
      else expect(['http:', 'https:']).toContain(protocol)
    }
  }
  expect(box.querySelectorAll('script, style, iframe, object, embed, svg, math, form, input, base, meta, link')).toHaveLength(0) // prettier-ignore
  return box
}

/** The mini-program nodes hold the same: allowed names, no link address, no handler, safe src and style. */
function expectNodesSafe(nodes: RichTextNode[]) {
  for (const node of nodes) {
    if ('type' in node) continue
    expect([...ALLOWED_TAGS, 'div'] as string[]).toContain(node.name)
    for (const [name, value] of Object.entries(node.attrs)) {
      expect(SAFE_ATTRIBUTES).toContain(name)
      expect(name).not.toBe('href')
      if (name === 'style') expectSafeStyle(value)
      if (name === 'src')
        expect(value).toMatch(/^(https?:\/\/[^/]|\/[^/\\]|data:image\/(png|jpe?g|gif|webp);base64,)/i)
    }
    expectNodesSafe(node.children)
  }
}

// Vectors in the spirit of OWASP's XSS filter evasion cheat sheet, written for this allow-list.
const VECTORS: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['script with src, upper case', '<SCRIPT SRC=https://xss.example/x.js></SCRIPT>'],
  ['script with a slash for a space', '<SCRIPT/XSS SRC="https://xss.example/x.js"></SCRIPT>'],
  ['doubled angle bracket', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'],
  ['unclosed script', '<p>hi</p><script>alert(1)'],
  ['half-open script tag', '<SCRIPT SRC=//xss.example/.j>'],
  ['script in title', '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'],
  ['img javascript:', `<IMG SRC="javascript:alert('XSS');">`],
  ['img mixed case, unquoted', `<IMG SRC=JaVaScRiPt:alert('XSS')>`],
  ['img grave accents', '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>'],
  ['img decimal entities', '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>'], // prettier-ignore
  ['img long decimal entities without semicolons', '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116>'], // prettier-ignore
  ['img hex entities without semicolons', '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>'], // prettier-ignore
  ['img embedded tab', `<IMG SRC="jav\tascript:alert('XSS');">`],
  ['img encoded tab', `<IMG SRC="jav&#x09;ascript:alert('XSS');">`],
  ['img encoded newline', `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`],
  ['img encoded carriage return', `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`],
  ['img leading spaces and control character', `<IMG SRC=" &#14;  javascript:alert('XSS');">`],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  [
    'img onerror with a valid src',
    '<img src="https://cdn.example/a.png" onerror="alert(1)" onload=alert(2)>',
  ],
  ['img onerror with entity-encoded code', '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">'], // prettier-ignore
  ['malformed img with quotes then script', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>'],
  ['img src empty then handler', `<IMG SRC= onmouseover="alert('xxs')">`],
  ['img dynsrc / lowsrc', `<IMG DYNSRC="javascript:alert('XSS')"><IMG LOWSRC="javascript:alert('XSS')">`],
  ['img data:svg', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['img data:text/html', '<img src="data:text/html,<script>alert(1)</script>">'],
  ['a onmouseover', '<a onmouseover="alert(document.cookie)">xxs link</a>'],
  ['a javascript:', '<a href="javascript:alert(1)">x</a>'],
  ['a javascript: with a tab entity and mixed case', '<a href="JaVa&#x09;script:alert(1)">x</a>'],
  ['a javascript&colon;', '<a href="javascript&colon;alert(1)">x</a>'],
  ['a &NewLine; inside the scheme', '<a href="java&NewLine;script:alert(1)">x</a>'],
  ['a leading entity', '<a href="&#x6A;avascript:alert(1)">x</a>'],
  ['a leading space and NUL', '<a href=" &#0;javascript:alert(1)">x</a>'],
  ['a vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
  ['a data:text/html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['a data:image (not allowed for links)', '<a href="data:image/png;base64,iVBORw0KGgo=">x</a>'],
  ['a backslash host', '<a href="/\\evil.example/">x</a>'],
  ['a tab between slashes', '<a href="/\t/evil.example/">x</a>'],
  ['a https:\\\\ host', '<a href="https:\\\\evil.example">x</a>'],
  [
    'attribute injection through a quote in title',
    `<a href="https://ok.example" title='x" onclick="alert(1)'>x</a>`,
  ],
  [
    'attribute injection through an encoded quote in alt',
    '<img src="https://cdn.example/a.png" alt="&quot; onerror=&quot;alert(1)">',
  ],
  [
    'attribute injection through a closing bracket',
    `<img src="https://cdn.example/a.png" alt='"><script>alert(1)</script>'>`,
  ],
  ['svg onload', "<svg/onload=alert('XSS')>"],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  [
    'svg animate href',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg>',
  ],
  ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['style element', `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`],
  ['style with a tag inside', '<style><img src=x onerror=alert(1)></style>'],
  ['textarea with a tag inside', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['iframe javascript:', `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`],
  ['iframe unclosed', '<iframe src=https://xss.example/scriptlet.html <'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>'],
  [
    'embed',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2Zz4=" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  ],
  ['link stylesheet', `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`],
  ['meta refresh', `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`],
  ['base href', `<BASE HREF="javascript:alert('XSS');//">`],
  [
    'form action and button',
    '<form action="javascript:alert(1)"><button formaction=javascript:alert(2)>go</button></form>',
  ],
  ['input image', `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`],
  ['body onload with junk in the name', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['video source onerror', '<video><source onerror=alert(1)></video>'],
  [
    'table background',
    `<TABLE BACKGROUND="javascript:alert('XSS')"><TD BACKGROUND="javascript:alert('XSS')">x`,
  ],
  ['div style url(javascript:)', `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`],
  ['div style with CSS escapes', `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028\\0027\\0058\\0053\\0053\\0027\\0029'\\0029">x</DIV>`], // prettier-ignore
  ['div style expression()', `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`],
  ['img style expression split by a comment', `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`],
  ['style behavior', '<XSS STYLE="behavior: url(xss.htc);">x</XSS>'],
  ['style -moz-binding', '<p style="-moz-binding:url(https://xss.example/xss.xml#xss)">x</p>'],
  ['style @import', '<p style="color:red;@import \'https://xss.example/x.css\'">x</p>'],
  [
    'style overlay',
    '<a href="https://ok.example" style="position:fixed;top:0;left:0;width:100%;height:100%">win</a>',
  ],
  ['style var()', '<p style="color: var(--app-primary)">x</p>'],
  ['comment hiding a tag', '<!--<img src=x onerror=alert(1)>-->'],
  ['conditional comment', '<!--[if gte IE 4]><SCRIPT>alert(1);</SCRIPT><![endif]-->'],
  ['CDATA', '<![CDATA[<img src=x onerror=alert(1)>]]>'],
  ['nested links', '<a href="https://ok.example"><a href="javascript:alert(1)">inner</a></a>'],
  ['unclosed tags', '<p>unclosed <b>bold <i>nested <a href="javascript:alert(1)">x'],
  ['input ends inside a tag', '<p>text</p><img src="x" onerror="alert(1)'],
  ['deep nesting', '<div>'.repeat(5000) + '<img src=x onerror=alert(1)>'],
]

describe('XSS battery', () => {
  it.each(VECTORS)('%s: only allowed tags, attributes, URLs and styles survive', (_name, html) => {
    expectBrowserSafe(html)
    expectNodesSafe(toRichTextNodes(sanitizeHtml(html)))
    // The output is a fixed point: sanitising it again changes nothing (no parser differential to exploit).
    expect(clean(clean(html))).toBe(clean(html))
  })

  it('no vector leaves a handler, a script or a javascript: address anywhere in the output', () => {
    for (const [, html] of VECTORS) {
      const box = browserRead(html)
      const attributes = Array.from(box.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
      )
      expect(attributes.filter(({ name }) => name.startsWith('on'))).toEqual([])
      expect(attributes.filter(({ value }) => /script\s*:/i.test(value.replace(/\s/g, '')))).toEqual([])
      expect(box.querySelector('script')).toBeNull()
    }
  })

  it('keeps the harmless parts of a hostile fragment', () => {
    const box = expectBrowserSafe(
      '<p onclick="alert(1)" class="page-shell__mask" id="app">你好 <b>同学</b><script>steal()</script></p>'
    )
    expect(box.innerHTML).toBe('<p class="rich-html__p">你好 <b class="rich-html__b">同学</b></p>')
  })

  it('text that looks like markup stays text', () => {
    const box = browserRead('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(box.querySelector('script')).toBeNull()
    expect(box.textContent).toBe('<script>alert(1)</script>')
  })

  it('quotes in attribute values cannot open a new attribute', () => {
    const box = browserRead(`<a href="https://ok.example" title='x" onclick="alert(1)'>x</a>`)
    const link = box.querySelector('a')!
    expect(link.getAttribute('title')).toBe('x" onclick="alert(1)')
    expect(link.getAttributeNames().sort()).toEqual(['class', 'href', 'title'])
  })

  it('a link to an unsafe address keeps its text, without being a link', () => {
    const box = browserRead('<p>see <a href="JaVa&#x09;script:alert(1)">the <b>rules</b></a></p>')
    expect(box.querySelector('a')).toBeNull()
    expect(box.textContent).toBe('see the rules')
  })
})

describe('entities', () => {
  it('decodes named, decimal and hex entities, with or without the semicolon where browsers do', () => {
    expect(decodeEntities('&lt;b&gt; &#x4e2d;&#25991; &amp;amp; &quot;&apos;')).toBe('<b> 中文 &amp; "\'')
    expect(decodeEntities('a&nbsp;b &copy 2024 &hellip; &mdash; &ldquo;x&rdquo;')).toBe(
      'a\u00a0b © 2024 … — “x”'
    )
    expect(decodeEntities('&#106&#97&#x76;&#X61;')).toBe('java')
    expect(decodeEntities('&colon;&Tab;&NewLine;&lpar;&rpar;')).toBe(':\t\n()')
  })

  it('replaces impossible code points and keeps unknown entities as written', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;&#99999999999999;')).toBe('\ufffd\ufffd\ufffd\ufffd')
    expect(decodeEntities('&unknown; &ampx &constructor; AT&T 5 & 6')).toBe(
      '&unknown; &ampx &constructor; AT&T 5 & 6'
    )
    expect(decodeEntities('&hellip')).toBe('&hellip') // only the legacy few decode without `;`
  })

  it('are decoded in text and attributes and re-escaped on output', () => {
    expect(clean('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>')).toBe(
      '<p class="rich-html__p">1 &lt; 2 &amp;&amp; 3 &gt; 2</p>'
    )
    expect(browserRead('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2 &#x4e2d;</p>').textContent).toBe('1 < 2 && 3 > 2 中')
    expect(browserRead('<a href="/search?keywords=a&amp;b=1" title="&quot;x&quot;">s</a>').innerHTML).toBe(
      '<a class="rich-html__a" href="/search?keywords=a&amp;b=1" title="&quot;x&quot;">s</a>'
    )
  })
})

describe('parser', () => {
  it('reads attributes quoted, unquoted and bare, keeps the first of duplicates, lower-cases names', () => {
    const [element] = parseHtml(`<IMG SRC=a.png alt='one two' Width="3" hidden alt="second" data-x = y>`)
    expect(element).toMatchObject({
      type: 'element',
      tag: 'img',
      attrs: { src: 'a.png', alt: 'one two', width: '3', hidden: '', 'data-x': 'y' },
    })
  })

  it('void and self-closing elements take no children', () => {
    expect(clean('a<br>b<br/>c<hr/><img src="https://cdn.example/a.png"/>d')).toBe(
      `a<br class="rich-html__br">b<br class="rich-html__br">c<hr class="rich-html__hr"><img class="rich-html__img" src="https://cdn.example/a.png" alt="" style="${IMAGE_STYLE}">d`
    )
  })

  it('closes what the author left open, as a browser would', () => {
    expect(clean('<p>one<p>two')).toBe('<p class="rich-html__p">one</p><p class="rich-html__p">two</p>')
    expect(clean('<ul><li>a<li>b</ul>')).toBe(
      '<ul class="rich-html__ul"><li class="rich-html__li">a</li><li class="rich-html__li">b</li></ul>'
    )
    expect(clean('<p>a<div>b</div>')).toBe('<p class="rich-html__p">a</p><div class="rich-html__div">b</div>')
    expect(clean('<b>bold <i>both</b> after')).toBe(
      '<b class="rich-html__b">bold <i class="rich-html__i">both</i></b> after'
    )
    expect(clean('text</span></p> more')).toBe('text more') // stray end tags are ignored
    const rows = browserRead('<table><tr><td>a<td>b<tr><td>c</table><p>after').querySelectorAll('tr')
    expect(Array.from(rows).map((row) => row.textContent)).toEqual(['ab', 'c'])
    expect(browserRead('<table><tr><td>a<td>b<tr><td>c</table><p>after').lastElementChild?.tagName).toBe('P')
    expect(clean('<div><table><tr><td>x</div>y</td></tr></table>z</div>')).toBe(
      `<div class="rich-html__div"><table class="rich-html__table" style="${TABLE_STYLE}"><tr class="rich-html__tr">` +
        '<td class="rich-html__td">xy</td></tr></table>z</div>'
    )
  })

  it('a `<` that opens no tag is text; comments and doctypes disappear', () => {
    expect(browserRead('1 < 2, a <3 b, x<').textContent).toBe('1 < 2, a <3 b, x<')
    expect(clean('<!DOCTYPE html><!-- note -->a<!---->b<!-->c<?xml x?>d')).toBe('abcd')
  })

  it('script and style content is never read as markup or shown', () => {
    expect(parseHtml('<script>if (a<b) "</p>"</script>x')).toEqual([
      { type: 'element', tag: 'script', attrs: {}, children: [{ type: 'text', text: 'if (a<b) "</p>"' }] },
      { type: 'text', text: 'x' },
    ])
    expect(clean('<style>p{color:red}</style><p>x</p>')).toBe('<p class="rich-html__p">x</p>')
  })

  it('survives very deep nesting and large input', () => {
    const deep = '<div>'.repeat(20000) + 'bottom'
    expect(() => clean(deep)).not.toThrow()
    expect(htmlToText(deep)).toBe('bottom')
    const big = '<p>段落 <b>加粗</b> &amp; <a href="/vod">链接</a></p>'.repeat(5000)
    const started = Date.now()
    expect(sanitizeHtml(big)).toHaveLength(5000)
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('allow-list', () => {
  it('keeps the text structure tags, each with our class only', () => {
    const html =
      '<h2 id="t" class="x">标题</h2><p><strong>a</strong><em>b</em><u>c</u><s>d</s><del>e</del><sub>1</sub><sup>2</sup></p>' +
      '<blockquote>q</blockquote><pre><code>x = 1</code></pre><ol start="3"><li>i</li></ol>'
    expect(clean(html)).toBe(
      '<h2 class="rich-html__h2">标题</h2><p class="rich-html__p"><strong class="rich-html__strong">a</strong>' +
        '<em class="rich-html__em">b</em><u class="rich-html__u">c</u><s class="rich-html__s">d</s>' +
        '<del class="rich-html__del">e</del><sub class="rich-html__sub">1</sub><sup class="rich-html__sup">2</sup></p>' +
        '<blockquote class="rich-html__blockquote">q</blockquote><pre class="rich-html__pre"><code class="rich-html__code">x = 1</code></pre>' +
        '<ol class="rich-html__ol" start="3"><li class="rich-html__li">i</li></ol>'
    )
  })

  it('unwraps unknown tags, keeping their content', () => {
    expect(
      clean('<o:p><custom-tag data-x="1"><b>kept</b></custom-tag></o:p><html><body>body</body></html>')
    ).toBe('<b class="rich-html__b">kept</b>body')
  })

  it('drops active and form content together with what is inside', () => {
    const dropped = ['script', 'style', 'iframe', 'object', 'form', 'button', 'textarea', 'select', 'svg', 'math', 'template', 'noscript', 'video', 'audio'] // prettier-ignore
    for (const tag of dropped) expect(clean(`a<${tag}>hidden</${tag}>b`)).toBe('ab')
    for (const tag of ['embed', 'input', 'link', 'meta', 'base']) expect(clean(`a<${tag} x=1>b`)).toBe('ab')
  })

  it('maps old editor tags to what they meant', () => {
    expect(clean('<font color="#ff0000" face="x">red</font><font color="javascript:x">plain</font>')).toBe(
      '<span class="rich-html__span" style="color:#ff0000">red</span><span class="rich-html__span">plain</span>'
    )
    expect(clean('<center>mid</center><strike>old</strike>')).toBe(
      '<div class="rich-html__div" style="text-align:center">mid</div><s class="rich-html__s">old</s>'
    )
  })

  it('keeps only the attributes each tag allows, with checked values', () => {
    expect(
      clean(
        '<table border=1 id=t><tr><td colspan="2" rowspan="x" width="9" onclick="a()">c</td></tr></table>'
      )
    ).toBe(
      `<table class="rich-html__table" style="${TABLE_STYLE}">` +
        '<tr class="rich-html__tr"><td class="rich-html__td" colspan="2">c</td></tr></table>'
    )
    expect(clean('<p title="t" lang="en" dir="rtl" data-x="1" hidden>p</p>')).toBe(
      '<p class="rich-html__p">p</p>'
    )
    expect(clean('<td colspan="0"></td><th rowspan="1000"></th>')).toBe(
      '<td class="rich-html__td"></td><th class="rich-html__th"></th>'
    )
  })
})

describe('URLs', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['HTTP://Example.com/x', 'http://Example.com/x'],
    ['//cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['/vod/detail?id=3', '/vod/detail?id=3'],
    ['  https://example.com/with space.png  ', 'https://example.com/with%20space.png'],
    ['#section', '#section'],
  ])('href %j → %j', (input, output) => {
    expect(safeUrl(input, 'href')).toBe(output)
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'mailto:a@b.c',
    'relative/path',
    '../up',
    '///evil.example',
    '/\\evil.example',
    'https:\\\\evil.example',
    'https:evil.example',
    '',
  ])('href %j is rejected', (input) => {
    expect(safeUrl(input, 'href')).toBeNull()
  })

  it('img src: base64 png/jpeg/gif/webp data URLs only, and no #anchors', () => {
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'src')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeUrl('data:image/webp;base64,UklGRg==', 'src')).not.toBeNull()
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zz4=', 'src')).toBeNull()
    expect(safeUrl('data:image/png,<svg onload=alert(1)>', 'src')).toBeNull()
    expect(safeUrl('data:image/png;base64,iVBOR"><script>', 'src')).toBeNull()
    expect(safeUrl('#top', 'src')).toBeNull()
  })

  it('an image without a safe address is dropped; a link becomes its text', () => {
    expect(clean('<p>a<img src="javascript:x" alt="pic">b</p>')).toBe('<p class="rich-html__p">ab</p>')
    expect(clean('<a href="relative.html">text</a>')).toBe('text')
  })
})

describe('style', () => {
  it('keeps the allowed properties with checked values', () => {
    expect(
      sanitizeStyle(
        'COLOR: #F00; background-color: rgba(0, 0, 0, 0.5); text-align:center; font-weight:700; font-style: italic; ' +
          'text-decoration: underline line-through; font-size: 16px !important; line-height: 1.8; text-indent: 2em'
      )
    ).toBe(
      'color:#F00;background-color:rgba(0, 0, 0, 0.5);text-align:center;font-weight:700;font-style:italic;' +
        'text-decoration:underline line-through;font-size:16px;line-height:1.8;text-indent:2em'
    )
  })

  it('drops properties outside the list and values that do not fit', () => {
    expect(
      sanitizeStyle('width:100px; display:none; opacity:0; color: red blue; font-size: huge; z-index: 9')
    ).toBe('')
    expect(sanitizeStyle('color: red; margin-top: -9999px; font-weight: 700')).toBe(
      'color:red;font-weight:700'
    )
  })

  it.each([
    'color: red; background: url(https://evil.example/track.png)',
    'color: red; background-image: URL ( "x" )',
    'color: expression(alert(1))',
    'color: red; width: expression(alert(1))',
    'color: red; behavior: url(x.htc)',
    'color: red; -moz-binding: url(x.xml#x)',
    'color: red; position: fixed',
    'color: var(--app-text)',
    'color: \\72 ed',
    'color: red; /* comment */ font-weight: bold',
    'color: red; @import "x.css"',
    'color: javascript:alert(1)',
  ])('a style containing %j is dropped whole', (style) => {
    expect(sanitizeStyle(style)).toBe('')
    expect(clean(`<p style="${style.replace(/"/g, '&quot;')}">x</p>`)).toBe('<p class="rich-html__p">x</p>')
  })
})

describe('images and tables', () => {
  it('every image fits the width and keeps its ratio, whatever style it came with', () => {
    // A picture without the author's words is decorative for a screen reader (alt empty), never its file name.
    expect(sanitizeHtml('<img src="https://cdn.example/b.png">')[0]).toMatchObject({ attrs: { alt: '' } })
    const [image] = sanitizeHtml(
      '<img src="https://cdn.example/a.png" width="1200px" height="800" alt="图" style="width:1200px;float:left">'
    )
    expect(image).toEqual({
      type: 'element',
      tag: 'img',
      attrs: {
        class: 'rich-html__img',
        src: 'https://cdn.example/a.png',
        alt: '图',
        width: '1200',
        height: '800',
        style: 'max-width:100%;height:auto',
      },
      children: [],
    })
    const [node] = toRichTextNodes([image])
    expect(node).toMatchObject({ name: 'img', attrs: { style: 'max-width:100%;height:auto', width: '1200' } })
    const rendered = browserRead('<img src="https://cdn.example/a.png" width="abc">').querySelector('img')!
    expect(rendered.style.maxWidth).toBe('100%')
    expect(rendered.style.height).toBe('auto')
    expect(rendered.hasAttribute('width')).toBe(false)
  })

  it('a table scrolls sideways within the width, keeping the alignment it came with', () => {
    const box = browserRead('<table style="text-align:center;width:2000px"><tr><td>1</td></tr></table>')
    const table = box.firstElementChild as HTMLTableElement
    expect(table.tagName).toBe('TABLE')
    expect(table.style.display).toBe('block')
    expect(table.style.maxWidth).toBe('100%')
    expect(table.style.overflowX).toBe('auto')
    expect(table.style.textAlign).toBe('center')
    expect(table.style.width).toBe('')
    expect(table.querySelector('td')?.textContent).toBe('1')
  })
})

describe('mini-program nodes', () => {
  it('mirror the sanitised tree, without link addresses, with figure drawn as div and `&` escaped for WeChat', () => {
    const nodes = toRichTextNodes(
      sanitizeHtml(
        '<figure><img src="//cdn.example/a.png"><figcaption>A &amp; B</figcaption></figure><a href="/vod">课程</a>'
      )
    )
    expect(nodes).toEqual([
      {
        name: 'div',
        attrs: { class: 'rich-html__figure' },
        children: [
          { name: 'img', attrs: { class: 'rich-html__img', alt: '', src: 'https://cdn.example/a.png', style: IMAGE_STYLE }, children: [] }, // prettier-ignore
          {
            name: 'div',
            attrs: { class: 'rich-html__figcaption' },
            children: [{ type: 'text', text: 'A &amp; B' }],
          },
        ],
      },
      { name: 'a', attrs: { class: 'rich-html__a' }, children: [{ type: 'text', text: '课程' }] },
    ])
  })
})

describe('links', () => {
  const APP = 'https://learn.example.com/h5/#'

  it.each([
    ['/vod/detail?id=3', { kind: 'app', address: '/vod/detail?id=3' }],
    ['#/vod/detail?id=3', { kind: 'app', address: '/vod/detail?id=3' }],
    ['/no/such/page', { kind: 'app', address: '/no/such/page' }],
    ['https://learn.example.com/h5/#/vod/detail?id=3', { kind: 'app', address: '/vod/detail?id=3' }],
    ['HTTPS://LEARN.example.com/h5/#/member', { kind: 'app', address: '/member' }],
    [
      'https://learn.example.com/other/#/vod',
      { kind: 'external', url: 'https://learn.example.com/other/#/vod' },
    ],
    ['https://learn.example.com.evil.example/h5/#/vod', { kind: 'external', url: 'https://learn.example.com.evil.example/h5/#/vod' }], // prettier-ignore
    ['https://learn.example.com@evil.example/h5/#/vod', { kind: 'external', url: 'https://learn.example.com@evil.example/h5/#/vod' }], // prettier-ignore
    ['https://www.example.org/page', { kind: 'external', url: 'https://www.example.org/page' }],
    ['//www.example.org/page', { kind: 'external', url: 'https://www.example.org/page' }],
  ])('%j is %j', (href, target) => {
    expect(classifyLink(href, APP)).toEqual(target)
  })

  it('without the app address (mini-program), absolute URLs are external', () => {
    expect(classifyLink('https://learn.example.com/h5/#/vod')).toEqual({
      kind: 'external',
      url: 'https://learn.example.com/h5/#/vod',
    })
  })

  it('anchors and unsafe addresses lead nowhere', () => {
    expect(classifyLink('#top', APP)).toBeNull()
    expect(classifyLink('javascript:alert(1)', APP)).toBeNull()
    expect(classifyLink('//', APP)).toBeNull()
    expect(classifyLink('/\\evil.example', APP)).toBeNull()
  })
})

describe('blocks (mini-program)', () => {
  it('each top-level block is one, consecutive inline content is one, blank text between blocks is none', () => {
    const blocks = splitBlocks(
      sanitizeHtml(
        '\n<p>one</p>\n  lead <b>in</b> <a href="/vod">新入职</a>\n<ul><li><a href="https://x.example">X</a></li></ul>'
      )
    )
    expect(blocks.map((block) => toHtmlString(block.nodes))).toEqual([
      '<p class="rich-html__p">one</p>',
      '\n  lead <b class="rich-html__b">in</b> <a class="rich-html__a" href="/vod">新入职</a>\n',
      '<ul class="rich-html__ul"><li class="rich-html__li"><a class="rich-html__a" href="https://x.example">X</a></li></ul>',
    ])
    expect(blocks.map((block) => block.links)).toEqual([
      [],
      [{ text: '新入职', href: '/vod' }],
      [{ text: 'X', href: 'https://x.example' }],
    ])
  })

  it('looks through a lone unstyled wrapper, but not a styled one', () => {
    expect(splitBlocks(sanitizeHtml('<div><section><p>a</p><p>b</p></section></div>'))).toHaveLength(2)
    expect(splitBlocks(sanitizeHtml('<div style="color:red"><p>a</p><p>b</p></div>'))).toHaveLength(1)
  })

  it('names a link by its text, else its image, else its address', () => {
    const [block] = splitBlocks(
      sanitizeHtml(
        '<p><a href="/a">  多个   空格 </a><a href="/b"><img src="https://c.example/i.png" alt="海报"></a><a href="/c"></a></p>'
      )
    )
    expect(block.links.map((link) => link.text)).toEqual(['多个 空格', '海报', '/c'])
  })
})

describe('htmlToText', () => {
  it('gives the readable text: entities decoded, blocks apart, whitespace collapsed, scripts and styles gone', () => {
    expect(
      htmlToText(
        '<style>p{}</style><h3>通知</h3><p>请于&nbsp;<b>周五</b>前\n\n完成&amp;提交</p><p>谢谢<br>管理员</p><script>x()</script>'
      )
    ).toBe('通知 请于 周五前 完成&提交 谢谢 管理员')
    expect(htmlToText('<p>a</p><p>b</p>')).toBe('a b')
    expect(htmlToText(null)).toBe('')
    expect(htmlToText('<img src="https://c.example/i.png">')).toBe('')
  })

  it('cuts to maxLength characters including the ellipsis, never inside an emoji', () => {
    expect(htmlToText('<p>一二三四五六七八九十</p>', 5)).toBe('一二三四…')
    expect(htmlToText('<p>一二三四五</p>', 5)).toBe('一二三四五')
    expect(htmlToText('ab 😀😀😀', 4)).toBe('ab…')
    expect(htmlToText('😀😀😀😀', 3)).toBe('😀😀…')
    expect(htmlToText('abc', 0)).toBe('')
  })
})
