import { sanitizeHtml, toHtmlString, underPageHeading } from '@/utils/html'

const render = (html: string) => toHtmlString(underPageHeading(sanitizeHtml(html)))

describe('server headings under the page title', () => {
  it("moves an author's h3 after the page's h1 up to h2, keeping its look", () => {
    expect(render('<h3>课程介绍</h3><p>x</p><h4>目标</h4>')).toBe(
      '<h2 class="rich-html__h3">课程介绍</h2><p class="rich-html__p">x</p><h3 class="rich-html__h4">目标</h3>'
    )
  })

  it("moves an author's h1 down to h2, so the page title stays the one level-1 heading", () => {
    expect(render('<div><h1>a</h1><h2>b</h2></div>')).toBe(
      '<div class="rich-html__div"><h2 class="rich-html__h1">a</h2><h3 class="rich-html__h2">b</h3></div>'
    )
  })

  it('leaves h2-led content and content without headings as they are', () => {
    const nodes = sanitizeHtml('<h2>a</h2><h5>b</h5>')
    expect(underPageHeading(nodes)).toBe(nodes)
    const plain = sanitizeHtml('<p>no headings</p>')
    expect(underPageHeading(plain)).toBe(plain)
  })

  it('caps the deepest level at h6', () => {
    expect(render('<h1>a</h1><h6>b</h6>')).toContain('<h6 class="rich-html__h6">b</h6>')
  })
})
