'use strict'

// The Paper (exam) add-on (contract: src/services/api/README.md, "Training extras" → "The Paper add-on"):
// questions, papers, the learners' attempts with their answer rows, and the rules that join, answer and score
// them. createPapers(now, catalogue) builds the seed fresh for every /__demo/reset; the handlers are in
// routes/paper.js. Fixed ids are listed in this folder's README.md ("Exams").

const { fail, resourceNotFound } = require('./lib/http')
const { isoTime } = require('./lib/util')
const { MINUTE, DAY } = require('./data')
const { absoluteUrl, withBase } = require('./presenters')
const C = require('./commerce')

const TYPE = Object.freeze({ SINGLE: 1, MULTI: 2, FILL: 3, SHORT: 4, JUDGE: 5 })
const TYPE_TEXT = Object.freeze({ 1: '单选题', 2: '多选题', 3: '填空题', 4: '问答题', 5: '判断题' })
const ATTEMPT = Object.freeze({ ANSWERING: 1, SCORED: 2, MARKING: 3 })
/** is_correct of an answer row. */
const CORRECT = Object.freeze({ WRONG: 0, RIGHT: 1, PART: 2, UNANSWERED: 3, UNSCORED: -1 })
const OPTION_COUNT = 10
const SHORT_MAX = 2000
const BLANK_MAX = 200

// ---- seed: the question bank --------------------------------------------------------------------------------

// [id, type, score, content, options | answer transform (fill-in), answer, remark]
const QUESTIONS = [
  // paper 1 新员工入职考试: every type
  [
    1,
    TYPE.SINGLE,
    10,
    '<p>根据下图的考勤规定，公司的标准上班时间是？</p><p><img src="{{base}}/__demo/img/desc-1.svg" alt="考勤示意图"></p>',
    ['8:30 - 17:30', '9:00 - 18:00', '10:00 - 19:00', '弹性工作制，没有固定时间'],
    'option2',
    '<p>员工手册第二章：标准工时为 9:00 - 18:00，午休 1 小时。</p>',
  ],
  [
    2,
    TYPE.SINGLE,
    10,
    '<p>员工手册规定，新员工的试用期一般为多久？</p>',
    ['1 个月', '3 个月', '6 个月'],
    'option2',
    '<p>试用期一般为 3 个月，表现优秀者可申请提前转正。</p>',
  ],
  [
    3,
    TYPE.MULTI,
    15,
    '<p>以下哪些属于公司的核心价值观？</p>',
    ['客户第一', '团队合作', '拥抱变化', '个人英雄主义'],
    'option1,option2,option3',
    '<p>核心价值观：客户第一、团队合作、拥抱变化。</p>',
  ],
  [
    4,
    TYPE.MULTI,
    15,
    '<p>以下哪些做法符合<strong>信息安全</strong>要求？（多选）</p>',
    [
      '<b>锁屏</b>：离开工位前锁定电脑',
      '<img src="{{base}}/__demo/img/group-2.svg" alt="便签" style="width:120px"> 把密码写在便签上贴在显示器旁',
      '出差时使用<code>公司 VPN</code>访问内网',
      '<span style="color:#f5222d">随意</span>点击陌生邮件里的链接',
    ],
    'option1,option3',
    '<p>密码不能写在便签上，陌生链接不要点击。</p>',
  ],
  [
    5,
    TYPE.JUDGE,
    5,
    '<p>入职第一天需要完成工牌和门禁的办理。</p>',
    [],
    1,
    '<p>入职当天由行政同事协助办理。</p>',
  ],
  [6, TYPE.JUDGE, 5, '<p>公司邮箱可以用来注册个人购物网站。</p>', [], 0, '<p>公司邮箱仅用于工作。</p>'],
  [
    7,
    TYPE.FILL,
    20,
    '<p>公司总部位于 ____ 市，成立于 ____ 年。</p>',
    [
      { a: '杭州', s: 10 },
      { a: '2015', s: 10 },
    ],
    null,
    '<p>见《新员工入职指南》第一章“认识公司”。</p>',
  ],
  [
    8,
    TYPE.SHORT,
    20,
    '<p>请简述你对团队协作的理解（不少于 50 字）。</p>',
    [],
    '<p>参考要点：目标一致、分工明确、及时沟通、互相支持、对结果共同负责。</p>',
    '<p>由阅卷老师按要点给分。</p>',
  ],
  // paper 2 信息安全知识测验 (objective only); 9-11 also on paper 8
  [
    9,
    TYPE.SINGLE,
    25,
    '<p>收到一封自称“IT 部门”的邮件，要求你回复邮箱密码，应该怎么做？</p>',
    ['直接回复密码', '向信息安全部门报告', '转发给同事确认'],
    'option2',
    '<p>这是典型的钓鱼邮件，IT 部门不会索要密码。</p>',
  ],
  [
    10,
    TYPE.MULTI,
    25,
    '<p>一个强密码应包含哪些内容？</p>',
    ['大写字母', '小写字母', '数字', '自己的生日'],
    'option1,option2,option3',
    '<p>生日容易被猜到，不应出现在密码中。</p>',
  ],
  [
    11,
    TYPE.JUDGE,
    25,
    '<p>在公共场所的免费 Wi-Fi 下，可以放心登录公司系统。</p>',
    [],
    0,
    '<p>公共 Wi-Fi 可能被监听，请使用 VPN 或手机热点。</p>',
  ],
  [
    12,
    TYPE.FILL,
    25,
    '<p>公司要求密码长度至少 ____ 位，并且每 ____ 天更换一次。</p>',
    [
      { a: '8', s: 15 },
      { a: '90', s: 10 },
    ],
    null,
    '<p>《信息安全管理规定》第三条。</p>',
  ],
  // paper 3 公司制度随堂练习 (untimed)
  [
    13,
    TYPE.SINGLE,
    20,
    '<p>年假天数主要按什么计算？</p>',
    ['累计工作年限', '职级', '所在部门'],
    'option1',
    '',
  ],
  [14, TYPE.JUDGE, 20, '<p>请假需要提前在 OA 系统提交申请。</p>', [], 1, ''],
  [
    15,
    TYPE.MULTI,
    20,
    '<p>以下哪些费用可以报销？</p>',
    ['出差交通费', '客户招待费（已审批）', '个人旅游费用'],
    'option1,option2',
    '<p>个人消费不能报销。</p>',
  ],
  // paper 4 办公技能小测 (expired_minutes null)
  [16, TYPE.SINGLE, 10, '<p>Excel 中用于求和的函数是？</p>', ['SUM', 'AVERAGE', 'COUNT'], 'option1', ''],
  [17, TYPE.JUDGE, 10, '<p>Ctrl + Z 可以撤销上一步操作。</p>', [], 1, ''],
  [
    18,
    TYPE.FILL,
    10,
    '<p>在 Excel 中，绝对引用使用 ____ 符号。</p>',
    [{ a: '$', s: 10 }],
    null,
    '<p>例如 $A$1。</p>',
  ],
  // paper 5 产品经理认证考试 (paid); 19-20 also on paper 11
  [
    19,
    TYPE.SINGLE,
    20,
    '<p>MVP 在产品设计中指的是？</p>',
    ['最小可行产品', '最有价值球员', '最大价值产品'],
    'option1',
    '',
  ],
  [
    20,
    TYPE.MULTI,
    20,
    '<p>以下哪些是常见的需求优先级方法？</p>',
    ['KANO 模型', 'MoSCoW', 'RICE', '掷骰子'],
    'option1,option2,option3',
    '',
  ],
  [
    21,
    TYPE.SHORT,
    20,
    '<p>请描述一次你主导的产品迭代：目标、过程和结果。</p>',
    [],
    '<p>参考要点：明确目标、数据支撑、复盘结论。</p>',
    '',
  ],
  // paper 7 前端开发能力评估; 22-24 also on paper 10
  [
    22,
    TYPE.SINGLE,
    20,
    '<p>Vue 3 中用于创建响应式对象的 API 是？</p>',
    ['<code>reactive()</code>', '<code>computed()</code>', '<code>watch()</code>'],
    'option1',
    '',
  ],
  [
    23,
    TYPE.MULTI,
    20,
    '<p>以下哪些是 HTTP 请求方法？</p>',
    ['GET', 'POST', 'FETCH', 'PUT'],
    'option1,option2,option4',
    '<p>fetch 是浏览器 API，不是 HTTP 方法。</p>',
  ],
  [24, TYPE.JUDGE, 20, '<p>用 <code>let</code> 声明的变量具有块级作用域。</p>', [], 1, ''],
  // paper 8 信息安全意识结业考试 (with 9-11)
  [
    25,
    TYPE.SHORT,
    25,
    '<p>发现同事的电脑疑似中了病毒，你会怎么做？</p>',
    [],
    '<p>参考要点：断开网络、不要自行处理、立即报告信息安全部门。</p>',
    '',
  ],
  // paper 9 管理者内部认证 (invite only); 26-27 also on paper 12
  [
    26,
    TYPE.SINGLE,
    50,
    '<p>一般建议一位管理者直接管理的人数是？</p>',
    ['3 人以下', '5 - 9 人', '20 人以上'],
    'option2',
    '',
  ],
  [27, TYPE.JUDGE, 50, '<p>授权意味着管理者不再对结果负责。</p>', [], 0, ''],
  // papers 10-12
  [28, TYPE.FILL, 40, '<p>CSS 中设置文字颜色的属性是 ____。</p>', [{ a: 'color', s: 40 }], null, ''],
  [29, TYPE.JUDGE, 60, '<p>原型图必须和最终页面一模一样。</p>', [], 0, ''],
  [30, TYPE.SHORT, 100, '<p>谈谈你理解的领导力。</p>', [], '', ''],
]

function seedQuestion([id, type, score, content, extra, answer, remark]) {
  const question = { id, type, score, content, remark, input_length: 0, answer, answer_transform: null }
  for (let n = 1; n <= OPTION_COUNT; n += 1) question[`option${n}`] = ''
  if (type === TYPE.SINGLE || type === TYPE.MULTI) {
    extra.forEach((option, index) => {
      question[`option${index + 1}`] = option
    })
  } else if (type === TYPE.FILL) {
    question.input_length = extra.length
    question.answer_transform = extra.map((blank) => ({ ...blank }))
    question.answer = extra.map((blank) => blank.a).join(',')
  }
  return question
}

// ---- seed: papers ---------------------------------------------------------------------------------------------

// Ids 1-12 in list order. `questions` in paper order; `score` is their sum.
const PAPERS = [
  {
    id: 1,
    title: '新员工入职考试',
    questions: [1, 2, 3, 4, 5, 6, 7, 8],
    pass_score: 60,
    try_times: 3,
    expired_minutes: 10,
    required_courses: [1],
  },
  {
    id: 2,
    title: '信息安全知识测验（限时 1 分钟）',
    questions: [9, 10, 11, 12],
    pass_score: 60,
    try_times: 0,
    expired_minutes: 1,
  },
  {
    id: 3,
    title: '公司制度随堂练习',
    questions: [13, 14, 15],
    pass_score: 36,
    try_times: 0,
    expired_minutes: 0,
  },
  {
    id: 4,
    title: '办公技能小测',
    questions: [16, 17, 18],
    pass_score: 18,
    try_times: 0,
    expired_minutes: null,
  },
  {
    id: 5,
    title: '产品经理认证考试',
    questions: [19, 20, 21],
    pass_score: 36,
    try_times: 2,
    expired_minutes: 30,
    charge: 19.9,
  },
  {
    id: 6,
    title: '年度合规考试（题目整理中）',
    questions: [],
    pass_score: 0,
    try_times: 0,
    expired_minutes: 30,
  },
  {
    id: 7,
    title: '前端开发能力评估',
    questions: [22, 23, 24],
    pass_score: 36,
    try_times: 0,
    expired_minutes: 20,
    required_courses: [3, 17],
  },
  {
    id: 8,
    title: '信息安全意识结业考试',
    questions: [9, 10, 11, 25],
    pass_score: 60,
    try_times: 2,
    expired_minutes: 15,
    required_courses: [4],
  },
  {
    id: 9,
    title: '管理者内部认证（邀请制）',
    questions: [26, 27],
    pass_score: 60,
    try_times: 1,
    expired_minutes: 10,
    enabled_invite: 1,
    invited: [2],
  },
  {
    id: 10,
    title: '前端基础知识测验',
    questions: [22, 23, 24, 28],
    pass_score: 60,
    try_times: 0,
    expired_minutes: 15,
  },
  {
    id: 11,
    title: '产品设计基础',
    questions: [19, 20, 29],
    pass_score: 60,
    try_times: 0,
    expired_minutes: 0,
  },
  {
    id: 12,
    title: '领导力自我测评',
    questions: [26, 27, 30],
    pass_score: 120,
    try_times: 0,
    expired_minutes: 30,
  },
]

function seedPaper(spec, questions, now) {
  const score = spec.questions.reduce((sum, id) => sum + questions.find((q) => q.id === id).score, 0)
  const charge = spec.charge || 0
  return {
    id: spec.id,
    title: spec.title,
    thumb: `/__demo/img/group-${((spec.id - 1) % 6) + 1}.svg`,
    charge,
    is_free: charge > 0 ? 0 : 1,
    score,
    pass_score: spec.pass_score,
    try_times: spec.try_times,
    expired_minutes: spec.expired_minutes,
    enabled_invite: spec.enabled_invite || 0,
    invited_user_ids: spec.invited || [],
    category_id: 0,
    question_ids: [...spec.questions],
    required_course_ids: spec.required_courses || [],
    created_at: now - (40 - spec.id) * DAY,
  }
}

/**
 * Learner 1's past attempts: paper 1 scored 72 (2 of 3 tries left); paper 8 both tries used, one scored 45,
 * one 阅卷中 (status 3, objective score 25). `answers` per question: [answer_content, is_correct, score].
 */
function seedAttempts(now, papers, questions, nextRowId) {
  const specs = [
    {
      id: 1,
      paper: 1,
      age: 5 * DAY,
      status: ATTEMPT.SCORED,
      answers: {
        1: ['option2', 1, 10],
        2: ['option2', 1, 10],
        3: ['option1,option2,option3', 1, 15],
        4: ['option1,option2,option3', 0, 0],
        5: ['1', 1, 5],
        6: ['0', 1, 5],
        7: [['杭州', '2016'], 2, 10],
        8: ['团队协作就是大家目标一致、分工明确，遇到问题及时沟通，互相补位，最后一起对结果负责。', 2, 17],
      },
    },
    {
      id: 2,
      paper: 8,
      age: 10 * DAY,
      status: ATTEMPT.SCORED,
      answers: {
        9: ['option2', 1, 25],
        10: ['option1,option2', 0, 0],
        11: ['1', 0, 0],
        25: ['先拔网线，然后告诉信息安全部门。', 2, 20],
      },
    },
    {
      id: 3,
      paper: 8,
      age: 3 * DAY,
      status: ATTEMPT.MARKING,
      answers: {
        9: ['option2', 1, 25],
        10: ['option1,option2,option4', 0, 0],
        11: ['', 3, 0],
        25: ['立即断开网络，不自己处理，联系信息安全部门。', -1, 0],
      },
    },
  ]
  return specs.map((spec) => {
    const paper = papers.find((p) => p.id === spec.paper)
    const createdAt = now - spec.age
    const rows = paper.question_ids.map((questionId) => {
      const [answer, isCorrect, score] = spec.answers[questionId]
      const contentRows = Array.isArray(answer)
        ? answer
        : answer === ''
          ? []
          : questions.find((q) => q.id === questionId).type === TYPE.MULTI
            ? answer.split(',')
            : [answer]
      return {
        id: nextRowId(),
        question_id: questionId,
        answer_content: Array.isArray(answer) ? answer.join(',') : answer,
        answer_contents_rows: contentRows,
        is_correct: isCorrect,
        score,
      }
    })
    return {
      id: spec.id,
      paper_id: paper.id,
      user_id: 1,
      status: spec.status,
      score: rows.reduce((sum, row) => sum + row.score, 0),
      created_at: createdAt,
      ended_at: paper.expired_minutes ? createdAt + paper.expired_minutes * MINUTE : null,
      submitted_at: createdAt + 8 * MINUTE,
      rows,
    }
  })
}

function createPapers(now) {
  const paperQuestions = QUESTIONS.map(seedQuestion)
  const papers = PAPERS.map((spec) => seedPaper(spec, paperQuestions, now))
  let rowId = 0
  const paperAttempts = seedAttempts(now, papers, paperQuestions, () => (rowId += 1))
  return {
    papers,
    paperQuestions,
    paperAttempts,
    nextPaperAttemptId: paperAttempts.length + 1,
    nextPaperRowId: rowId + 1,
  }
}

// ---- rules ----------------------------------------------------------------------------------------------------

function parseId(value) {
  return /^[1-9]\d{0,9}$/.test(String(value)) ? Number(value) : null
}

function findPaper(state, rawId) {
  const id = parseId(rawId)
  const paper = id && state.papers.find((p) => p.id === id)
  if (!paper) throw resourceNotFound()
  return paper
}

function questionsOf(state, paper) {
  return paper.question_ids.map((id) => state.paperQuestions.find((q) => q.id === id))
}

function attemptsOf(state, user, paperId) {
  if (!user) return []
  return state.paperAttempts
    .filter((a) => a.user_id === user.id && (paperId === undefined || a.paper_id === paperId))
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
}

/** A paid order of this paper by the learner (bought through POST /addons/Paper/api/v1/paper/buy). */
function hasBoughtPaper(state, user, paper) {
  return Boolean(
    user &&
    state.orders.some(
      (o) =>
        o.user_id === user.id &&
        o.status === C.STATUS.PAID &&
        o.goods.some((g) => g.goods_type === 'paper' && g.goods_id === paper.id)
    )
  )
}

/** Why the learner may not start an attempt now (the join refusal), or '' when they may. */
function joinRefusal(state, user, paper) {
  if (paper.question_ids.length === 0) return '试卷暂无试题'
  if (paper.is_free !== 1 && !hasBoughtPaper(state, user, paper)) return '无权限参与'
  if (paper.enabled_invite === 1 && !paper.invited_user_ids.includes(user.id)) return '无权限参与'
  if (paper.try_times > 0 && attemptsOf(state, user, paper.id).length >= paper.try_times) {
    return '考试次数已用完'
  }
  return ''
}

function canJoin(state, user, paper) {
  return Boolean(user) && joinRefusal(state, user, paper) === ''
}

/** Start an attempt: one empty answer row per question; a timed paper's deadline in `ended_at`. */
function joinPaper(state, user, paper) {
  const refusal = joinRefusal(state, user, paper)
  if (refusal) throw fail(refusal)
  const at = state.now()
  const attempt = {
    id: state.nextPaperAttemptId++,
    paper_id: paper.id,
    user_id: user.id,
    status: ATTEMPT.ANSWERING,
    score: 0,
    created_at: at,
    ended_at: paper.expired_minutes ? at + paper.expired_minutes * MINUTE : null,
    submitted_at: null,
    rows: paper.question_ids.map((questionId) => ({
      id: state.nextPaperRowId++,
      question_id: questionId,
      answer_content: '',
      answer_contents_rows: [],
      is_correct: CORRECT.UNANSWERED,
      score: 0,
    })),
  }
  state.paperAttempts.push(attempt)
  return attempt
}

/** The learner's attempt on this paper; anything else (another learner's, another paper's) is a 404. */
function findAttempt(state, user, paper, rawId) {
  const id = parseId(rawId)
  const attempt =
    id && state.paperAttempts.find((a) => a.id === id && a.user_id === user.id && a.paper_id === paper.id)
  if (!attempt) throw resourceNotFound()
  return attempt
}

const isOver = (attempt) => attempt.status !== ATTEMPT.ANSWERING
const pastDeadline = (state, attempt) => attempt.ended_at !== null && attempt.ended_at <= state.now()

const badFormat = () => fail('答案格式错误')
const tooLong = () => fail('答案内容过长')
const isEmpty = (value) => value === null || value === '' || (Array.isArray(value) && value.length === 0)

function optionKeys(question) {
  const keys = []
  for (let n = 1; n <= OPTION_COUNT; n += 1) if (question[`option${n}`] !== '') keys.push(`option${n}`)
  return keys
}

/**
 * Check an answer as `submit/single` sends it and return what is stored: `{content, rows}` (content '' and rows
 * [] clear the question). Throws code 1 答案格式错误 / 答案内容过长.
 */
function normalizeAnswer(question, raw) {
  if (raw === undefined) throw badFormat()
  if (isEmpty(raw)) return { content: '', rows: [] }
  switch (question.type) {
    case TYPE.SINGLE: {
      if (typeof raw !== 'string' || !optionKeys(question).includes(raw.trim())) throw badFormat()
      return { content: raw.trim(), rows: [raw.trim()] }
    }
    case TYPE.MULTI: {
      const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null
      if (!parts || parts.some((p) => typeof p !== 'string')) throw badFormat()
      const valid = optionKeys(question)
      const keys = [...new Set(parts.map((p) => p.trim()).filter(Boolean))]
      if (keys.length === 0) return { content: '', rows: [] }
      if (keys.some((key) => !valid.includes(key))) throw badFormat()
      keys.sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
      return { content: keys.join(','), rows: keys }
    }
    case TYPE.JUDGE: {
      const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null
      if (value !== '0' && value !== '1') throw badFormat()
      return { content: value, rows: [value] }
    }
    case TYPE.FILL: {
      if (!Array.isArray(raw) || raw.length > question.input_length) throw badFormat()
      if (raw.some((blank) => typeof blank !== 'string' && typeof blank !== 'number' && blank !== null)) {
        throw badFormat()
      }
      const blanks = raw.map((blank) => (blank === null ? '' : String(blank)))
      if (blanks.some((blank) => [...blank].length > BLANK_MAX)) throw tooLong()
      if (blanks.every((blank) => blank.trim() === '')) return { content: '', rows: [] }
      while (blanks.length < question.input_length) blanks.push('')
      return { content: blanks.join(','), rows: blanks }
    }
    case TYPE.SHORT: {
      if (typeof raw !== 'string') throw badFormat()
      if ([...raw].length > SHORT_MAX) throw tooLong()
      if (raw.trim() === '') return { content: '', rows: [] }
      return { content: raw, rows: [raw] }
    }
    default:
      throw badFormat()
  }
}

/** submit/single: store (or clear) one answer of an attempt in progress. */
function saveAnswer(state, attempt, rawQuestionId, raw) {
  if (isOver(attempt)) throw fail('考试已结束')
  if (pastDeadline(state, attempt)) throw fail('考试时间已到')
  const questionId = parseId(rawQuestionId)
  const row = questionId && attempt.rows.find((r) => r.question_id === questionId)
  if (!row) throw fail('试题不存在')
  const question = state.paperQuestions.find((q) => q.id === questionId)
  const { content, rows } = normalizeAnswer(question, raw)
  row.answer_content = content
  row.answer_contents_rows = rows
}

const round2 = (value) => Math.round(value * 100) / 100
const sameText = (a, b) => a.trim().toLowerCase() === String(b).trim().toLowerCase()

/** Score one row (see the contract's Scoring): sets is_correct and score. */
function scoreRow(question, row) {
  if (row.answer_content === '') {
    row.is_correct = CORRECT.UNANSWERED
    row.score = 0
    return
  }
  if (question.type === TYPE.SHORT) {
    row.is_correct = CORRECT.UNSCORED
    row.score = 0
    return
  }
  if (question.type === TYPE.FILL) {
    let right = 0
    let earned = 0
    question.answer_transform.forEach((blank, index) => {
      if (sameText(row.answer_contents_rows[index] || '', blank.a)) {
        right += 1
        earned += blank.s
      }
    })
    row.score = round2(earned)
    row.is_correct =
      right === question.answer_transform.length ? CORRECT.RIGHT : right > 0 ? CORRECT.PART : CORRECT.WRONG
    return
  }
  const right = row.answer_content === String(question.answer)
  row.is_correct = right ? CORRECT.RIGHT : CORRECT.WRONG
  row.score = right ? question.score : 0
}

/** submit/all: score every row; status 3 (阅卷中) when a short answer waits for a teacher, else 2. */
function submitAttempt(state, attempt) {
  if (isOver(attempt)) throw fail('考试已结束')
  for (const row of attempt.rows) {
    scoreRow(
      state.paperQuestions.find((q) => q.id === row.question_id),
      row
    )
  }
  attempt.score = round2(attempt.rows.reduce((sum, row) => sum + row.score, 0))
  attempt.status = attempt.rows.some((row) => row.is_correct === CORRECT.UNSCORED)
    ? ATTEMPT.MARKING
    : ATTEMPT.SCORED
  attempt.submitted_at = state.now()
  return { status: attempt.status, total_score: attempt.score }
}

/**
 * A teacher marks the short answers of an attempt in 阅卷中 (the demo control /__demo/paper/mark): `scores`
 * `{<questionId>: score}`, else full marks; then the attempt is 2 with the new total.
 */
function markAttempt(state, attempt, scores = {}) {
  if (attempt.status !== ATTEMPT.MARKING) throw fail('该考试记录不在阅卷中')
  for (const row of attempt.rows) {
    if (row.is_correct !== CORRECT.UNSCORED) continue
    const question = state.paperQuestions.find((q) => q.id === row.question_id)
    const given = scores[row.question_id] ?? scores[String(row.question_id)]
    const score = given === undefined ? question.score : Number(given)
    if (!Number.isFinite(score) || score < 0 || score > question.score) {
      throw fail(`第 ${row.question_id} 题的分数应在 0-${question.score} 之间`)
    }
    row.score = round2(score)
    row.is_correct = score === question.score ? CORRECT.RIGHT : score > 0 ? CORRECT.PART : CORRECT.WRONG
  }
  attempt.score = round2(attempt.rows.reduce((sum, row) => sum + row.score, 0))
  attempt.status = ATTEMPT.SCORED
  return attempt
}

function paperGoods(paper) {
  return {
    goods_id: paper.id,
    goods_type: 'paper',
    goods_text: '试卷',
    goods_name: paper.title,
    goods_thumb: paper.thumb,
    goods_charge: paper.charge,
    goods_ori_charge: paper.charge,
    charge: paper.charge,
    num: 1,
  }
}

/** POST /addons/Paper/api/v1/paper/buy: an unpaid order (paid at once when a promo code covers it). */
function buyPaper(state, user, paper, promoCode) {
  if (paper.is_free === 1) throw fail('当前试卷无需购买')
  if (hasBoughtPaper(state, user, paper)) throw fail('请勿重复购买')
  return C.createOrder(state, user, paperGoods(paper), promoCode)
}

// ---- shapes ---------------------------------------------------------------------------------------------------

function paperOut(state, user, paper, { baseUrl }) {
  return {
    id: paper.id,
    title: paper.title,
    thumb: absoluteUrl(paper.thumb, baseUrl),
    charge: paper.charge,
    is_free: paper.is_free,
    score: paper.score,
    pass_score: paper.pass_score,
    try_times: paper.try_times,
    expired_minutes: paper.expired_minutes,
    questions_count: paper.question_ids.length,
    cur_user_can_join: canJoin(state, user, paper),
    enabled_invite: paper.enabled_invite,
    category_id: paper.category_id,
    created_at: isoTime(paper.created_at),
  }
}

/** A question; `answer`, `remark` and (fill-in) `answer_transform` only when `reveal`. */
function questionOut(question, { baseUrl }, reveal) {
  const out = {
    id: question.id,
    type: question.type,
    type_text: TYPE_TEXT[question.type],
    score: question.score,
    content: withBase(question.content, baseUrl),
    input_length: question.input_length,
  }
  for (let n = 1; n <= OPTION_COUNT; n += 1) {
    out[`option${n}`] = withBase(question[`option${n}`], baseUrl)
  }
  if (reveal) {
    out.answer = typeof question.answer === 'string' ? withBase(question.answer, baseUrl) : question.answer
    out.remark = withBase(question.remark, baseUrl)
    if (question.answer_transform) out.answer_transform = question.answer_transform.map((b) => ({ ...b }))
  }
  return out
}

function attemptOut(attempt) {
  return {
    id: attempt.id,
    paper_id: attempt.paper_id,
    user_id: attempt.user_id,
    status: attempt.status,
    score: attempt.score,
    get_score: attempt.score,
    created_at: isoTime(attempt.created_at),
    ended_at: isoTime(attempt.ended_at),
  }
}

/** An answer row's own fields, as the API shows them (the attempt answer adds its question). */
function rowFields(row) {
  return {
    id: row.id,
    question_id: row.question_id,
    answer_content: row.answer_content,
    answer_contents_rows: [...row.answer_contents_rows],
    is_correct: row.is_correct,
    score: row.score,
  }
}

function rowOut(state, attempt, row, ctx) {
  const question = state.paperQuestions.find((q) => q.id === row.question_id)
  return { ...rowFields(row), question: questionOut(question, ctx, isOver(attempt)) }
}

module.exports = {
  TYPE,
  TYPE_TEXT,
  ATTEMPT,
  CORRECT,
  SHORT_MAX,
  BLANK_MAX,
  createPapers,
  findPaper,
  questionsOf,
  attemptsOf,
  hasBoughtPaper,
  joinRefusal,
  canJoin,
  joinPaper,
  findAttempt,
  isOver,
  pastDeadline,
  normalizeAnswer,
  saveAnswer,
  scoreRow,
  submitAttempt,
  markAttempt,
  paperGoods,
  buyPaper,
  paperOut,
  questionOut,
  attemptOut,
  rowFields,
  rowOut,
}
