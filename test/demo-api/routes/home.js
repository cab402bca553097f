'use strict'

// The home page's blocks (contract §2.2; meedu-api-4.9.30.md §3). 4.9.10: GET /api/v2/viewBlock/page/blocks
// ?platform=h5&page_name=h5-page-index. v4.9.30 (4.9.29): GET /api/v2/decorationPage/blocks?page_name=h5-page-index,
// the same blocks with `decoration_page_id`, and `platform`/`page` empty as for blocks made in the new admin.
// H5: every sign the app renders, in a sensible order, plus an unknown paid-edition sign and two blocks with a
// broken `config_render`, so the app's skipping can be seen. PC (`pc-page-index`): one `pc-vod-v1` course group.

const { fail, routeNotFound } = require('../lib/http')
const { text } = require('../lib/validate')
const { blockCourse } = require('../presenters')
const { isNewMeedu } = require('../switches')

const PAGE = 'h5-page-index'
const PC_PAGE = 'pc-page-index'
/** The pages of the blocks: 4.9.10's platform and page name, v4.9.30's decoration page id. */
const PAGES = {
  [PAGE]: { platform: 'h5', decorationPageId: 2 },
  [PC_PAGE]: { platform: 'pc', decorationPageId: 1 },
}

/** Stored blocks: `config` is what the admin saved; `render` builds config_render (null = use config as is). */
function blockSpecs() {
  const img = (name) => `{{base}}/__demo/img/${name}.svg`
  return [
    {
      sign: 'slider',
      config: [
        { src: img('slider-1'), href: 'https://www.meedu.vip' },
        { src: img('slider-2'), href: '/vod/detail?id=1' },
        { src: img('slider-3'), href: '/vod' },
      ],
    },
    {
      sign: 'grid-nav',
      config: {
        line_count: 4,
        items: [
          { src: img('nav-vod'), name: '新入职', href: '/vod' },
          { src: img('nav-study'), name: '持续学习', href: '/study' },
          { src: img('nav-kj'), name: '课件中心', href: '/vodKJ' },
          { src: img('nav-notice'), name: '通知公告', href: '/vodNotice' },
          { src: img('nav-exam'), name: '考试', href: '/vodExam' },
          { src: img('nav-grow'), name: '学习成长', href: '/growUp' },
          { src: img('nav-search'), name: '搜索', href: '/search' },
          { src: img('nav-web'), name: '官网', href: 'https://www.meedu.vip' },
        ],
      },
    },
    { sign: 'blank', config: { height: 10, bgcolor: '#f3f4f6' } },
    { sign: 'image-group', config: { v: 'v-1', items: [{ src: img('group-1'), url: '/vod/detail?id=2' }] } },
    {
      sign: 'image-group',
      config: {
        v: 'v-2',
        items: [
          { src: img('group-2'), url: '/vod?category_id=6' },
          { src: img('group-3'), url: 'https://www.meedu.vip' },
        ],
      },
    },
    {
      sign: 'image-group',
      config: {
        v: 'v-3',
        items: [
          { src: img('group-4'), url: '/vod/detail?id=3' },
          { src: img('group-5'), url: '' },
          { src: img('group-6'), url: '/study' },
        ],
      },
    },
    {
      sign: 'image-group',
      config: {
        v: 'v-4',
        items: [
          { src: img('group-7'), url: '/vod/detail?id=4' },
          { src: img('group-8'), url: '/vod/detail?id=5' },
          { src: img('group-9'), url: '/vod/detail?id=6' },
          { src: img('group-10'), url: '/vod/detail?id=7' },
        ],
      },
    },
    {
      sign: 'image-group',
      config: {
        v: 'v-1-2',
        items: [
          { src: img('group-11'), url: '/vod/detail?id=1' },
          { src: img('group-12'), url: '/vod/detail?id=2' },
          { src: img('group-13'), url: '/vod/detail?id=3' },
        ],
      },
    },
    { sign: 'blank', config: { height: 16, bgcolor: '#ffffff' } },
    {
      sign: 'h5-gzh-v1',
      config: {
        logo: img('gzh-logo'),
        name: '演示学堂',
        desc: '关注公众号，第一时间获取新课程和学习提醒',
        qrcode: img('gzh-qr'),
      },
    },
    {
      sign: 'h5-vod-v1',
      config: { title: '推荐课程', items: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] },
      vod: true,
    },
    // A paid-edition sign the open-source app does not know: skipped.
    {
      sign: 'h5-live-v1',
      config: { title: '直播课程', items: [{ id: 1 }] },
      renderAs: { title: '直播课程', items: [] },
    },
    // Broken: config_render is [] where an object was expected.
    { sign: 'image-group', config: { v: 'v-2', items: [] }, renderAs: [] },
    {
      sign: 'h5-vod-v1',
      // Course 5's title is hostile; 999 does not exist and is dropped, as upstream drops missing ids.
      config: { title: '新员工必学', items: [{ id: 8 }, { id: 5 }, { id: 9 }, { id: 10 }, { id: 999 }] },
      vod: true,
    },
    // Broken: an h5-vod-v1 without items.
    { sign: 'h5-vod-v1', config: { title: '坏数据：缺少 items' }, renderAs: { title: '坏数据：缺少 items' } },
  ]
}

/** The PC home page: a course group (the H5 app never shows it). */
function pcBlockSpecs() {
  return [
    {
      sign: 'pc-vod-v1',
      config: { title: '录播课程', items: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] },
      vod: true,
    },
  ]
}

function withBaseDeep(value, baseUrl) {
  return JSON.parse(JSON.stringify(value).replace(/\{\{base\}\}/g, baseUrl))
}

/** The blocks of one page; ids follow the H5 page's (1–15), then the PC page's. */
function pageBlocks(ctx, pageName) {
  const { state, baseUrl } = ctx
  const specs = pageName === PC_PAGE ? pcBlockSpecs() : blockSpecs()
  const firstId = pageName === PC_PAGE ? blockSpecs().length + 1 : 1
  const page = PAGES[pageName]
  const newAdmin = isNewMeedu(ctx.switches)
  return specs.map((spec, index) => {
    const config = withBaseDeep(spec.config, baseUrl)
    let render = config
    if (spec.renderAs !== undefined) render = spec.renderAs
    else if (spec.vod) {
      render = {
        ...config,
        items: config.items
          .map(({ id }) => state.courses.find((c) => c.id === id))
          .filter(Boolean)
          .map((course) => blockCourse(course, ctx)),
      }
    }
    return {
      id: firstId + index,
      platform: newAdmin ? '' : page.platform,
      page: newAdmin ? '' : pageName,
      ...(newAdmin ? { decoration_page_id: page.decorationPageId } : {}),
      sign: spec.sign,
      sort: (index + 1) * 10,
      config: JSON.stringify(config),
      config_render: render,
    }
  })
}

module.exports = (api) => {
  // 4.9.10 (removed in 4.9.29): the platform (case-insensitive) must be the page's.
  api.get('/api/v2/viewBlock/page/blocks', (ctx) => {
    if (isNewMeedu(ctx.switches)) throw routeNotFound()
    const platform = text(ctx.input, 'platform').toLowerCase()
    const pageName = text(ctx.input, 'page_name')
    if (!PAGES[pageName] || PAGES[pageName].platform !== platform) return []
    return pageBlocks(ctx, pageName)
  })

  // v4.9.30 (4.9.29+): the default decoration page of a key; an unknown key has no blocks.
  api.get('/api/v2/decorationPage/blocks', (ctx) => {
    if (!isNewMeedu(ctx.switches)) throw routeNotFound()
    const pageName = text(ctx.input, 'page_name')
    if (!pageName) throw fail('page_name参数不能为空')
    if (!PAGES[pageName]) return []
    return pageBlocks(ctx, pageName)
  })
}
