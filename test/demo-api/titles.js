'use strict'

// The `titles` switch (switches.js): server text that is hostile, or merely tricky, where the learner app shows
// it as a title. It covers the site name (config `name` and `webname`), course 5 and its videos, and paper 3:
// every page that puts a server title into the document's title (home, course, player, paper, attempt).
//   seed     the seed's own titles
//   hostile  markup that runs script if any of it is ever parsed as HTML: each payload adds 1 to window.__xss
//   tricky   ordinary text a title may hold (quotes, &, <, an entity written out, a tag as text, emoji), to be
//            shown exactly as typed

const TITLED_COURSE_ID = 5
const TITLED_PAPER_ID = 3
const SEED_SITE_NAME = '演示学堂'

const XSS = 'window.__xss=(window.__xss||0)+1'
/** The payloads every hostile title carries: an image's error, an svg's load, a script, an iframe's srcdoc. */
const HOSTILE_MARKUP = [
  `<img src=x onerror="${XSS}">`,
  `<svg onload="${XSS}"></svg>`,
  `<script>${XSS}</script>`,
  '<iframe srcdoc="<script>parent.__xss=(parent.__xss||0)+1</script>"></iframe>',
]
const hostile = (label) => `${HOSTILE_MARKUP[0]}${label}${HOSTILE_MARKUP.slice(1).join('')}`

const TITLE_SETS = Object.freeze({
  hostile: {
    site: hostile('演示学堂'),
    course: hostile('课程'),
    videos: [hostile('视频一'), hostile('视频二')],
    paper: hostile('试卷'),
  },
  tricky: {
    site: `"演示" & 'L&amp;D' 学堂 <i>斜体</i> 😀`,
    course: `a < b & "引号" 'single' &amp; <i>tag</i> 课程 😀`,
    videos: ['第1课：x<y && y>z "视频" 🎬', '<b>不是粗体</b> &lt;b&gt; 文本'],
    paper: `"考试" <u>下划线</u> a<b & &amp; 🎓`,
  },
})

/** config.name (and webname) under the current switches. */
function siteName(switches) {
  const set = TITLE_SETS[switches.titles]
  return set ? set.site : SEED_SITE_NAME
}

/** The titles the `titles` switch gives (null for `seed`), e.g. for tests: {site, course, videos, paper}. */
function titleSet(name) {
  return TITLE_SETS[name] || null
}

/**
 * Puts the switch's titles on course 5, its videos (in catalogue order) and paper 3, or the seed's back. Called
 * after a reset (it first notes the fresh seed's titles) and whenever the switches change.
 */
function applyTitles(state) {
  const course = state.courses.find((c) => c.id === TITLED_COURSE_ID)
  const videos = state.videos.filter((v) => v.course_id === TITLED_COURSE_ID)
  const paper = state.papers.find((p) => p.id === TITLED_PAPER_ID)
  if (!state.seedTitles || state.seedTitles.courses !== state.courses) {
    state.seedTitles = {
      courses: state.courses, // the seed these titles belong to (a reset makes new arrays)
      course: course.title,
      videos: videos.map((v) => v.title),
      paper: paper.title,
    }
  }
  const seed = state.seedTitles
  const set = TITLE_SETS[state.switches.titles]
  course.title = set ? set.course : seed.course
  videos.forEach((video, index) => {
    video.title = set ? set.videos[index % set.videos.length] : seed.videos[index]
  })
  paper.title = set ? set.paper : seed.paper
}

module.exports = { applyTitles, siteName, titleSet, TITLED_COURSE_ID, TITLED_PAPER_ID, HOSTILE_MARKUP }
