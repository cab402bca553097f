'use strict'

// The Paper (exam) add-on under /addons/Paper/api/v1 (contract: src/services/api/README.md, "The Paper add-on"),
// and its test controls under /__demo/paper/. Rules and shapes in papers.js. With the `paper` switch off every
// add-on route answers as an unknown route does (and config.enabled_addons is []).

const { fail, routeNotFound, unauthenticated } = require('../lib/http')
const { required, text } = require('../lib/validate')
const { pageParams, paginateTotal } = require('../lib/pagination')
const { isoTime } = require('../lib/util')
const P = require('../presenters')
const X = require('../papers')

const BASE = '/addons/Paper/api/v1'

/** The add-on is off: as if the route did not exist. Checked before the login, as a missing route would be. */
function addon(ctx, { auth = false } = {}) {
  if (!ctx.switches.paper) throw routeNotFound()
  if (auth && !ctx.user) throw unauthenticated()
}

module.exports = (api) => {
  // Open to visitors: cur_user_can_join false and user_papers empty without a login.
  api.get(`${BASE}/papers`, (ctx) => {
    addon(ctx)
    const { input, state, user } = ctx
    const paging = pageParams(input, { sizeKey: 'page_size', defaultSize: 10 })
    const page = paginateTotal(state.papers, paging)
    const userPapers = {}
    for (const paper of page.data) {
      const attempts = X.attemptsOf(state, user, paper.id)
      if (attempts.length) userPapers[paper.id] = attempts.map(X.attemptOut)
    }
    return {
      data: { data: page.data.map((paper) => X.paperOut(state, user, paper, ctx)), total: page.total },
      categories: [],
      category_children: {},
      user_papers: P.phpMap(userPapers),
    }
  })

  // POST /paper/buy is matched before /paper/:id (another method anyway).
  api.post(`${BASE}/paper/buy`, (ctx) => {
    addon(ctx, { auth: true })
    const { input, state, user } = ctx
    const { paper_id: paperId } = required(input, { paper_id: '参数错误' })
    const paper = X.findPaper(state, paperId)
    return P.order(X.buyPaper(state, user, paper, text(input, 'promo_code')), ctx)
  })

  api.get(`${BASE}/paper/:id`, (ctx) => {
    addon(ctx)
    const { params, state, user, baseUrl } = ctx
    const paper = X.findPaper(state, params.id)
    const questions = {}
    for (const question of X.questionsOf(state, paper)) {
      if (!questions[question.type]) questions[question.type] = []
      questions[question.type].push(X.questionOut(question, ctx, false))
    }
    return {
      paper: X.paperOut(state, user, paper, ctx),
      questions: P.phpMap(questions),
      user_papers: X.attemptsOf(state, user, paper.id).map(X.attemptOut),
      can_join: X.canJoin(state, user, paper),
      join_count: new Set(state.paperAttempts.filter((a) => a.paper_id === paper.id).map((a) => a.user_id))
        .size,
      required_courses: paper.required_course_ids
        .map((id) => state.courses.find((c) => c.id === id))
        .filter(Boolean)
        .map((c) => ({ id: c.id, title: c.title, thumb: P.absoluteUrl(c.thumb, baseUrl), charge: c.charge })),
    }
  })

  api.get(`${BASE}/paper/:id/join`, (ctx) => {
    addon(ctx, { auth: true })
    const paper = X.findPaper(ctx.state, ctx.params.id)
    return { record_id: X.joinPaper(ctx.state, ctx.user, paper).id }
  })

  api.get(`${BASE}/paper/:id/join/:record`, (ctx) => {
    addon(ctx, { auth: true })
    const { params, state, user } = ctx
    const paper = X.findPaper(state, params.id)
    const attempt = X.findAttempt(state, user, paper, params.record)
    return {
      paper: X.paperOut(state, user, paper, ctx),
      user_paper: X.attemptOut(attempt),
      questions: attempt.rows.map((row) => X.rowOut(state, attempt, row, ctx)),
    }
  })

  api.get(`${BASE}/paper/:id/joinRecords`, (ctx) => {
    addon(ctx, { auth: true })
    const { input, params, state, user } = ctx
    const paper = X.findPaper(state, params.id)
    const paging = pageParams(input, { sizeKey: 'page_size', defaultSize: 10 })
    return paginateTotal(X.attemptsOf(state, user, paper.id).map(X.attemptOut), paging)
  })

  api.post(`${BASE}/paper/:id/submit/single`, (ctx) => {
    addon(ctx, { auth: true })
    const { input, params, state, user } = ctx
    const paper = X.findPaper(state, params.id)
    const { pid, question_id: questionId } = required(input, { pid: '参数错误', question_id: '参数错误' })
    const attempt = X.findAttempt(state, user, paper, pid)
    X.saveAnswer(state, attempt, questionId, input.answer)
    return []
  })

  api.post(`${BASE}/paper/:id/submit/all`, (ctx) => {
    addon(ctx, { auth: true })
    const { input, params, state, user } = ctx
    const paper = X.findPaper(state, params.id)
    const { pid } = required(input, { pid: '参数错误' })
    return X.submitAttempt(state, X.findAttempt(state, user, paper, pid))
  })

  // ---- test control ---------------------------------------------------------------------------------------------

  const controlAttempt = (state, input) => {
    const { record_id: recordId } = required(input, { record_id: '缺少参数 record_id' })
    const attempt = state.paperAttempts.find((a) => a.id === Number(recordId))
    if (!attempt) throw fail('考试记录不存在')
    return attempt
  }

  // Move an attempt's deadline to `seconds` from now (default 5; 0 or less = already past). Works on an
  // untimed attempt too (it becomes timed).
  api.post('/__demo/paper/deadline', ({ input, state }) => {
    const attempt = controlAttempt(state, input)
    const seconds = input.seconds === undefined ? 5 : Number(input.seconds)
    if (!Number.isFinite(seconds)) throw fail('seconds 必须是数字')
    attempt.ended_at = state.now() + seconds * 1000
    return X.attemptOut(attempt)
  })

  // A teacher marks the short answers of an attempt in 阅卷中: `scores` {<questionId>: score}, else full marks.
  api.post('/__demo/paper/mark', ({ input, state }) => {
    const attempt = controlAttempt(state, input)
    return X.attemptOut(X.markAttempt(state, attempt, input.scores || {}))
  })

  // A learner's attempts (id or mobile; `paper` optional), newest first, with the stored answer rows.
  api.get('/__demo/paper/records', ({ input, state }) => {
    const { user: who } = required(input, { user: '缺少参数 user' })
    const user = state.findUser(who) || state.findUserByMobile(who)
    if (!user) throw fail('用户不存在')
    const paperId = text(input, 'paper') ? Number(text(input, 'paper')) : undefined
    return X.attemptsOf(state, user, paperId).map((attempt) => ({
      ...X.attemptOut(attempt),
      submitted_at: isoTime(attempt.submitted_at),
      rows: attempt.rows.map(X.rowFields),
    }))
  })
}
