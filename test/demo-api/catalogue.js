'use strict'

// The learning catalogue: categories, courses, chapters, videos, attachments, comments, and the learners'
// purchases, likes and watch records. createCatalogue(now) builds it fresh for every /__demo/reset. Fixed ids
// that tests and the other app pages rely on are listed in this folder's README.md ("Learning catalogue").
//
// Stored URLs are paths on the demo server (`/__demo/img/…`, `/__demo/media/…`); HTML fields write `{{base}}`
// where the server's base URL goes. The presenters make both absolute.

const { MINUTE, HOUR, DAY } = require('./data')
const { seedWatchDays } = require('./growth')

/**
 * Media files under media/ (make-media.sh); `duration` is each file's real length in whole seconds. `raw`: the
 * video's own address (MeEdu's `url` column, not a cloud VOD file), whose play entry has `duration` 0 and the name
 * `''` (4.9.10) or `默认` (v4.9.30).
 */
const MEDIA = {
  // H.264/AAC, a running clock: two qualities of the same lesson (as a cloud VOD file gives them).
  clock: {
    duration: 30,
    urls: [
      { path: '/__demo/media/clock-180p.mp4', format: 'mp4', name: '标清' },
      { path: '/__demo/media/clock-360p.mp4', format: 'mp4', name: '高清' },
    ],
  },
  // Another lesson, one quality.
  lesson: {
    duration: 20,
    raw: true,
    urls: [{ path: '/__demo/media/lesson-180p.mp4', format: 'mp4', name: '标清' }],
  },
  // HLS: index.m3u8 + 3 segments of 10 s.
  hls: {
    duration: 30,
    raw: true,
    urls: [{ path: '/__demo/media/hls/index.m3u8', format: 'm3u8', name: '标清' }],
  },
  // A play URL that is an <iframe> snippet (upstream allows it); the page it embeds plays the clock video.
  iframe: { duration: 30, iframe: true, raw: true },
  // No source yet (the admin has not uploaded it): play info has no address (4.9.10 answers 错误, v4.9.30 `urls: []`).
  none: { duration: 60, urls: [] },
}

const CATEGORIES = [
  { id: 1, name: '新员工入职', parent_id: 0, sort: 1 },
  { id: 2, name: '专业技能', parent_id: 0, sort: 2 },
  { id: 3, name: '管理与领导力', parent_id: 0, sort: 3 },
  { id: 4, name: '公司制度', parent_id: 1, sort: 1 },
  { id: 5, name: '办公技能', parent_id: 1, sort: 2 },
  { id: 6, name: '前端开发', parent_id: 2, sort: 1 },
  { id: 7, name: '产品设计', parent_id: 2, sort: 2 },
]

const HOSTILE_TITLE = '"引号" <i>斜体</i> 😀 & 测试'

const HOSTILE_DESC = [
  '<p>这门课程的介绍里藏着各种不安全的 HTML，应用必须只显示安全的部分。</p>',
  '<script>window.__hacked = true; alert("xss")</script>',
  '<p><img src="x" onerror="window.__hacked = true; alert(\'onerror\')"> 一张坏图片</p>',
  '<p><a href="javascript:window.__hacked=true;alert(\'link\')">点我（javascript: 链接）</a></p>',
  '<p><a href="{{base}}/aboutus" target="_blank">正常链接：关于我们</a></p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(\'click\')">带 onclick 的段落</p>',
  '<p>标题里有 "引号"、<b>粗体</b>、😀 和 &amp; 符号。</p>',
].join('\n')

/**
 * The courses. Ids 1-7 are fixed for tests (this folder's README); the others fill the categories. `videos`: media keys
 * grouped as [chapter title, [media…]] (chapter title null = no chapter).
 */
function courseSpecs() {
  const fixed = [
    {
      id: 1,
      title: '新员工入职指南',
      category_id: 4,
      charge: 0,
      is_rec: 1,
      user_count: 1288,
      short_description: '从公司介绍到入职流程，新同事第一天就该看的课程。',
      chapters: [
        [
          '第一章 认识公司',
          [
            ['公司介绍', 'clock'],
            ['组织架构与部门', 'hls'],
          ],
        ],
        ['第二章 入职流程', [['入职手续办理', 'lesson']]],
        [null, [['入职常见问题答疑', 'clock']]],
      ],
    },
    {
      id: 2,
      title: '员工手册解读',
      category_id: 4,
      charge: 99,
      user_count: 864,
      short_description: '逐条解读员工手册：考勤、休假、报销与行为规范。',
      chapters: [
        [
          null,
          [
            ['手册总览', 'clock'],
            ['考勤与休假', 'lesson'],
            ['报销与行为规范', 'hls'],
          ],
        ],
      ],
    },
    {
      id: 3,
      title: 'Vue3 实战入门',
      category_id: 6,
      charge: 199,
      is_rec: 1,
      user_count: 2310,
      short_description: '从零搭建 Vue3 + Vite 项目，掌握组合式 API。',
      freeSeconds: 5,
      chapters: [
        [
          '第一章 基础',
          [
            ['Vue3 入门与环境搭建', 'clock'],
            ['组合式 API 详解', 'hls'],
          ],
        ],
        ['第二章 实战', [['实战：待办清单', 'lesson']]],
      ],
    },
    {
      id: 4,
      title: '信息安全意识（必修）',
      category_id: 4,
      charge: 49,
      user_count: 1720,
      short_description: '必修合规课程：不可拖动进度，请完整观看。',
      banDrag: true,
      allowComment: false, // v4.9.30 is_allow_comment 0, for the course and its videos (comments.js)
      chapters: [
        [
          null,
          [
            ['密码与账号安全', 'clock'],
            ['钓鱼邮件识别', 'lesson'],
          ],
        ],
      ],
    },
    {
      id: 5,
      title: HOSTILE_TITLE,
      category_id: 5,
      charge: 0,
      user_count: 66,
      short_description: '简介里也有 <b>标签</b>、"引号" 和 😀 & 符号',
      renderDesc: HOSTILE_DESC,
      chapters: [
        [
          null,
          [
            ['<b>加粗</b>的 "视频" 标题 😀', 'clock'],
            ['iframe 播放地址演示', 'iframe'],
          ],
        ],
      ],
    },
    {
      id: 6,
      title: '办公软件技巧合集',
      category_id: 5,
      charge: 12.5,
      user_count: 512,
      short_description: '有一个章节暂时还没有视频。',
      chapters: [
        ['第一章 Word 排版', [['样式与目录', 'lesson']]],
        ['第二章 即将更新', []],
      ],
    },
    {
      id: 7,
      title: '即将上线：数据安全法规解读',
      category_id: 4,
      charge: 0.01,
      user_count: 0,
      short_description: '课程内容正在制作中，暂无章节和视频。',
      chapters: [],
    },
  ]

  const more = [
    [1, '企业文化与价值观'],
    [4, '考勤与休假制度'],
    [4, '报销流程详解'],
    [5, 'Excel 数据分析入门'],
    [5, 'PPT 设计与演示'],
    [5, '高效沟通技巧'],
    [5, '时间管理实战'],
    [5, 'Word 排版技巧'],
    [2, '职业素养提升'],
    [6, 'React 入门到精通'],
    [6, 'TypeScript 从零开始'],
    [6, 'Node.js 进阶'],
    [6, '小程序开发入门'],
    [6, 'CSS 布局精讲'],
    [6, '前端性能优化'],
    [6, '前端工程化实践'],
    [7, '产品经理入门'],
    [7, '用户研究方法'],
    [7, '交互设计基础'],
    [7, 'Figma 入门课程'],
    [7, '数据驱动的产品决策'],
    [7, '需求文档写作'],
    [3, '新任经理的第一课'],
    [3, '团队激励与辅导'],
    [3, '绩效面谈技巧'],
    [3, '跨部门协作'],
    [3, '高效会议管理'],
    [3, '领导力入门课程'],
    [4, '职场安全与健康'],
    [5, '邮件写作规范'],
    [6, 'Git 版本管理入门'],
    [7, '竞品分析实战'],
    [3, '目标管理 OKR 实践'],
  ]
  const charges = [0, 99, 199, 0.01, 12.5, 49, 299, 99, 0, 199, 69, 12.5]
  const lessons = ['课程介绍', '基础入门', '核心概念', '实战演练', '总结与答疑']
  const media = ['clock', 'lesson', 'hls']
  const generated = more.map(([categoryId, title], index) => {
    const id = 8 + index
    const charge = charges[index % charges.length]
    const count = 2 + (index % 3)
    const items = lessons.slice(0, count).map((lesson, k) => [`${lesson}`, media[(index + k) % 3]])
    const chapters =
      index % 2 === 0
        ? [
            ['第一章 入门', items.slice(0, 2)],
            ['第二章 进阶', items.slice(2)],
          ].filter(([, list]) => list.length)
        : [[null, items]]
    return {
      id,
      title,
      category_id: categoryId,
      charge,
      is_rec: index % 5 === 0 ? 1 : 0,
      user_count: 40 + ((index * 397) % 3000),
      short_description: `${title}：${['零基础也能学会', '讲透原理，配套练习', '一线讲师实战分享', '30 分钟快速上手'][index % 4]}。`,
      trialFirst: charge > 0 && index % 2 === 1,
      chapters,
    }
  })
  const byId = (id) => generated.find((spec) => spec.id === id)
  // Course 10 (￥199, chapters, no trial): VIP members study it free on v4.9.30 (`is_vip_free` 1).
  byId(10).vipFree = true
  // Course 16 (free, two chapters): its 4 videos were published at the same minute, so MeEdu's learned-course
  // sort leaves them out of order (keys "3","1","2","0", as sample 19).
  byId(16).publishedTogether = true
  // Course 20 (free): comments are off for it and its videos (`is_allow_comment` 0 on v4.9.30).
  byId(20).allowComment = false
  // Course 40: a last lesson without a source yet (play info gives no address).
  byId(40).chapters.at(-1)[1].push(['下节预告（视频上传中）', 'none'])
  return [...fixed, ...generated]
}

function defaultDesc(spec) {
  const parts = [
    `<p>${spec.short_description}</p>`,
    `<p><img src="{{base}}/__demo/img/desc-${spec.id}.svg" alt="${spec.title}"></p>`,
    '<h3>你将学到</h3>',
    '<ul><li>核心概念与常见误区</li><li>可直接套用的方法和模板</li><li>课后练习与答疑</li></ul>',
  ]
  if (spec.id % 3 === 0 || spec.id === 1) {
    parts.push(
      '<h3>课程安排</h3>',
      '<table border="1"><thead><tr><th>模块</th><th>内容</th><th>时长</th></tr></thead><tbody>',
      '<tr><td>一</td><td>概览</td><td>10 分钟</td></tr>',
      '<tr><td>二</td><td>实操</td><td>20 分钟</td></tr>',
      '</tbody></table>'
    )
  }
  return parts.join('\n')
}

const EPOCH = Date.parse('2024-06-20T08:00:00Z')

function buildCourses() {
  const courses = []
  const chapters = []
  const videos = []
  let chapterId = 1
  let videoId = 1
  for (const spec of courseSpecs()) {
    const publishedAt = EPOCH - (spec.id - 1) * 2 * DAY - ((spec.id * 37) % 600) * MINUTE
    const free = spec.charge === 0
    let firstVideo = true
    for (const [chapterTitle, items] of spec.chapters) {
      let chapter = null
      if (chapterTitle !== null) {
        chapter = { id: chapterId++, course_id: spec.id, title: chapterTitle, sort: chapters.length + 1 }
        chapters.push(chapter)
      }
      for (const [title, mediaKey] of items) {
        const id = videoId++
        videos.push({
          id,
          course_id: spec.id,
          chapter_id: chapter ? chapter.id : 0,
          title,
          slug: `video-${id}`,
          media: mediaKey,
          duration: MEDIA[mediaKey].duration,
          view_num: 100 + ((id * 131) % 5000),
          published_at: publishedAt + (spec.publishedTogether ? HOUR : id * MINUTE),
          charge: 0,
          is_ban_sell: 0,
          free_seconds: spec.freeSeconds || (spec.trialFirst && firstVideo ? 10 : 0),
          ban_drag: spec.banDrag ? 1 : 0,
          allowComment: spec.allowComment !== false, // is_allow_comment (v4.9.30) of the video
        })
        firstVideo = false
      }
    }
    courses.push({
      id: spec.id,
      title: spec.title,
      slug: `course-${spec.id}`,
      thumb: `/__demo/img/course-${spec.id}.svg`,
      charge: spec.charge,
      is_free: free ? 1 : 0,
      short_description: spec.short_description,
      render_desc: spec.renderDesc || defaultDesc(spec),
      seo_keywords: spec.title,
      seo_description: spec.short_description,
      published_at: publishedAt,
      created_at: publishedAt - DAY,
      is_rec: spec.is_rec || 0,
      is_show: 1,
      user_count: spec.user_count,
      category_id: spec.category_id,
      is_vip_free: spec.vipFree ? 1 : 0, // v4.9.30: an active VIP studies it free (learning.js)
      allowComment: spec.allowComment !== false, // is_allow_comment (v4.9.30); the comment rule reads it
    })
  }
  return { courses, chapters, videos }
}

/** Attachments of courses 1-3; `file` is a key of files.js. */
const ATTACHMENTS = [
  { id: 1, course_id: 1, name: '员工手册.pdf', file: 'handbook' },
  { id: 2, course_id: 1, name: '入职资料包.zip', file: 'onboardingZip' },
  { id: 3, course_id: 2, name: '课程讲义.pdf', file: 'lectureNotes' },
  { id: 4, course_id: 3, name: 'Vue3 速查表.pdf', file: 'cheatSheet' },
  // Course 4 (bought by learner 1): every type 课件中心 draws an icon for, a 3 GB size (the download serves
  // the small archive) and a name without an extension.
  { id: 5, course_id: 4, name: '信息安全制度.docx', file: 'policyDocx' },
  { id: 6, course_id: 4, name: '安全自查表.xlsx', file: 'checklistXlsx' },
  { id: 7, course_id: 4, name: '安全培训课件.pptx', file: 'slidesPptx' },
  {
    id: 8,
    course_id: 4,
    name: '培训录像原始素材.rar',
    file: 'onboardingZip',
    size: 3 * 1024 ** 3,
    extension: 'rar',
  },
  { id: 9, course_id: 4, name: '安全操作说明', file: 'plainNotes' },
  { id: 10, course_id: 4, name: '机房平面图.png', file: 'floorPlan' },
]

function seedComments(now) {
  const course = [
    [1, 2, '课程内容很实用，入职第一天就看完了！', 3 * HOUR],
    [1, 4, '第二章的入职手续讲得很清楚，谢谢老师。', 2 * DAY],
    [1, 1, '希望能多加一些部门介绍的内容。', 5 * DAY],
    [2, 1, '报销部分终于搞明白了，推荐大家看。', 1 * DAY],
    [3, 4, 'Vue3 组合式 API 讲得透彻，值得购买。', 4 * DAY],
    [
      5,
      2,
      '<p>评论里的坏东西：<script>window.__hacked=true</script><img src=x onerror="window.__hacked=true"><a href="javascript:alert(1)">链接</a> "引号" 😀 &amp;</p>',
      6 * HOUR,
    ],
  ]
  const video = [
    [1, 2, '公司介绍视频拍得很用心。', 8 * HOUR],
    [1, 4, '看完对公司有了整体认识。', 3 * DAY],
  ]
  const toRecord =
    (key) =>
    ([targetId, userId, content, age], index) => ({
      id: index + 1,
      [key]: targetId,
      user_id: userId,
      // Plain text like a posted comment (4.9.10 strips the tags, sample 31b); the hostile one on course 5 keeps
      // its markup (an imported comment), for the client's sanitiser.
      render_content: content,
      created_at: now - age,
      ip: '127.0.0.1',
      ip_province: ['浙江', '北京', '上海', '广东'][index % 4],
    })
  return {
    courseComments: course.map(toRecord('course_id')),
    videoComments: video.map(toRecord('video_id')),
  }
}

/** Purchases, likes and watch records of the seeded learners (ids 1, 4 and 5; learners 2 and 6 have none). */
function seedLearning(now, { courses, videos }) {
  const userCourses = []
  const likes = []
  const videoRecords = []
  const courseRecords = []
  const buy = (userId, courseId, age) => {
    const course = courses.find((c) => c.id === courseId)
    userCourses.push({ user_id: userId, course_id: courseId, charge: course.charge, created_at: now - age })
  }
  const watch = (userId, videoId, seconds, age) => {
    const video = videos.find((v) => v.id === videoId)
    videoRecords.push({
      id: videoRecords.length + 1,
      user_id: userId,
      course_id: video.course_id,
      video_id: videoId,
      watch_seconds: seconds,
      watched_at: seconds >= video.duration ? now - age : null,
      created_at: now - age - 10 * MINUTE,
      updated_at: now - age,
    })
  }

  // Learner 1 (13800138000): bought 2 and 4, likes 1 and 3, learning 1, 2 and 4.
  buy(1, 2, 20 * DAY)
  buy(1, 4, 15 * DAY)
  likes.push({ user_id: 1, course_id: 1, created_at: now - 9 * DAY })
  likes.push({ user_id: 1, course_id: 3, created_at: now - 2 * DAY })
  watch(1, 1, 12, 2 * HOUR) // course 1, video 1: resume at 12 s
  const course2 = videos.filter((v) => v.course_id === 2)
  watch(1, course2[0].id, course2[0].duration, 3 * DAY) // watched
  watch(1, course2[1].id, 8, 1 * DAY)
  const course4 = videos.filter((v) => v.course_id === 4)
  watch(1, course4[0].id, course4[0].duration, 5 * DAY)

  // Learner 4 (13300133000): every generated course (8+) bought or free, and learning in 30 of them.
  const generated = courses.filter((c) => c.id >= 8)
  generated.forEach((course, index) => {
    if (course.charge > 0) buy(4, course.id, 60 * DAY + index * HOUR)
    if (index >= 30) return
    const first = videos.find((v) => v.course_id === course.id)
    watch(4, first.id, index % 3 === 0 ? first.duration : 5 + index, index * 7 * HOUR + 30 * MINUTE)
  })
  likes.push({ user_id: 4, course_id: 1, created_at: now - 30 * DAY })

  // Learner 5 (13200132000): bought course 12 (paid, chapters) and has not started it.
  buy(5, 12, 10 * DAY)

  // A course record for every course with a watch record (progress from finished videos).
  const seen = new Map()
  for (const record of videoRecords) {
    const key = `${record.user_id}|${record.course_id}`
    const entry = seen.get(key) || { user_id: record.user_id, course_id: record.course_id, records: [] }
    entry.records.push(record)
    seen.set(key, entry)
  }
  for (const entry of seen.values()) {
    const total = videos.filter((v) => v.course_id === entry.course_id).length
    const finished = entry.records.filter((r) => r.watched_at !== null).length
    const progress = total ? Math.floor((finished / total) * 100) : 0
    courseRecords.push({
      id: courseRecords.length + 1,
      course_id: entry.course_id,
      user_id: entry.user_id,
      is_watched: progress >= 100 ? 1 : 0,
      watched_at: progress >= 100 ? Math.max(...entry.records.map((r) => r.updated_at)) : null,
      progress,
      created_at: Math.min(...entry.records.map((r) => r.created_at)),
      updated_at: Math.max(...entry.records.map((r) => r.updated_at)),
    })
  }
  // Seconds per learner and UTC day for 学习成长 (growth.js): the records' own, and learner 1's month.
  const watchDays = seedWatchDays(now, videoRecords)
  return { userCourses, likes, videoRecords, courseRecords, watchDays }
}

function createCatalogue(now = Date.now()) {
  const { courses, chapters, videos } = buildCourses()
  const { courseComments, videoComments } = seedComments(now)
  return {
    categories: CATEGORIES.map((c) => ({ ...c, created_at: EPOCH - 90 * DAY })),
    courses,
    chapters,
    videos,
    attachments: ATTACHMENTS.map((a) => ({ ...a })),
    courseComments,
    videoComments,
    ...seedLearning(now, { courses, videos }),
    recordCalls: [], // every POST /api/v2/video/{id}/record received (GET /__demo/records)
    attachSigns: new Map(), // v3 attachment link sign → {userId, attachId, expiresAt} (single use, 3600 s)
    attachLinks: [], // [{userId, at}]: v3 attachment links given (60 a learner an hour)
  }
}

/**
 * A long list: `count` more courses in category `categoryId` (default 1 新员工入职), until the next reset, each with
 * one free lesson (the clock video, no chapter), published a day apart after every course already there, so they
 * come after them, newest first: `长列表课程 1`, `长列表课程 2`, … `titleLength` (default: none) pads each title
 * with `长` to that many characters (a page of very long titles). Returns the new courses' ids.
 */
function addCourses(catalogue, { count, categoryId = 1, titleLength = 0 }) {
  const { courses, videos } = catalogue
  const firstId = Math.max(...courses.map((c) => c.id)) + 1
  const oldest = Math.min(...courses.map((c) => c.published_at))
  let videoId = Math.max(...videos.map((v) => v.id)) + 1
  const ids = []
  for (let n = 1; n <= count; n++) {
    const id = firstId + n - 1
    const base = `长列表课程 ${n}`
    const title = titleLength > base.length ? base + '长'.repeat(titleLength - base.length) : base
    const publishedAt = oldest - n * DAY
    courses.push({
      id,
      title,
      slug: `course-${id}`,
      thumb: `/__demo/img/course-${id}.svg`,
      charge: 0,
      is_free: 1,
      short_description: `${base}：为长列表准备的课程。`,
      render_desc: `<p>${base}：为长列表准备的课程。</p>`,
      seo_keywords: title,
      seo_description: base,
      published_at: publishedAt,
      created_at: publishedAt - DAY,
      is_rec: 0,
      is_show: 1,
      user_count: n,
      category_id: categoryId,
      is_vip_free: 0,
      allowComment: true,
    })
    videos.push({
      id: videoId,
      course_id: id,
      chapter_id: 0,
      title: '课程介绍',
      slug: `video-${videoId}`,
      media: 'clock',
      duration: MEDIA.clock.duration,
      view_num: 100,
      published_at: publishedAt + MINUTE,
      charge: 0,
      is_ban_sell: 0,
      free_seconds: 0,
      ban_drag: 0,
      allowComment: true,
    })
    videoId++
    ids.push(id)
  }
  return ids
}

module.exports = { createCatalogue, addCourses, MEDIA, CATEGORIES, HOSTILE_TITLE, EPOCH }
