'use strict'

// Contract entries of the catalogue area: courses, videos, play info and progress, home blocks, search, attachments, the study lists.
// How an entry is read: contract.test.js. The samples of this area, each needing one entry:
// - 4.9.10/04-courses: GET /api/v2/courses
// - 4.9.10/04b-courses-page2-size2: GET /api/v2/courses?page=2&page_size=2
// - 4.9.10/04c-courses-category: GET /api/v2/courses?category_id=1&scene=recom
// - 4.9.10/05-course-1-chapters: GET /api/v2/course/1
// - 4.9.10/05b-course-1-chapters-auth: GET /api/v2/course/1
// - 4.9.10/05c-course-2-paid-bought: GET /api/v2/course/2
// - 4.9.10/05d-course-3-no-chapters: GET /api/v2/course/3
// - 4.9.10/05e-course-3-no-chapters-auth: GET /api/v2/course/3
// - 4.9.10/05f-course-404: GET /api/v2/course/999
// - 4.9.10/06-viewblock-h5-index: GET /api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index
// - 4.9.10/06b-viewblock-pc-index: GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index
// - 4.9.10/06c-decorationpage-h5-index: GET /api/v2/decorationPage/blocks?page_name=h5-page-index
// - 4.9.10/06d-decorationpage-pc-index: GET /api/v2/decorationPage/blocks?page_name=pc-page-index
// - 4.9.10/08-member-courses: GET /api/v2/member/courses
// - 4.9.10/08b-member-courses-history: GET /api/v2/member/courses/history
// - 4.9.10/08c-member-videos: GET /api/v2/member/videos
// - 4.9.10/08h-v3-member-courses: GET /api/v3/member/courses
// - 4.9.10/08i-v3-member-learned: GET /api/v3/member/courses/learned
// - 4.9.10/09-video-1: GET /api/v2/video/1
// - 4.9.10/09b-video-8-no-chapter: GET /api/v2/video/8
// - 4.9.10/09c-video-1-playinfo: GET /api/v2/video/1/playinfo
// - 4.9.10/12-course-categories: GET /api/v2/course_categories
// - 4.9.10/13-sliders-h5: GET /api/v2/sliders?platform=h5
// - 4.9.10/13b-navs: GET /api/v2/navs?platform=pc
// - 4.9.10/13c-links: GET /api/v2/links
// - 4.9.10/18b-course-2-vip-learner: GET /api/v2/course/2
// - 4.9.10/18c-video-5-vip-learner: GET /api/v2/video/5
// - 4.9.10/18d-video-5-playinfo-vip-learner: GET /api/v2/video/5/playinfo?is_try=0
// - 4.9.10/18e-video-6-playinfo-vip-learner: GET /api/v2/video/6/playinfo?is_try=0
// - 4.9.10/18f-video-6-record-vip-learner: POST /api/v2/video/6/record
// - 4.9.10/18g-video-5-record-past-trial: POST /api/v2/video/5/record
// - 4.9.10/18h-course-2-vip-learner-after-records: GET /api/v2/course/2
// - 4.9.10/19-v3-learned-course-1: GET /api/v3/member/learned/course/1
// - 4.9.10/19b-video-1-record-to-end: POST /api/v2/video/1/record
// - 4.9.10/19c-v3-learned-course-1-watched: GET /api/v3/member/learned/course/1
// - 4.9.10/19d-video-record-zero: POST /api/v2/video/1/record
// - 4.9.10/19e-course-1-watched-progress: GET /api/v2/course/1
// - 4.9.10/20-search-v3: GET /api/v3/search?keywords=Laravel&type=vod&page=1&size=10
// - 4.9.10/20b-search-v3-no-type: GET /api/v3/search?keywords=Laravel
// - 4.9.10/20c-search-v2-deprecated: GET /api/v2/search?keywords=Laravel
// - 4.9.10/20e-search-v3-type-0: GET /api/v3/search?keywords=Laravel&type=0
// - 4.9.10/30j-attach-download-missing: GET /api/v2/course/attach/999/download
// - 4.9.10/44-attach-url-missing: GET /api/v3/course/2/attach/999
// - v4.9.30/04-courses: GET /api/v2/courses
// - v4.9.30/04b-courses-page2-size2: GET /api/v2/courses?page=2&page_size=2
// - v4.9.30/04c-courses-category: GET /api/v2/courses?category_id=1&scene=recom
// - v4.9.30/05-course-1-chapters: GET /api/v2/course/1
// - v4.9.30/05b-course-1-chapters-auth: GET /api/v2/course/1
// - v4.9.30/05c-course-2-paid-bought: GET /api/v2/course/2
// - v4.9.30/05d-course-3-no-chapters: GET /api/v2/course/3
// - v4.9.30/05e-course-3-no-chapters-auth: GET /api/v2/course/3
// - v4.9.30/05f-course-404: GET /api/v2/course/999
// - v4.9.30/06-viewblock-h5-index: GET /api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index
// - v4.9.30/06b-viewblock-pc-index: GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index
// - v4.9.30/06c-decorationpage-h5-index: GET /api/v2/decorationPage/blocks?page_name=h5-page-index
// - v4.9.30/06d-decorationpage-pc-index: GET /api/v2/decorationPage/blocks?page_name=pc-page-index
// - v4.9.30/08-member-courses: GET /api/v2/member/courses
// - v4.9.30/08b-member-courses-history: GET /api/v2/member/courses/history
// - v4.9.30/08c-member-videos: GET /api/v2/member/videos
// - v4.9.30/08h-v3-member-courses: GET /api/v3/member/courses
// - v4.9.30/08i-v3-member-learned: GET /api/v3/member/courses/learned
// - v4.9.30/09-video-1: GET /api/v2/video/1
// - v4.9.30/09b-video-8-no-chapter: GET /api/v2/video/8
// - v4.9.30/09c-video-1-playinfo: GET /api/v2/video/1/playinfo
// - v4.9.30/12-course-categories: GET /api/v2/course_categories
// - v4.9.30/13-sliders-h5: GET /api/v2/sliders?platform=h5
// - v4.9.30/13b-navs: GET /api/v2/navs?platform=pc
// - v4.9.30/13c-links: GET /api/v2/links
// - v4.9.30/18b-course-2-vip-learner: GET /api/v2/course/2
// - v4.9.30/18c-video-5-vip-learner: GET /api/v2/video/5
// - v4.9.30/18d-video-5-playinfo-vip-learner: GET /api/v2/video/5/playinfo?is_try=0
// - v4.9.30/18e-video-6-playinfo-vip-learner: GET /api/v2/video/6/playinfo?is_try=0
// - v4.9.30/18f-video-6-record-vip-learner: POST /api/v2/video/6/record
// - v4.9.30/18g-video-5-record-past-trial: POST /api/v2/video/5/record
// - v4.9.30/18h-course-2-vip-learner-after-records: GET /api/v2/course/2
// - v4.9.30/18i-course-2-vip-free-vip-learner: GET /api/v2/course/2
// - v4.9.30/18j-video-6-playinfo-vip-free: GET /api/v2/video/6/playinfo
// - v4.9.30/18k-course-2-vip-learner-after-revert: GET /api/v2/course/2
// - v4.9.30/19-v3-learned-course-1: GET /api/v3/member/learned/course/1
// - v4.9.30/19b-video-1-record-to-end: POST /api/v2/video/1/record
// - v4.9.30/19c-v3-learned-course-1-watched: GET /api/v3/member/learned/course/1
// - v4.9.30/19d-video-record-zero: POST /api/v2/video/1/record
// - v4.9.30/19e-course-1-watched-progress: GET /api/v2/course/1
// - v4.9.30/20-search-v3: GET /api/v3/search?keywords=Laravel&type=vod&page=1&size=10
// - v4.9.30/20b-search-v3-no-type: GET /api/v3/search?keywords=Laravel
// - v4.9.30/20c-search-v2-deprecated: GET /api/v2/search?keywords=Laravel
// - v4.9.30/20d-search-v3-type-empty: GET /api/v3/search?keywords=Laravel&type=
// - v4.9.30/20e-search-v3-type-0: GET /api/v3/search?keywords=Laravel&type=0
// - v4.9.30/43g-removed-videos-v2: GET /api/v2/videos
// - v4.9.30/43h-removed-member-courses-like-v2: GET /api/v2/member/courses/like
// - v4.9.30/43j-removed-viewblock-noauth: GET /api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index
// - v4.9.30/44-attach-url-missing: GET /api/v3/course/2/attach/999
// - v4.9.30/44b-attach-url-not-bought: GET /api/v3/course/2/attach/999
// - v4.9.30/44c-attach-download-no-sign: GET /api/v3/course/attach-download
// - v4.9.30/44d-attach-download-bad-sign: GET /api/v3/course/attach-download?sign=nosuchsign
// - v4.9.30/44e-v2-attach-download-still-routed: GET /api/v2/course/attach/999/download
// - v4.9.30/44f-v2-attach-download-noauth: GET /api/v2/course/attach/999/download
// - v4.9.30/46-decorationpage-unknown-page: GET /api/v2/decorationPage/blocks?page_name=no-such-page
// - v4.9.30/46b-decorationpage-no-page-name: GET /api/v2/decorationPage/blocks
// - v4.9.30/60-deprecated-closed-v2-attach-download: GET /api/v2/course/attach/999/download
// - v4.9.30/60b-deprecated-closed-v2-search: GET /api/v2/search?keywords=Laravel
// - v4.9.30/60c-deprecated-closed-v3-search-still-open: GET /api/v3/search?keywords=Laravel&type=0

// Demo learners (README "Seeded learners"; data.js, catalogue.js).
const LEARNER = '13800138000' // learner 1: bought courses 2 and 4, records in 1, 2 and 4
const NOBODY = '13900139000' // learner 2: nothing bought, nothing watched
const MANY = '13300133000' // learner 4: 13 s on video 39 (course 16's first), unfinished
const OWNER = '13200132000' // learner 5: bought course 12 (paid, chapters), never opened it
const VIP = '13800138001' // learner 6: an active VIP (年度会员) who owns nothing (as the recordings' 样例学员)

// Demo courses and videos in the recordings' situations.
const CHAPTERED_FREE = 16 // free, two chapters, every video in one (sample course 1); videos 39–42 published together
const CHAPTERED_FREE_VIDEO = 39 // its first video (30 s)
const NO_CHAPTERS = 2 // ￥99, every video without a chapter (sample course 3's `[[…]]`); video 5 the first
const PAID_TRIALS = 3 // ￥199, chapters, every video a 5 s trial, is_vip_free 0 (sample course 2 for the VIP)
const TRIAL_VIDEO = 8 // course 3's first video: a 5 s trial of 30 s (sample video 5)
const PAID_NO_TRIAL_VIDEO = 15 // course 6 (￥12.5, is_vip_free 0): no trial (sample video 6)
const VIP_FREE = 10 // ￥199, chapters, is_vip_free 1 (sample course 2 while the admin ticked VIP免费)
const VIP_FREE_VIDEO = 21 // its first video: no trial, raw address
const RAW_VIDEO = 3 // course 1 (free): a raw address (MeEdu's `url` column, as sample video 1)

const v2 = (release) => (release === '4.9.10' ? '4.9.10' : 'v4.9.30')

/** One entry for the same call on both releases (`overrides[release]` adds or replaces fields). */
function both(name, entry, overrides = {}) {
  return ['4.9.10', '4.9.30'].map((release) => ({
    sample: `${v2(release)}/${name}`,
    ...entry,
    ...(overrides[release] ?? {}),
  }))
}

const get = (path, as) => ({ method: 'GET', path, as })
const post = (path, json, as) => ({ method: 'POST', path, json, as })

/** A record call that must succeed (the setup of a later call). */
const record = (ctx, videoId, duration, token) =>
  ctx.ok('POST', `/api/v2/video/${videoId}/record`, { duration }, token)

/**
 * The blocks a recording can speak for. The recorded pages hold a slider, a grid-nav and a course group (written
 * by the recording servers' seed); the demo's page holds every sign, an unknown paid-edition sign and broken
 * blocks on purpose (the app must skip them), which no recording shows. Slider items: the recordings' seed wrote
 * `url`, the demo (as MeEdu's admin) writes `href`; the app reads either, so the key is compared as `url`.
 */
async function recordedKindsOfBlocks(ctx, path) {
  const answer = await ctx.request('GET', path)
  const blocks = answer.json?.data
  if (answer.json?.code !== 0 || !Array.isArray(blocks)) return answer
  const renders = (block) =>
    block.sign === 'slider'
      ? Array.isArray(block.config_render)
      : ['grid-nav', 'h5-vod-v1', 'pc-vod-v1'].includes(block.sign) &&
        Array.isArray(block.config_render?.items) &&
        block.config_render.items.length > 0
  answer.json.data = blocks.filter(renders).map((block) =>
    block.sign === 'slider'
      ? {
          ...block,
          config_render: block.config_render.map(({ href, ...item }) => ({ ...item, url: href })),
        }
      : block
  )
  return answer
}

module.exports = [
  // ---- the course list and categories ----------------------------------------------------------------------
  ...both('04-courses', {
    why: 'the course list with every course on its one page (the recording has 3 courses; the demo 40, so page_size 100)',
    call: get('/api/v2/courses?page_size=100'),
  }),
  ...both('04b-courses-page2-size2', {
    why: 'the last page of the list at page_size 2 (page 2 of 2 there, page 20 of 20 here)',
    call: get('/api/v2/courses?page=20&page_size=2'),
  }),
  ...both('04c-courses-category', {
    why: 'a category with its children, recommended courses: one page',
    call: get('/api/v2/courses?category_id=1&scene=recom'),
  }),
  ...both('12-course-categories', {
    why: 'the category tree',
    call: get('/api/v2/course_categories'),
  }),

  // ---- course detail -----------------------------------------------------------------------------------------
  ...both('05-course-1-chapters', {
    why: `a visitor on a free course whose videos all have a chapter (course ${CHAPTERED_FREE}): videos keyed by chapter id`,
    call: get(`/api/v2/course/${CHAPTERED_FREE}`),
  }),
  ...both('05b-course-1-chapters-auth', {
    why: `the same course for a learner with an unfinished record in it (learner 4, ${MANY})`,
    call: get(`/api/v2/course/${CHAPTERED_FREE}`, MANY),
  }),
  ...both('05c-course-2-paid-bought', {
    why: 'a bought paid course with chapters, not started (learner 5, course 12)',
    call: get('/api/v2/course/12', OWNER),
  }),
  ...both('05d-course-3-no-chapters', {
    why: `a visitor on a course whose videos have no chapter (course ${NO_CHAPTERS}): videos [[…]]`,
    call: get(`/api/v2/course/${NO_CHAPTERS}`),
  }),
  ...both('05e-course-3-no-chapters-auth', {
    why: `the same course for a learner without a record in it (learner 2)`,
    call: get(`/api/v2/course/${NO_CHAPTERS}`, NOBODY),
  }),
  ...both('05f-course-404', {
    why: 'a course that does not exist',
    call: get('/api/v2/course/999'),
  }),

  // ---- home blocks -------------------------------------------------------------------------------------------
  ...both(
    '06-viewblock-h5-index',
    { why: 'the H5 home page blocks of 4.9.10 (the signs the recording has); removed in 4.9.29' },
    {
      '4.9.10': {
        call: (ctx) =>
          recordedKindsOfBlocks(ctx, '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'),
      },
      '4.9.30': { call: get('/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index') },
    }
  ),
  ...both(
    '06b-viewblock-pc-index',
    { why: 'the PC home page blocks of 4.9.10 (a course group); removed in 4.9.29' },
    {
      '4.9.10': {
        call: (ctx) =>
          recordedKindsOfBlocks(ctx, '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index'),
      },
      '4.9.30': { call: get('/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index') },
    }
  ),
  ...both(
    '06c-decorationpage-h5-index',
    {
      why: 'the H5 home page of v4.9.30 (decoration page; the signs the recording has); no such route on 4.9.10',
    },
    {
      '4.9.10': { call: get('/api/v2/decorationPage/blocks?page_name=h5-page-index') },
      '4.9.30': {
        call: (ctx) => recordedKindsOfBlocks(ctx, '/api/v2/decorationPage/blocks?page_name=h5-page-index'),
      },
    }
  ),
  ...both(
    '06d-decorationpage-pc-index',
    { why: 'the PC home page of v4.9.30; no such route on 4.9.10' },
    {
      '4.9.10': { call: get('/api/v2/decorationPage/blocks?page_name=pc-page-index') },
      '4.9.30': {
        call: (ctx) => recordedKindsOfBlocks(ctx, '/api/v2/decorationPage/blocks?page_name=pc-page-index'),
      },
    }
  ),
  {
    sample: 'v4.9.30/46-decorationpage-unknown-page',
    why: 'a page key no decoration page has',
    call: get('/api/v2/decorationPage/blocks?page_name=no-such-page'),
  },
  {
    sample: 'v4.9.30/46b-decorationpage-no-page-name',
    why: 'no page_name',
    call: get('/api/v2/decorationPage/blocks'),
  },
  {
    sample: 'v4.9.30/43j-removed-viewblock-noauth',
    why: 'the 4.9.10 home route, gone',
    call: get('/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'),
  },
  ...both('13-sliders-h5', {
    why: 'the H5 sliders (a 4.9.10 route, removed in 4.9.29)',
    call: get('/api/v2/sliders?platform=h5'),
  }),
  ...both('13b-navs', {
    why: 'the PC navigation',
    call: get('/api/v2/navs?platform=pc'),
  }),
  ...both('13c-links', {
    why: 'the friend links',
    call: get('/api/v2/links'),
  }),

  // ---- member course lists -----------------------------------------------------------------------------------
  ...both('08-member-courses', {
    why: 'the v2 list of bought courses (learner 1: courses 2 and 4)',
    call: get('/api/v2/member/courses', LEARNER),
  }),
  ...both('08b-member-courses-history', {
    why: 'the v2 learning history of a learner who has learned nothing (learner 2); removed in 4.9.29',
    call: get('/api/v2/member/courses/history', NOBODY),
  }),
  ...both('08c-member-videos', {
    why: 'the v2 list of bought videos (none: single videos are not sold); removed in 4.9.29',
    call: get('/api/v2/member/videos', LEARNER),
  }),
  {
    sample: 'v4.9.30/43h-removed-member-courses-like-v2',
    why: 'the v2 liked courses, removed in 4.9.29 (learner 1 likes two)',
    call: get('/api/v2/member/courses/like', LEARNER),
  },
  ...both('08h-v3-member-courses', {
    why: 'the v3 bought courses of a learner who has not started them (learner 5: course 12)',
    call: get('/api/v3/member/courses', OWNER),
  }),
  ...both('08i-v3-member-learned', {
    why: 'the v3 learned courses of a learner who has learned nothing (learner 2)',
    call: get('/api/v3/member/courses/learned', NOBODY),
  }),

  // ---- videos, play info, progress ---------------------------------------------------------------------------
  ...both('09-video-1', {
    why: `a video in a chapter, for a learner with an unfinished record on it (learner 4, video ${CHAPTERED_FREE_VIDEO})`,
    call: get(`/api/v2/video/${CHAPTERED_FREE_VIDEO}`, MANY),
  }),
  ...both('09b-video-8-no-chapter', {
    why: `a visitor on a video of the course without chapters (video 5 of course ${NO_CHAPTERS}): videos [[…]]`,
    call: get('/api/v2/video/5'),
  }),
  ...both('09c-video-1-playinfo', {
    why: `play info of a video with a raw address that the learner may watch (video ${RAW_VIDEO}, course 1 free)`,
    call: get(`/api/v2/video/${RAW_VIDEO}/playinfo`, LEARNER),
  }),
  ...both('19d-video-record-zero', {
    why: 'a progress report of 0 seconds',
    call: post(`/api/v2/video/${CHAPTERED_FREE_VIDEO}/record`, { duration: 0 }, MANY),
  }),
  ...both('19b-video-1-record-to-end', {
    why: `a report that reaches the video's duration (30 s of video ${CHAPTERED_FREE_VIDEO}, learner 4)`,
    call: post(`/api/v2/video/${CHAPTERED_FREE_VIDEO}/record`, { duration: 30 }, MANY),
  }),
  ...both('19-v3-learned-course-1', {
    why: `the learned detail of a course whose videos were published together (course ${CHAPTERED_FREE}, learner 4): keys "3","1","2","0"`,
    call: get(`/api/v3/member/learned/course/${CHAPTERED_FREE}`, MANY),
  }),
  ...both('19c-v3-learned-course-1-watched', {
    why: 'the same after the first video was watched to its end',
    setup: async (ctx) => record(ctx, CHAPTERED_FREE_VIDEO, 30, await ctx.token(MANY)),
    call: get(`/api/v3/member/learned/course/${CHAPTERED_FREE}`, MANY),
  }),
  ...both('19e-course-1-watched-progress', {
    why: 'the course detail after the first video was watched to its end: watched_at in China time',
    setup: async (ctx) => record(ctx, CHAPTERED_FREE_VIDEO, 30, await ctx.token(MANY)),
    call: get(`/api/v2/course/${CHAPTERED_FREE}`, MANY),
  }),

  // ---- the VIP learner (is_vip_free on v4.9.30) ----------------------------------------------------------------
  ...both('18b-course-2-vip-learner', {
    why: `an active VIP on a paid course with chapters, not bought, not VIP-free (course ${PAID_TRIALS})`,
    call: get(`/api/v2/course/${PAID_TRIALS}`, VIP),
  }),
  ...both('18c-video-5-vip-learner', {
    why: `the VIP on a video of that course (video ${TRIAL_VIDEO}, a trial)`,
    call: get(`/api/v2/video/${TRIAL_VIDEO}`, VIP),
  }),
  ...both('18d-video-5-playinfo-vip-learner', {
    why: `the VIP's play info of a trial video (video ${TRIAL_VIDEO}): full on 4.9.10, the trial on v4.9.30`,
    call: get(`/api/v2/video/${TRIAL_VIDEO}/playinfo?is_try=0`, VIP),
  }),
  ...both('18e-video-6-playinfo-vip-learner', {
    why: `the VIP's play info of a paid video without trial (video ${PAID_NO_TRIAL_VIDEO}, course 6): refused on v4.9.30`,
    call: get(`/api/v2/video/${PAID_NO_TRIAL_VIDEO}/playinfo?is_try=0`, VIP),
  }),
  ...both('18f-video-6-record-vip-learner', {
    why: 'the VIP reports progress on that video: refused on v4.9.30',
    call: post(`/api/v2/video/${PAID_NO_TRIAL_VIDEO}/record`, { duration: 10 }, VIP),
  }),
  ...both('18g-video-5-record-past-trial', {
    why: `the VIP reports 20 s on the 5 s trial video ${TRIAL_VIDEO}`,
    call: post(`/api/v2/video/${TRIAL_VIDEO}/record`, { duration: 20 }, VIP),
  }),
  ...both('18h-course-2-vip-learner-after-records', {
    why: `the course after those two reports: the trial video's record (capped at 5 s on v4.9.30)`,
    setup: async (ctx) => {
      const token = await ctx.token(VIP)
      await ctx.request('POST', `/api/v2/video/${PAID_NO_TRIAL_VIDEO}/record`, {
        json: { duration: 10 },
        token,
      })
      await record(ctx, TRIAL_VIDEO, 20, token)
    },
    call: get(`/api/v2/course/${PAID_TRIALS}`, VIP),
  }),
  {
    sample: 'v4.9.30/18i-course-2-vip-free-vip-learner',
    why: `the VIP on a VIP-free paid course with a record in it (course ${VIP_FREE}): isBuy true`,
    setup: async (ctx) => record(ctx, VIP_FREE_VIDEO, 10, await ctx.token(VIP)),
    call: get(`/api/v2/course/${VIP_FREE}`, VIP),
  },
  {
    sample: 'v4.9.30/18j-video-6-playinfo-vip-free',
    why: `the VIP's play info of a video without trial in that course (video ${VIP_FREE_VIDEO}), no is_try`,
    call: get(`/api/v2/video/${VIP_FREE_VIDEO}/playinfo`, VIP),
  },
  {
    sample: 'v4.9.30/18k-course-2-vip-learner-after-revert',
    why: `the VIP on a paid course that is not VIP-free, with a (capped) record in it (course ${PAID_TRIALS})`,
    setup: async (ctx) => record(ctx, TRIAL_VIDEO, 20, await ctx.token(VIP)),
    call: get(`/api/v2/course/${PAID_TRIALS}`, VIP),
  },
  {
    sample: 'v4.9.30/43g-removed-videos-v2',
    why: 'the v2 video list, removed in 4.9.29',
    call: get('/api/v2/videos'),
  },

  // ---- search (the recording servers have no Meilisearch: switch fullTextSearch off) ---------------------------
  ...both('20-search-v3', {
    why: 'v3 search of courses without a full-text search service',
    switches: { fullTextSearch: false },
    call: get('/api/v3/search?keywords=%E5%85%A5%E9%97%A8&type=vod&page=1&size=10'),
  }),
  ...both('20b-search-v3-no-type', {
    why: 'v3 search without a `type` parameter, no full-text search service',
    switches: { fullTextSearch: false },
    call: get('/api/v3/search?keywords=%E5%85%A5%E9%97%A8'),
  }),
  {
    sample: 'v4.9.30/20d-search-v3-type-empty',
    why: 'v3 search with an empty `type`, no full-text search service',
    switches: { fullTextSearch: false },
    call: get('/api/v3/search?keywords=%E5%85%A5%E9%97%A8&type='),
  },
  ...both('20e-search-v3-type-0', {
    why: 'v3 search with `type=0` (all), no full-text search service',
    switches: { fullTextSearch: false },
    call: get('/api/v3/search?keywords=%E5%85%A5%E9%97%A8&type=0'),
  }),
  ...both('20c-search-v2-deprecated', {
    why: 'the v2 title search (入门: several courses) while the deprecated-API switch is open',
    call: get('/api/v2/search?keywords=%E5%85%A5%E9%97%A8'),
  }),
  {
    sample: 'v4.9.30/60b-deprecated-closed-v2-search',
    why: 'the v2 title search with the deprecated-API switch closed',
    switches: { deprecatedApiClosed: true },
    call: get('/api/v2/search?keywords=%E5%85%A5%E9%97%A8'),
  },
  {
    sample: 'v4.9.30/60c-deprecated-closed-v3-search-still-open',
    why: 'v3 search with the deprecated-API switch closed (no full-text search service, as recorded)',
    switches: { deprecatedApiClosed: true, fullTextSearch: false },
    call: get('/api/v3/search?keywords=%E5%85%A5%E9%97%A8&type=0'),
  },

  // ---- attachments -------------------------------------------------------------------------------------------
  {
    sample: '4.9.10/30j-attach-download-missing',
    why: 'the v2 download of an attachment that does not exist',
    call: get('/api/v2/course/attach/999/download', LEARNER),
  },
  {
    sample: 'v4.9.30/44e-v2-attach-download-still-routed',
    why: 'the v2 download of an attachment that does not exist, deprecated-API switch open',
    call: get('/api/v2/course/attach/999/download', LEARNER),
  },
  {
    sample: 'v4.9.30/44f-v2-attach-download-noauth',
    why: 'the v2 download without a token: the login check comes first',
    call: get('/api/v2/course/attach/999/download'),
  },
  {
    sample: 'v4.9.30/60-deprecated-closed-v2-attach-download',
    why: 'the v2 download with the deprecated-API switch closed',
    switches: { deprecatedApiClosed: true },
    call: get('/api/v2/course/attach/999/download', LEARNER),
  },
  ...both(
    '44-attach-url-missing',
    {
      why: 'the v3 attachment link of a bought course (learner 1, course 2) for an attachment it does not have',
    },
    {
      '4.9.10': {
        why: 'the v3 attachment link: no such route on 4.9.10',
        call: get('/api/v3/course/2/attach/999', LEARNER),
      },
      '4.9.30': { call: get('/api/v3/course/2/attach/999', LEARNER) },
    }
  ),
  {
    sample: 'v4.9.30/44b-attach-url-not-bought',
    why: 'the v3 attachment link of a course the learner may not study (learner 2, course 2)',
    call: get('/api/v3/course/2/attach/999', NOBODY),
  },
  {
    sample: 'v4.9.30/44c-attach-download-no-sign',
    why: 'the signed download without a sign',
    call: get('/api/v3/course/attach-download'),
  },
  {
    sample: 'v4.9.30/44d-attach-download-bad-sign',
    why: 'the signed download with an unknown sign',
    call: get('/api/v3/course/attach-download?sign=nosuchsign'),
  },
]
