import { readCourse } from '@/services/api/course'
import { parseViewBlocks, safeColour, type ViewBlock } from '@/services/api/view-blocks'
import { blockLink } from '@/utils/url'

/* eslint-disable @typescript-eslint/no-explicit-any */

const parse = (raw: unknown) => parseViewBlocks(raw, readCourse)

/** A block as the server sends it (`config` is the stored JSON, which the app never reads; it reads `config_render`). */
function block(sign: string, configRender: unknown, extra: Record<string, unknown> = {}) {
  return {
    id: 1,
    platform: 'h5',
    page: 'h5-page-index',
    sign,
    sort: 1,
    config: '{}',
    config_render: configRender,
    ...extra,
  }
}

const course = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `课程 ${id}`,
  thumb: `https://cdn.test/c${id}.png`,
  charge: 99,
  user_count: 12,
  short_description: '',
  published_at: '2024-01-01 00:00:00',
  category_id: 2,
  is_rec: 0,
  is_free: 0,
  created_at: '2024-01-01 00:00:00',
  category: { id: 2, name: '入职' },
  ...extra,
})

/** The whole page of every kind, as a MeEdu 4.9.10 server answers it. */
const FULL_PAGE = [
  block(
    'h5-vod-v1',
    { title: '推荐课程', items: [course(1), course(2, { is_free: 1, charge: 0 })] },
    { id: 6, sort: 6 }
  ),
  block('blank', { height: 10, bgcolor: '#f6f6f6' }, { id: 1, sort: 1 }),
  block(
    'slider',
    [
      { src: 'https://cdn.test/s1.png', href: '/vod/detail?id=1' },
      { src: 'https://cdn.test/s2.png', href: 'https://meedu.vip' },
    ],
    { id: 2, sort: 2 }
  ),
  block(
    'grid-nav',
    { line_count: 4, items: [{ src: 'https://cdn.test/g1.png', name: '课程', href: '/vod' }] },
    { id: 3, sort: 3 }
  ),
  block(
    'image-group',
    {
      v: 'v-1-2',
      items: [
        { src: 'https://cdn.test/i1.png', url: '/vod' },
        { src: 'https://cdn.test/i2.png', url: '' },
        { src: 'https://cdn.test/i3.png', url: 'www.meedu.vip' },
      ],
    },
    { id: 4, sort: 4 }
  ),
  block(
    'h5-gzh-v1',
    { logo: 'https://cdn.test/logo.png', name: 'MeEdu', desc: '关注我们', qrcode: 'https://cdn.test/qr.png' },
    { id: 5, sort: 5 }
  ),
]

describe('parseViewBlocks', () => {
  it('reads every kind of block, in sort order', () => {
    const blocks = parse(FULL_PAGE)
    expect(blocks.map((b) => b.sign)).toEqual([
      'blank',
      'slider',
      'grid-nav',
      'image-group',
      'h5-gzh-v1',
      'h5-vod-v1',
    ])
    const [blank, slider, grid, group, gzh, vod] = blocks as any[]
    expect(blank).toMatchObject({ height: 10, bgcolor: '#f6f6f6' })
    expect(slider.items).toEqual([
      { src: 'https://cdn.test/s1.png', href: '/vod/detail?id=1' },
      { src: 'https://cdn.test/s2.png', href: 'https://meedu.vip' },
    ])
    expect(grid).toMatchObject({
      lineCount: 4,
      items: [{ src: 'https://cdn.test/g1.png', name: '课程', href: '/vod' }],
    })
    expect(group.layout).toBe('v-1-2')
    expect(group.items.map((item: any) => item.url)).toEqual(['/vod', '', 'www.meedu.vip'])
    expect(gzh).toMatchObject({
      logo: 'https://cdn.test/logo.png',
      name: 'MeEdu',
      desc: '关注我们',
      qrcode: 'https://cdn.test/qr.png',
    })
    expect(vod.title).toBe('推荐课程')
    // Course rows through the course reader: booleans and numbers, whatever the server's types.
    expect(vod.courses[0]).toMatchObject({
      id: 1,
      title: '课程 1',
      charge: 99,
      is_free: false,
      user_count: 12,
    })
    expect(vod.courses[1]).toMatchObject({ id: 2, is_free: true })
  })

  it('gives every block a unique key, even when the server repeats an id', () => {
    const blocks = parse([
      block('blank', { height: 10, bgcolor: '' }, { id: 7, sort: 1 }),
      block('blank', { height: 20, bgcolor: '' }, { id: 7, sort: 2 }),
    ])
    expect(blocks).toHaveLength(2)
    expect(new Set(blocks.map((b) => b.key)).size).toBe(2)
  })

  it('orders by numeric sort (strings too), keeps the server order on ties, and puts blocks without a sort last', () => {
    const blank = (height: number, sort: unknown) => block('blank', { height, bgcolor: '' }, { sort })
    const heights = parse([
      blank(1, undefined),
      blank(2, '10'),
      blank(3, 2),
      blank(4, 2),
      blank(5, 'x'),
      blank(6, -1),
    ]).map((b) => (b as Extract<ViewBlock, { sign: 'blank' }>).height)
    expect(heights).toEqual([6, 3, 4, 2, 1, 5])
  })

  it('reads every image-group layout and skips an unknown one', () => {
    for (const v of ['v-1', 'v-2', 'v-3', 'v-4', 'v-1-2']) {
      const [group] = parse([
        block('image-group', { v, items: [{ src: 'https://cdn.test/a.png', url: '' }] }),
      ]) as any[]
      expect(group.layout).toBe(v)
    }
    expect(parse([block('image-group', { v: 'v-9', items: [{ src: 'https://cdn.test/a.png' }] })])).toEqual(
      []
    )
    expect(parse([block('image-group', { items: [{ src: 'https://cdn.test/a.png' }] })])).toEqual([])
  })

  it('skips unknown signs and keeps the rest', () => {
    const blocks = parse([
      block('h5-live-v1', { title: '直播', items: [{ id: 1 }] }, { sort: 1 }),
      block('mp-wechat', { name: 'x' }, { sort: 2 }),
      block('blank', { height: 12, bgcolor: '' }, { sort: 3 }),
      block('', {}, { sort: 4 }),
      block('toString', {}, { sort: 5 }),
      block('__proto__', {}, { sort: 6 }),
      { ...block('blank', { height: 5 }), sign: 42 },
    ])
    expect(blocks.map((b) => b.sign)).toEqual(['blank'])
  })

  describe('hostile or broken answers never throw, and cost only the broken block', () => {
    it.each([
      ['null', null],
      ['undefined', undefined],
      ['a string', 'oops'],
      ['a number', 42],
      ['an empty object (MeEdu [] for {})', {}],
      ['an empty array', []],
    ])('the whole answer is %s → no blocks', (_name, raw) => {
      expect(parse(raw)).toEqual([])
    })

    it('an answer sent as an object keyed by index is read like an array', () => {
      const blocks = parse({
        0: block('blank', { height: 8, bgcolor: '' }),
        1: block('blank', { height: 9, bgcolor: '' }),
      })
      expect(blocks).toHaveLength(2)
    })

    it('non-object entries are skipped', () => {
      expect(
        parse([null, 3, 'blank', [], block('blank', { height: 3, bgcolor: '' })]).map((b) => b.sign)
      ).toEqual(['blank'])
    })

    it.each([
      ['missing', undefined],
      ['null', null],
      ['[] (MeEdu for an empty object)', []],
      ['a string', '{"height": 10}'],
      ['a number', 3],
    ])('config_render %s → every kind of block is skipped', (_name, config) => {
      const signs = ['blank', 'slider', 'grid-nav', 'image-group', 'h5-gzh-v1', 'h5-vod-v1']
      const raw = signs.map((sign) => block(sign, config))
      expect(
        parse([...raw, block('blank', { height: 4, bgcolor: '' }, { sort: 9 })]).map((b) => b.sign)
      ).toEqual(['blank'])
    })

    it('blank: height must be a positive number (a numeric string counts); a bad colour is dropped, not the block', () => {
      expect(parse([block('blank', { height: '15', bgcolor: 'red' })])).toMatchObject([
        { height: 15, bgcolor: 'red' },
      ])
      expect(parse([block('blank', { height: 0, bgcolor: '' })])).toEqual([])
      expect(parse([block('blank', { height: -4, bgcolor: '' })])).toEqual([])
      expect(parse([block('blank', { height: 'tall', bgcolor: '' })])).toEqual([])
      expect(parse([block('blank', { bgcolor: '#fff' })])).toEqual([])
      expect(parse([block('blank', { height: 10, bgcolor: 'red;position:fixed;top:0' })])).toMatchObject([
        { height: 10, bgcolor: '' },
      ])
      expect(parse([block('blank', { height: 10, bgcolor: { r: 1 } })])).toMatchObject([
        { height: 10, bgcolor: '' },
      ])
      expect(parse([block('blank', { height: 1e9, bgcolor: '' })])).toMatchObject([{ height: 1000 }])
    })

    it('slider: must be an array; slides without an image are dropped; none left → skipped', () => {
      const [slider] = parse([
        block('slider', [
          { src: 'https://cdn.test/1.png', href: '/vod' },
          { href: '/vod' },
          { src: '', href: '/vod' },
          { src: 42 },
          { src: 'javascript:alert(1)' },
          { src: 'data:text/html;base64,PHNjcmlwdD4=' },
          { src: 'https://cdn.test/\\x.png' },
          null,
          'https://cdn.test/x.png',
          { src: 'https://cdn.test/2.png' },
          { src: 'data:image/png;base64,iVBORw0KGgo=' },
          { src: '//cdn.test/3.png' },
        ]),
      ]) as any[]
      expect(slider.items).toEqual([
        { src: 'https://cdn.test/1.png', href: '/vod' },
        { src: 'https://cdn.test/2.png', href: '' },
        { src: 'data:image/png;base64,iVBORw0KGgo=', href: '' },
        { src: 'https://cdn.test/3.png', href: '' },
      ])
      expect(parse([block('slider', [{ href: '/vod' }])])).toEqual([])
      expect(parse([block('slider', {})])).toEqual([])
      expect(parse([block('slider', { items: [{ src: 'https://cdn.test/1.png' }] })])).toEqual([])
    })

    it('grid-nav: needs a positive line_count and at least one icon; more than 5 a row is capped', () => {
      const icon = { src: 'https://cdn.test/g.png', name: '考试', href: '/vodExam' }
      expect(parse([block('grid-nav', { line_count: '5', items: [icon] })])).toMatchObject([{ lineCount: 5 }])
      expect(parse([block('grid-nav', { line_count: 12, items: [icon] })])).toMatchObject([{ lineCount: 5 }])
      expect(parse([block('grid-nav', { line_count: 0, items: [icon] })])).toEqual([])
      expect(parse([block('grid-nav', { line_count: 'four', items: [icon] })])).toEqual([])
      expect(parse([block('grid-nav', { items: [icon] })])).toEqual([])
      expect(parse([block('grid-nav', { line_count: 4, items: [] })])).toEqual([])
      expect(parse([block('grid-nav', { line_count: 4, items: {} })])).toEqual([])
      expect(parse([block('grid-nav', { line_count: 4, items: [{ name: '没有图标' }] })])).toEqual([])
      const [grid] = parse([
        block('grid-nav', {
          line_count: 4,
          items: [icon, { name: 'x' }, { src: 'https://cdn.test/h.png', name: 7 }],
        }),
      ]) as any[]
      expect(grid.items).toEqual([icon, { src: 'https://cdn.test/h.png', name: '7', href: '' }])
    })

    it('h5-gzh-v1: needs a name and a QR code; logo and description may be missing', () => {
      expect(parse([block('h5-gzh-v1', { name: 'MeEdu', qrcode: 'https://cdn.test/qr.png' })])).toMatchObject(
        [{ sign: 'h5-gzh-v1', name: 'MeEdu', qrcode: 'https://cdn.test/qr.png', logo: '', desc: '' }]
      )
      expect(parse([block('h5-gzh-v1', { name: 'MeEdu' })])).toEqual([])
      expect(parse([block('h5-gzh-v1', { qrcode: 'https://cdn.test/qr.png' })])).toEqual([])
      expect(parse([block('h5-gzh-v1', { name: ['MeEdu'], qrcode: 'https://cdn.test/qr.png' })])).toEqual([])
    })

    it('h5-vod-v1: course rows through the course reader; rows without an id are dropped; none left → skipped', () => {
      const [group] = parse([
        block('h5-vod-v1', {
          title: '新课',
          items: [
            course(3, { charge: '12.50', is_free: '0', user_count: 'many' }),
            { title: '没有id' },
            5,
            null,
            course(4, { category: [] }),
          ],
        }),
      ]) as any[]
      expect(group.courses.map((c: any) => c.id)).toEqual([3, 4])
      expect(group.courses[0]).toMatchObject({ charge: 12.5, is_free: false, user_count: 0 })
      expect(parse([block('h5-vod-v1', { title: '空', items: [] })])).toEqual([])
      expect(parse([block('h5-vod-v1', { title: '空', items: [{ id: 0 }] })])).toEqual([])
      expect(parse([block('h5-vod-v1', { title: { zh: '课程' }, items: [course(1)] })])).toEqual([])
      // A missing title is no reason to hide the courses.
      expect(parse([block('h5-vod-v1', { items: [course(1)] })])).toMatchObject([{ title: '' }])
    })

    it('titles and names with quotes, tags and emoji are kept as plain text', () => {
      const title = '"引号" <i>斜体</i> 🎉 <script>alert(1)</script>'
      const [group] = parse([block('h5-vod-v1', { title, items: [course(1, { title })] })]) as any[]
      expect(group.title).toBe(title)
      expect(group.courses[0].title).toBe(title)
    })

    it('a getter that throws costs only its block', () => {
      const trap = {}
      Object.defineProperty(trap, 'height', {
        enumerable: true,
        get() {
          throw new Error('boom')
        },
      })
      expect(
        parse([block('blank', trap), block('blank', { height: 2, bgcolor: '' })]).map((b) => b.sign)
      ).toEqual(['blank'])
    })
  })
})

describe('safeColour', () => {
  it.each([
    ['#fff', '#fff'],
    ['#F6F6F6', '#F6F6F6'],
    ['#ff000080', '#ff000080'],
    ['rgb(1, 2, 3)', 'rgb(1, 2, 3)'],
    ['rgba(1,2,3,0.5)', 'rgba(1,2,3,0.5)'],
    ['hsl(120deg, 50%, 50%)', 'hsl(120deg, 50%, 50%)'],
    ['transparent', 'transparent'],
    ['', ''],
    ['#ggg', ''],
    ['red;position:fixed', ''],
    ['url(https://evil.test/x.png)', ''],
    ['expression(alert(1))', ''],
    [12, ''],
  ])('%p → %p', (input, expected) => {
    expect(safeColour(input)).toBe(expected)
  })
})

describe('blockLink', () => {
  it.each([
    ['https://meedu.vip/x', { kind: 'external', url: 'https://meedu.vip/x' }],
    ['HTTP://MEEDU.VIP', { kind: 'external', url: 'http://MEEDU.VIP' }],
    ['www.meedu.vip', { kind: 'external', url: 'https://www.meedu.vip' }],
    ['//cdn.meedu.vip/a', { kind: 'external', url: 'https://cdn.meedu.vip/a' }],
    ['/vod/detail?id=3', { kind: 'app', address: '/vod/detail?id=3' }],
    ['  /vod  ', { kind: 'app', address: '/vod' }],
    ['#/vodExam', { kind: 'app', address: '/vodExam' }],
    ['vod', { kind: 'app', address: '/vod' }],
    ['', null],
    ['   ', null],
    ['#top', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['mailto:a@b.c', null],
    ['/\\evil.test', null],
    ['java\tscript:alert(1)', null],
    ['/vod\n/detail', null],
    ['https://', null],
    ['/vod/detail?id=3 ', { kind: 'app', address: '/vod/detail?id=3' }],
    ['https://meedu.vip/a b', { kind: 'external', url: 'https://meedu.vip/a%20b' }],
  ])('%p', (href, expected) => {
    expect(blockLink(href)).toEqual(expected)
  })

  it('a link to this app’s own address stays in the app', () => {
    expect(blockLink('https://h5.test/app/#/vod?scene=free', 'https://h5.test/app/#')).toEqual({
      kind: 'app',
      address: '/vod?scene=free',
    })
  })
})
