'use strict'

// The Paper (exam) add-on of the demo API (src/services/api/README.md, "The Paper add-on"): list, detail, join
// rules, answers of every type, deadlines, scoring, the off switch and buying a paid paper. Real HTTP against a
// server on an ephemeral port. Run: node --test test/demo-api/paper.test.js

const { describe, it } = require('node:test')
const assert = require('node:assert/strict')

const { useServer } = require('./testing')
const { createDemoApi } = require('./server')
const { request } = require('./testing')

const LEARNER = '13800138000' // learner 1: past attempts on papers 1 and 8
const OTHER = '13900139000' // learner 2: no attempts; invited to paper 9
const BASE = '/addons/Paper/api/v1'
const NOT_FOUND = { code: 404, message: '资源不存在', data: [] }
const NO_ROUTE = { code: 404, message: '路由不存在', data: [] }
const LOGIN = { code: 401, message: '请登录', data: [] }
const err = (message) => ({ code: 1, message, data: [] })

function helpers(s) {
  const h = {
    token: (mobile = LEARNER) => s.tokenFor({ mobile }),
    join: async (paperId, token) => (await s.ok(s.get(`${BASE}/paper/${paperId}/join`, { token }))).record_id,
    record: (paperId, recordId, token) => s.ok(s.get(`${BASE}/paper/${paperId}/join/${recordId}`, { token })),
    answer: (paperId, pid, questionId, answer, token) =>
      s.post(`${BASE}/paper/${paperId}/submit/single`, { pid, question_id: questionId, answer }, { token }),
    submit: (paperId, pid, token) => s.post(`${BASE}/paper/${paperId}/submit/all`, { pid }, { token }),
  }
  return h
}

describe('papers list and detail', () => {
  const s = useServer()
  const h = helpers(s)

  it('pages 12 papers by page_size (default 10), open to visitors', async () => {
    const first = await s.ok(s.get(`${BASE}/papers`))
    assert.deepEqual(Object.keys(first).sort(), ['categories', 'category_children', 'data', 'user_papers'])
    assert.equal(first.data.total, 12)
    assert.deepEqual(
      first.data.data.map((p) => p.id),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    )
    assert.deepEqual(first.categories, [])
    assert.deepEqual(first.category_children, {})
    assert.deepEqual(first.user_papers, [])
    assert.ok(first.data.data.every((p) => p.cur_user_can_join === false))
    const second = await s.ok(s.get(`${BASE}/papers?page=2`))
    assert.deepEqual(
      second.data.data.map((p) => p.id),
      [11, 12]
    )
    const small = await s.ok(s.get(`${BASE}/papers?page=3&page_size=5`))
    assert.deepEqual(
      small.data.data.map((p) => p.id),
      [11, 12]
    )
    assert.deepEqual((await s.ok(s.get(`${BASE}/papers?page=9`))).data.data, [])

    const paper = first.data.data[0]
    assert.deepEqual(paper, {
      id: 1,
      title: '新员工入职考试',
      thumb: `${s.url}/__demo/img/group-1.svg`,
      charge: 0,
      is_free: 1,
      score: 100,
      pass_score: 60,
      try_times: 3,
      expired_minutes: 10,
      questions_count: 8,
      cur_user_can_join: false,
      enabled_invite: 0,
      category_id: 0,
      created_at: paper.created_at,
    })
    const byId = Object.fromEntries(first.data.data.map((p) => [p.id, p]))
    assert.equal(byId[2].expired_minutes, 1)
    assert.equal(byId[3].expired_minutes, 0)
    assert.equal(byId[4].expired_minutes, null)
    assert.equal(byId[5].charge, 19.9)
    assert.equal(byId[5].is_free, 0)
    assert.equal(byId[6].questions_count, 0)
    assert.equal(byId[9].enabled_invite, 1)
  })

  it('shows the learner what they can join and their attempts per paper', async () => {
    const token = await h.token()
    const list = await s.ok(s.get(`${BASE}/papers`, { token }))
    const can = Object.fromEntries(list.data.data.map((p) => [p.id, p.cur_user_can_join]))
    assert.deepEqual(can, {
      1: true,
      2: true,
      3: true,
      4: true,
      5: false, // paid, not bought
      6: false, // no questions
      7: true, // required courses do not block
      8: false, // tries used up
      9: false, // invite only
      10: true,
    })
    assert.deepEqual(Object.keys(list.user_papers).sort(), ['1', '8'])
    assert.deepEqual(
      list.user_papers[1].map((a) => [a.id, a.status, a.score]),
      [[1, 2, 72]]
    )
    assert.deepEqual(
      list.user_papers[8].map((a) => [a.id, a.status, a.score]),
      [
        [3, 3, 25],
        [2, 2, 45],
      ]
    )
    const attempt = list.user_papers[1][0]
    assert.deepEqual(Object.keys(attempt).sort(), [
      'created_at',
      'ended_at',
      'get_score',
      'id',
      'paper_id',
      'score',
      'status',
      'user_id',
    ])
    assert.equal(Date.parse(attempt.ended_at) - Date.parse(attempt.created_at), 10 * 60 * 1000)
    // Page 2 lists only its own papers' attempts.
    assert.deepEqual((await s.ok(s.get(`${BASE}/papers?page=2`, { token }))).user_papers, [])
  })

  it('details a paper: questions by type without answers, attempts, can_join, required courses', async () => {
    const visitor = await s.ok(s.get(`${BASE}/paper/1`))
    assert.equal(visitor.paper.title, '新员工入职考试')
    assert.equal(visitor.can_join, false)
    assert.deepEqual(visitor.user_papers, [])
    assert.equal(visitor.join_count, 1)
    assert.deepEqual(Object.keys(visitor.questions).sort(), ['1', '2', '3', '4', '5'])
    const all = Object.values(visitor.questions).flat()
    assert.equal(all.length, 8)
    for (const question of all) {
      assert.ok(!('answer' in question) && !('remark' in question) && !('answer_transform' in question))
      assert.equal(
        question.type_text,
        { 1: '单选题', 2: '多选题', 3: '填空题', 4: '问答题', 5: '判断题' }[question.type]
      )
    }
    assert.deepEqual(
      visitor.questions[1].map((q) => q.id),
      [1, 2]
    )
    assert.ok(visitor.questions[1][0].content.includes(`<img src="${s.url}/__demo/img/desc-1.svg"`))
    assert.equal(visitor.questions[1][1].option4, '')
    assert.match(visitor.questions[2][1].option1, /<b>锁屏<\/b>/)
    assert.ok(visitor.questions[2][1].option2.includes(`<img src="${s.url}/__demo/img/group-2.svg"`))
    assert.equal(visitor.questions[3][0].input_length, 2)
    assert.deepEqual(visitor.required_courses, [
      { id: 1, title: '新员工入职指南', thumb: `${s.url}/__demo/img/course-1.svg`, charge: 0 },
    ])

    const token = await h.token()
    const learner = await s.ok(s.get(`${BASE}/paper/1`, { token }))
    assert.equal(learner.can_join, true)
    assert.equal(learner.paper.cur_user_can_join, true)
    assert.deepEqual(
      learner.user_papers.map((a) => a.score),
      [72]
    )
    const seven = await s.ok(s.get(`${BASE}/paper/7`, { token }))
    assert.deepEqual(
      seven.required_courses.map((c) => [c.id, c.title, c.charge]),
      [
        [3, 'Vue3 实战入门', 199],
        [17, 'React 入门到精通', 199],
      ]
    )
    assert.equal(seven.can_join, true)
    assert.deepEqual((await s.ok(s.get(`${BASE}/paper/6`, { token }))).questions, [])
    assert.deepEqual(await s.get(`${BASE}/paper/99`), NOT_FOUND)
    assert.deepEqual(await s.get(`${BASE}/paper/abc`), NOT_FOUND)
  })
})

describe('joining', () => {
  const s = useServer()
  const h = helpers(s)

  it('needs a login for join, attempts, records, answers and buying', async () => {
    for (const [method, path, body] of [
      ['GET', `${BASE}/paper/1/join`],
      ['GET', `${BASE}/paper/1/join/1`],
      ['GET', `${BASE}/paper/1/joinRecords`],
      ['POST', `${BASE}/paper/1/submit/single`, { pid: 1, question_id: 1, answer: 'option1' }],
      ['POST', `${BASE}/paper/1/submit/all`, { pid: 1 }],
      ['POST', `${BASE}/paper/buy`, { paper_id: 5 }],
    ]) {
      assert.deepEqual(await s.call(method, path, { json: body }), LOGIN, path)
    }
  })

  it('starts an attempt with a deadline for a timed paper and none for an untimed one', async () => {
    const token = await h.token()
    const before = Date.now()
    const recordId = await h.join(1, token)
    assert.equal(recordId, 4)
    const detail = await h.record(1, recordId, token)
    assert.equal(detail.paper.id, 1)
    const attempt = detail.user_paper
    assert.deepEqual(
      [attempt.id, attempt.paper_id, attempt.user_id, attempt.status, attempt.score],
      [4, 1, 1, 1, 0]
    )
    const deadline = Date.parse(attempt.ended_at) - Date.parse(attempt.created_at)
    assert.equal(deadline, 10 * 60 * 1000)
    assert.ok(Date.parse(attempt.created_at) >= before - 1000)
    assert.equal(detail.questions.length, 8)
    for (const row of detail.questions) {
      assert.deepEqual(Object.keys(row).sort(), [
        'answer_content',
        'answer_contents_rows',
        'id',
        'is_correct',
        'question',
        'question_id',
        'score',
      ])
      assert.equal(row.answer_content, '')
      assert.deepEqual(row.answer_contents_rows, [])
      assert.equal(row.question.id, row.question_id)
      assert.ok(!('answer' in row.question) && !('remark' in row.question))
    }
    assert.deepEqual(
      detail.questions.map((r) => r.question_id),
      [1, 2, 3, 4, 5, 6, 7, 8]
    )

    for (const id of [3, 4]) {
      const untimed = await h.record(id, await h.join(id, token), token)
      assert.equal(untimed.user_paper.ended_at, null)
    }
    const records = await s.ok(s.get(`${BASE}/paper/3/joinRecords`, { token }))
    assert.equal(records.total, 1)
    assert.equal(records.data[0].paper_id, 3)
  })

  it('counts every attempt against try_times', async () => {
    const token = await h.token()
    await h.join(1, token) // 2 of 3
    await h.join(1, token) // 3 of 3
    assert.deepEqual(await s.get(`${BASE}/paper/1/join`, { token }), err('考试次数已用完'))
    const detail = await s.ok(s.get(`${BASE}/paper/1`, { token }))
    assert.equal(detail.can_join, false)
    assert.equal(detail.user_papers.length, 3)
    assert.deepEqual(await s.get(`${BASE}/paper/8/join`, { token }), err('考试次数已用完'))
    // Another learner still has all three tries.
    assert.equal((await s.ok(s.get(`${BASE}/paper/1`, { token: await h.token(OTHER) }))).can_join, true)
  })

  it('refuses a paid paper not bought, an invite-only paper and a paper without questions', async () => {
    const token = await h.token()
    assert.deepEqual(await s.get(`${BASE}/paper/5/join`, { token }), err('无权限参与'))
    assert.deepEqual(await s.get(`${BASE}/paper/9/join`, { token }), err('无权限参与'))
    assert.deepEqual(await s.get(`${BASE}/paper/6/join`, { token }), err('试卷暂无试题'))
    assert.deepEqual(await s.get(`${BASE}/paper/99/join`, { token }), NOT_FOUND)
    // Learner 2 is invited to paper 9 (one try).
    const invited = await h.token(OTHER)
    assert.equal((await s.ok(s.get(`${BASE}/paper/9`, { token: invited }))).can_join, true)
    await h.join(9, invited)
    assert.deepEqual(await s.get(`${BASE}/paper/9/join`, { token: invited }), err('考试次数已用完'))
  })

  it("hides another learner's attempt, and an attempt asked for under another paper", async () => {
    const other = await h.token(OTHER)
    assert.deepEqual(await s.get(`${BASE}/paper/1/join/1`, { token: other }), NOT_FOUND)
    assert.deepEqual(await s.get(`${BASE}/paper/8/join/1`, { token: await h.token() }), NOT_FOUND)
    assert.deepEqual(await h.answer(1, 1, 1, 'option1', other), NOT_FOUND)
    assert.deepEqual(await h.submit(1, 1, other), NOT_FOUND)
  })

  it('shows a finished attempt with answers, remarks and the fill-in transform', async () => {
    const token = await h.token()
    const done = await h.record(1, 1, token)
    assert.equal(done.user_paper.status, 2)
    assert.equal(done.user_paper.score, 72)
    const rows = Object.fromEntries(done.questions.map((r) => [r.question_id, r]))
    assert.equal(rows[1].question.answer, 'option2')
    assert.match(rows[1].question.remark, /9:00/)
    assert.equal(rows[3].question.answer, 'option1,option2,option3')
    assert.equal(rows[5].question.answer, 1)
    assert.equal(rows[7].question.answer, '杭州,2015')
    assert.deepEqual(rows[7].question.answer_transform, [
      { a: '杭州', s: 10 },
      { a: '2015', s: 10 },
    ])
    assert.deepEqual(rows[7].answer_contents_rows, ['杭州', '2016'])
    assert.equal(rows[7].answer_content, '杭州,2016')
    assert.deepEqual([rows[7].is_correct, rows[7].score], [2, 10])
    assert.deepEqual(rows[4].answer_contents_rows, ['option1', 'option2', 'option3'])
    assert.deepEqual([rows[4].is_correct, rows[4].score], [0, 0])
    assert.deepEqual([rows[8].is_correct, rows[8].score], [2, 17])
    assert.equal(
      done.questions.reduce((sum, r) => sum + r.score, 0),
      72
    )
    const marking = await h.record(8, 3, token)
    assert.equal(marking.user_paper.status, 3)
    const markingRows = Object.fromEntries(marking.questions.map((r) => [r.question_id, r]))
    assert.equal(markingRows[25].is_correct, -1)
    assert.equal(markingRows[11].is_correct, 3)
    assert.ok('answer' in markingRows[25].question)
  })
})

describe('answers', () => {
  const s = useServer()
  const h = helpers(s)

  it('stores answers of every type as the contract says, and replaces or clears them', async () => {
    const token = await h.token()
    const pid = await h.join(1, token)
    const ok = async (questionId, answer) =>
      assert.deepEqual(await h.answer(1, pid, questionId, answer, token), { code: 0, message: '', data: [] })
    await ok(1, 'option1')
    await ok(1, 'option2') // replaces
    await ok(2, 'option3')
    await ok(3, 'option3,option1,option1')
    await ok(4, ['option3', 'option1'])
    await ok(5, 1)
    await ok(6, '0')
    await ok(7, ['杭州'])
    await ok(8, '团队协作很重要。')
    const rows = Object.fromEntries((await h.record(1, pid, token)).questions.map((r) => [r.question_id, r]))
    const stored = (id) => [rows[id].answer_content, rows[id].answer_contents_rows]
    assert.deepEqual(stored(1), ['option2', ['option2']])
    assert.deepEqual(stored(2), ['option3', ['option3']])
    assert.deepEqual(stored(3), ['option1,option3', ['option1', 'option3']])
    assert.deepEqual(stored(4), ['option1,option3', ['option1', 'option3']])
    assert.deepEqual(stored(5), ['1', ['1']])
    assert.deepEqual(stored(6), ['0', ['0']])
    assert.deepEqual(stored(7), ['杭州,', ['杭州', '']])
    assert.deepEqual(stored(8), ['团队协作很重要。', ['团队协作很重要。']])

    await ok(1, '')
    await ok(3, [])
    await ok(7, ['', ' '])
    await ok(8, '   ')
    const cleared = Object.fromEntries(
      (await h.record(1, pid, token)).questions.map((r) => [r.question_id, r])
    )
    for (const id of [1, 3, 7, 8]) {
      assert.deepEqual(
        [cleared[id].answer_content, cleared[id].answer_contents_rows],
        ['', []],
        `question ${id}`
      )
    }
  })

  it('refuses answers of the wrong shape or too long', async () => {
    const token = await h.token()
    const pid = await h.join(1, token)
    const bad = async (questionId, answer, message = '答案格式错误') =>
      assert.deepEqual(
        await h.answer(1, pid, questionId, answer, token),
        err(message),
        `${questionId}: ${JSON.stringify(answer)}`
      )
    await bad(1, 'option5') // question 1 has 4 options
    await bad(2, 'option4') // question 2 has 3
    await bad(1, 'A')
    await bad(1, 2)
    await bad(1, ['option1'])
    await bad(3, 'option1,option9')
    await bad(3, 'option1;option2')
    await bad(3, 5)
    await bad(5, 2)
    await bad(5, 'true')
    await bad(5, true)
    await bad(7, '杭州')
    await bad(7, ['a', 'b', 'c'])
    await bad(7, [{ a: 1 }])
    await bad(8, ['text'])
    await bad(8, 12)
    await bad(1, undefined)
    await bad(7, ['x'.repeat(201)], '答案内容过长')
    await bad(8, '字'.repeat(2001), '答案内容过长')
    // The limits themselves are accepted.
    assert.equal((await h.answer(1, pid, 7, ['x'.repeat(200), '1'], token)).code, 0)
    assert.equal((await h.answer(1, pid, 8, '字'.repeat(2000), token)).code, 0)
    // Not on this paper, bad ids.
    assert.deepEqual(await h.answer(1, pid, 9, 'option2', token), err('试题不存在'))
    assert.deepEqual(await h.answer(1, pid, 'x', 'option2', token), err('试题不存在'))
    assert.deepEqual(await h.answer(1, 999, 1, 'option2', token), NOT_FOUND)
    assert.deepEqual(
      await s.post(`${BASE}/paper/1/submit/single`, { question_id: 1 }, { token }),
      err('参数错误')
    )
    assert.deepEqual(await h.answer(2, pid, 1, 'option2', token), NOT_FOUND) // pid of paper 1 under paper 2
    // Nothing bad was stored.
    const rows = (await h.record(1, pid, token)).questions
    assert.ok(
      rows.filter((r) => r.question_id !== 7 && r.question_id !== 8).every((r) => r.answer_content === '')
    )
  })

  it('refuses answers after the deadline (still scoring what was given) and after submitting', async () => {
    const token = await h.token()
    const pid = await h.join(2, token)
    assert.equal((await h.answer(2, pid, 9, 'option2', token)).code, 0)
    const moved = await s.ok(s.post('/__demo/paper/deadline', { record_id: pid, seconds: 0 }))
    assert.ok(Date.parse(moved.ended_at) <= Date.now())
    assert.deepEqual(await h.answer(2, pid, 10, 'option1', token), err('考试时间已到'))
    assert.deepEqual(await s.ok(h.submit(2, pid, token)), { status: 2, total_score: 25 })
    assert.deepEqual(await h.answer(2, pid, 10, 'option1', token), err('考试已结束'))
    assert.deepEqual(await h.submit(2, pid, token), err('考试已结束'))

    // A deadline a few seconds away still takes answers.
    const next = await h.join(2, token)
    await s.ok(s.post('/__demo/paper/deadline', { record_id: next, seconds: 30 }))
    assert.equal((await h.answer(2, next, 10, 'option1', token)).code, 0)
    assert.deepEqual(await s.post('/__demo/paper/deadline', { record_id: 999 }), err('考试记录不存在'))
  })

  it('passes the deadline by the clock, without the control', async () => {
    let clock = Date.parse('2026-03-01T08:00:00Z')
    const api = createDemoApi({ log: false, now: () => clock })
    const { url } = await api.listen()
    try {
      const call = async (method, path, json, token) =>
        (await request(url, method, path, { json, token })).json
      const { token } = (await call('POST', '/__demo/login', { mobile: LEARNER })).data
      const pid = (await call('GET', `${BASE}/paper/2/join`, undefined, token)).data.record_id
      const detail = (await call('GET', `${BASE}/paper/2/join/${pid}`, undefined, token)).data
      assert.equal(detail.user_paper.ended_at, '2026-03-01T08:01:00.000000Z')
      clock += 59 * 1000
      assert.equal(
        (
          await call(
            'POST',
            `${BASE}/paper/2/submit/single`,
            { pid, question_id: 9, answer: 'option2' },
            token
          )
        ).code,
        0
      )
      clock += 1000
      assert.deepEqual(
        await call('POST', `${BASE}/paper/2/submit/single`, { pid, question_id: 11, answer: 0 }, token),
        err('考试时间已到')
      )
      assert.deepEqual((await call('POST', `${BASE}/paper/2/submit/all`, { pid }, token)).data, {
        status: 2,
        total_score: 25,
      })
    } finally {
      await api.close()
    }
  })
})

describe('scoring', () => {
  const s = useServer()
  const h = helpers(s)

  const answerAll = async (paperId, pid, answers, token) => {
    for (const [questionId, answer] of Object.entries(answers)) {
      const body = await h.answer(paperId, pid, Number(questionId), answer, token)
      assert.equal(body.code, 0, JSON.stringify(body))
    }
  }

  it('scores an objective paper all-or-nothing, fill-in per blank', async () => {
    const token = await h.token()
    const pid = await h.join(2, token)
    await answerAll(2, pid, { 9: 'option2', 10: 'option1,option2', 11: 0, 12: [' 8 ', '30'] }, token)
    assert.deepEqual(await s.ok(h.submit(2, pid, token)), { status: 2, total_score: 65 })
    const detail = await h.record(2, pid, token)
    assert.equal(detail.user_paper.status, 2)
    assert.equal(detail.user_paper.score, 65)
    const rows = Object.fromEntries(detail.questions.map((r) => [r.question_id, [r.is_correct, r.score]]))
    assert.deepEqual(rows, { 9: [1, 25], 10: [0, 0], 11: [1, 25], 12: [2, 15] })
    assert.equal(detail.questions[3].question.answer, '8,90')

    const full = await h.join(2, token)
    await answerAll(2, full, { 9: 'option2', 10: 'option3,option2,option1', 11: '0', 12: ['8', '90'] }, token)
    assert.deepEqual(await s.ok(h.submit(2, full, token)), { status: 2, total_score: 100 })

    const blank = await h.join(2, token)
    await answerAll(2, blank, { 12: ['7', '90'] }, token)
    assert.deepEqual(await s.ok(h.submit(2, blank, token)), { status: 2, total_score: 10 })
    const blankRows = (await h.record(2, blank, token)).questions.map((r) => [
      r.question_id,
      r.is_correct,
      r.score,
    ])
    assert.deepEqual(blankRows, [
      [9, 3, 0],
      [10, 3, 0],
      [11, 3, 0],
      [12, 2, 10],
    ])
  })

  it('leaves short answers to a teacher: status 3 (阅卷中) with the objective score', async () => {
    const token = await h.token(OTHER)
    const pid = await h.join(1, token)
    await answerAll(
      1,
      pid,
      {
        1: 'option2',
        2: 'option1',
        3: 'option1,option2,option3',
        4: 'option1,option3',
        5: 1,
        6: 1,
        7: ['杭州', '2015'],
        8: '目标一致，分工明确。',
      },
      token
    )
    assert.deepEqual(await s.ok(h.submit(1, pid, token)), { status: 3, total_score: 65 })
    const detail = await h.record(1, pid, token)
    const rows = Object.fromEntries(detail.questions.map((r) => [r.question_id, [r.is_correct, r.score]]))
    assert.deepEqual(rows, {
      1: [1, 10],
      2: [0, 0],
      3: [1, 15],
      4: [1, 15],
      5: [1, 5],
      6: [0, 0],
      7: [1, 20],
      8: [-1, 0],
    })
    // The teacher marks it: 2 with the new total.
    const marked = await s.ok(s.post('/__demo/paper/mark', { record_id: pid, scores: { 8: 12 } }))
    assert.deepEqual([marked.status, marked.score], [2, 77])
    assert.deepEqual(await s.post('/__demo/paper/mark', { record_id: pid }), err('该考试记录不在阅卷中'))

    // A short answer left empty needs no teacher.
    const empty = await h.join(1, token)
    await answerAll(1, empty, { 1: 'option2' }, token)
    assert.deepEqual(await s.ok(h.submit(1, empty, token)), { status: 2, total_score: 10 })
  })

  it('keeps the records per learner and restores the seed on reset', async () => {
    const token = await h.token()
    const pid = await h.join(3, token)
    await answerAll(3, pid, { 13: 'option1' }, token)
    const records = await s.ok(s.get(`/__demo/paper/records?user=${LEARNER}&paper=3`))
    assert.deepEqual(
      records.map((r) => [r.id, r.status, r.rows[0].answer_content]),
      [[pid, 1, 'option1']]
    )
    assert.equal((await s.ok(s.get('/__demo/paper/records?user=1'))).length, 4)
    await s.ok(s.post('/__demo/reset'))
    assert.deepEqual(
      (await s.ok(s.get('/__demo/paper/records?user=1'))).map((r) => r.id),
      [3, 1, 2]
    )
  })
})

describe('buying a paid paper', () => {
  const s = useServer()
  const h = helpers(s)

  it('creates a paper order; paying it lets the learner join', async () => {
    const token = await h.token()
    assert.equal((await s.ok(s.get(`${BASE}/paper/5`, { token }))).can_join, false)
    const order = await s.ok(s.post(`${BASE}/paper/buy`, { paper_id: 5 }, { token }))
    assert.equal(order.status_text, '未支付')
    assert.equal(order.charge, 19.9)
    assert.deepEqual(
      order.goods.map((g) => [g.goods_id, g.goods_type, g.goods_name, g.goods_charge]),
      [[5, 'paper', '产品经理认证考试', 19.9]]
    )
    assert.equal((await s.ok(s.get(`${BASE}/paper/5`, { token }))).can_join, false)
    assert.deepEqual(await s.get(`${BASE}/paper/5/join`, { token }), err('无权限参与'))
    const mine = await s.ok(s.get('/api/v2/member/orders', { token }))
    assert.equal(mine.data[0].order_id, order.order_id)

    // Hand pay confirmed by an admin (/__demo/pay), as for a course.
    await s.ok(s.post('/__demo/pay', { order_id: order.order_id }))
    const detail = await s.ok(s.get(`${BASE}/paper/5`, { token }))
    assert.equal(detail.can_join, true)
    assert.equal(detail.paper.cur_user_can_join, true)
    assert.ok(await h.join(5, token))
    assert.deepEqual(await s.post(`${BASE}/paper/buy`, { paper_id: 5 }, { token }), err('请勿重复购买'))
  })

  it('pays through the fake cashier, takes promo codes and refuses free or unknown papers', async () => {
    const token = await h.token(OTHER)
    const order = await s.ok(s.post(`${BASE}/paper/buy`, { paper_id: 5, promo_code: 'DEMO10' }, { token }))
    assert.equal(order.order_id.length > 0, true)
    const app = 'http://127.0.0.1:10086/#/vod/examDetail?id=5'
    const redirect = await s.request(
      'GET',
      `/api/v2/order/pay/redirect?order_id=${order.order_id}&payment=alipay&payment_scene=h5&token=${token}&s_url=${encodeURIComponent(app)}&f_url=${encodeURIComponent(app)}`
    )
    assert.equal(redirect.status, 302)
    const cashier = new URL(redirect.headers.location)
    const page = await s.request('GET', `${cashier.pathname}${cashier.search}`)
    assert.match(page.text, /产品经理认证考试/)
    assert.match(page.text, /￥9\.9/)
    const paid = await s.request('GET', `/__demo/cashier/pay${cashier.search}`)
    assert.equal(paid.status, 302)
    assert.equal((await s.ok(s.get(`${BASE}/paper/5`, { token }))).can_join, true)

    // A promo code covering the price pays the order at once.
    const learner = await h.token()
    const free = await s.ok(
      s.post(`${BASE}/paper/buy`, { paper_id: 5, promo_code: 'BIG999' }, { token: learner })
    )
    assert.equal(free.status_text, '已支付')
    assert.equal((await s.ok(s.get(`${BASE}/paper/5`, { token: learner }))).can_join, true)

    assert.deepEqual(await s.post(`${BASE}/paper/buy`, { paper_id: 1 }, { token }), err('当前试卷无需购买'))
    assert.deepEqual(await s.post(`${BASE}/paper/buy`, { paper_id: 99 }, { token }), NOT_FOUND)
    assert.deepEqual(await s.post(`${BASE}/paper/buy`, {}, { token }), err('参数错误'))
  })
})

describe('the paper switch', () => {
  const s = useServer()
  const h = helpers(s)

  it('is on by default: config lists Paper', async () => {
    const config = await s.ok(s.get('/api/v2/other/config'))
    assert.deepEqual(config.enabled_addons, ['Paper'])
    assert.equal((await s.ok(s.get('/__demo/switches'))).paper, true)
  })

  it('off: config lists no add-on and every add-on route answers as a missing route', async () => {
    const token = await h.token()
    const pid = await h.join(3, token)
    assert.equal((await s.ok(s.post('/__demo/switches', { paper: 'off' }))).paper, false)
    assert.deepEqual((await s.ok(s.get('/api/v2/other/config'))).enabled_addons, [])
    for (const [method, path, body] of [
      ['GET', `${BASE}/papers`],
      ['GET', `${BASE}/paper/1`],
      ['GET', `${BASE}/paper/1/join`],
      ['GET', `${BASE}/paper/3/join/${pid}`],
      ['GET', `${BASE}/paper/3/joinRecords`],
      ['POST', `${BASE}/paper/3/submit/single`, { pid, question_id: 13, answer: 'option1' }],
      ['POST', `${BASE}/paper/3/submit/all`, { pid }],
      ['POST', `${BASE}/paper/buy`, { paper_id: 5 }],
    ]) {
      for (const auth of [token, undefined]) {
        assert.deepEqual(
          await s.call(method, path, { json: body, token: auth }),
          NO_ROUTE,
          `${method} ${path}`
        )
      }
    }
    // Back on (and reset restores the initial switch).
    await s.ok(s.post('/__demo/switches', { paper: 1 }))
    assert.equal((await s.ok(s.get(`${BASE}/papers`))).data.total, 12)
    await s.ok(s.post('/__demo/switches', { paper: false }))
    await s.ok(s.post('/__demo/reset'))
    assert.deepEqual((await s.ok(s.get('/api/v2/other/config'))).enabled_addons, ['Paper'])
  })

  it('starts off with DEMO_PAPER=0 or switches {paper: false}', async () => {
    const { switchesFromEnv } = require('./switches')
    assert.deepEqual(switchesFromEnv({ DEMO_PAPER: '0' }), { paper: '0' })
    const api = createDemoApi({ log: false, switches: switchesFromEnv({ DEMO_PAPER: '0' }) })
    const { url } = await api.listen()
    try {
      const config = (await request(url, 'GET', '/api/v2/other/config')).json.data
      assert.deepEqual(config.enabled_addons, [])
      assert.deepEqual((await request(url, 'GET', `${BASE}/papers`)).json, NO_ROUTE)
    } finally {
      await api.close()
    }
  })

  it('a submit can be made to fail once with /__demo/next; the answers stay and a retry scores them', async () => {
    const token = await h.token()
    const pid = await h.join(3, token)
    assert.equal((await h.answer(3, pid, 13, 'option1', token)).code, 0)
    await s.ok(s.post('/__demo/next', { path: `${BASE}/paper/3/submit/all`, status: 500 }))
    const failed = await s.request('POST', `${BASE}/paper/3/submit/all`, { json: { pid }, token })
    assert.equal(failed.status, 500)
    assert.equal((await h.record(3, pid, token)).user_paper.status, 1)
    assert.deepEqual(await s.ok(h.submit(3, pid, token)), { status: 2, total_score: 20 })
  })
})
