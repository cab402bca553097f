/** The answer sheet: storage the moment an answer is given, sends, resume merge (formats: answer-codec.test.ts). */
import { readAnswerRow } from '@/services/api/paper'
import { answersKey } from '@/services/credentials'
import { AnswerSheet, passed, readStored, type Timers } from '@/stores/answer-sheet'
import { sheetQuestions } from '../mocks/paper'

const { SINGLE, MULTI, FILL, SHORT, JUDGE } = sheetQuestions()
const QUESTIONS = [SINGLE, MULTI, FILL, SHORT, JUDGE]

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    get: (key: string) => map.get(key) ?? null,
    set: (key: string, value: string) => void map.set(key, value),
    remove: (key: string) => void map.delete(key),
  }
}

function manualTimers(): Timers & { fire(): void; count(): number } {
  let next = 1
  const pending = new Map<number, () => void>()
  return {
    set: (fn) => {
      const id = next++
      pending.set(id, fn)
      return id
    },
    clear: (id) => void pending.delete(id as number),
    fire: () => {
      const fns = [...pending.values()]
      pending.clear()
      fns.forEach((fn) => fn())
    },
    count: () => pending.size,
  }
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('pass/fail', () => {
  it('passes at score ≥ pass score', () => {
    expect(passed(60, 60)).toBe(true)
    expect(passed(59.5, 60)).toBe(false)
  })
})

describe('the sheet', () => {
  function makeSheet(send: jest.Mock = jest.fn(async () => undefined), storage = memoryStorage()) {
    const timers = manualTimers()
    const sheet = new AnswerSheet({
      questions: QUESTIONS,
      storageKey: answersKey(7, 1, 17),
      storage,
      send,
      timers,
      isRefusal: (error) => (error as { refused?: boolean })?.refused === true,
    })
    return { sheet, send, storage, timers }
  }

  it('keeps an answer in storage the moment it is given, then sends a choice at once', async () => {
    const { sheet, send, storage } = makeSheet()
    sheet.answer(SINGLE.id, 'option2')
    expect(readStored(storage, 'meedu-learner-exam-7-1-17')).toEqual({
      answers: { 1: 'option2' },
      pending: [1],
      index: 0,
    })
    expect(send).toHaveBeenCalledWith(1, 'option2')
    await settle()
    expect(readStored(storage, answersKey(7, 1, 17))?.pending).toEqual([])
    expect(sheet.pendingCount).toBe(0)
  })

  it('text waits for a pause in typing, and sends only the last value', async () => {
    const { sheet, send, storage, timers } = makeSheet()
    sheet.answer(SHORT.id, '团')
    sheet.answer(SHORT.id, '团队')
    sheet.setBlank(FILL.id, 1, '2016')
    expect(send).not.toHaveBeenCalled()
    expect(readStored(storage, answersKey(7, 1, 17))?.answers).toEqual({ 3: ['', '2016'], 4: '团队' })
    timers.fire()
    await settle()
    expect(send.mock.calls).toEqual([
      [4, '团队'],
      [3, ['', '2016']],
    ])
  })

  it('multiple choice toggles and sends sorted (one send at a time, then the newest)', async () => {
    const { sheet, send } = makeSheet()
    sheet.toggleOption(MULTI.id, 'option3')
    sheet.toggleOption(MULTI.id, 'option1')
    sheet.toggleOption(MULTI.id, 'option3')
    sheet.toggleOption(MULTI.id, 'option10')
    expect(sheet.answerOf(MULTI.id)).toEqual(['option1', 'option10'])
    await settle()
    expect(send.mock.calls.map((call) => (call as unknown[])[1])).toEqual(['option3', 'option1,option10'])
    expect(sheet.pendingCount).toBe(0)
  })

  it('a failed send stays pending and in storage; flush sends it again', async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    const { sheet, storage } = makeSheet(send)
    sheet.answer(JUDGE.id, 1)
    expect(sheet.unsentCount).toBe(0) // on its way: not a failure yet
    await settle()
    expect(sheet.pendingCount).toBe(1)
    expect(sheet.unsentCount).toBe(1)
    expect(readStored(storage, answersKey(7, 1, 17))).toEqual({ answers: { 5: 1 }, pending: [5], index: 0 })
    expect(await sheet.flush()).toBe(true)
    expect(send).toHaveBeenCalledTimes(2)
    expect(sheet.pendingCount).toBe(0)
    expect(sheet.unsentCount).toBe(0)
  })

  it('flush says false while the network is down, and the answers stay', async () => {
    const send = jest.fn().mockRejectedValue(new Error('offline'))
    const { sheet, storage } = makeSheet(send)
    sheet.answer(SINGLE.id, 'option1')
    sheet.answer(SHORT.id, '答案')
    expect(await sheet.flush()).toBe(false)
    expect(readStored(storage, answersKey(7, 1, 17))?.answers).toEqual({ 1: 'option1', 4: '答案' })
  })

  it('a refused answer is not sent again (the server said why) but stays on screen', async () => {
    const refused = Object.assign(new Error('答案内容过长'), { refused: true })
    const send = jest.fn().mockRejectedValue(refused)
    const onRefused = jest.fn()
    const storage = memoryStorage()
    const sheet = new AnswerSheet({
      questions: QUESTIONS,
      storageKey: 'k',
      storage,
      send,
      isRefusal: (error) => error === refused,
      onRefused,
    })
    sheet.answer(SINGLE.id, 'option1')
    await settle()
    expect(onRefused).toHaveBeenCalledWith(1, refused)
    expect(sheet.pendingCount).toBe(0)
    expect(sheet.answerOf(1)).toBe('option1')
    expect(await sheet.flush()).toBe(true)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('never two sends of one question at once; a change during a send goes out after it', async () => {
    let release: () => void = () => undefined
    const send = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve
        })
    )
    const { sheet } = makeSheet(send)
    sheet.answer(SINGLE.id, 'option1')
    sheet.answer(SINGLE.id, 'option2')
    expect(send).toHaveBeenCalledTimes(1)
    release()
    await settle()
    expect(send).toHaveBeenCalledTimes(2)
    expect((send.mock.calls[1] as unknown[])[1]).toBe('option2')
    expect(sheet.pendingCount).toBe(1)
    release()
    await settle()
    expect(sheet.pendingCount).toBe(0)
  })

  it('resume: the server answers, then storage on top — an unsent local answer wins and is sent again', async () => {
    const storage = memoryStorage()
    storage.set(
      answersKey(7, 1, 17),
      JSON.stringify({ answers: { 1: 'option3', 4: '本地的', 5: 0 }, pending: [1, 4] })
    )
    const { sheet, send } = makeSheet(
      jest.fn(async () => undefined),
      storage
    )
    const rows = [
      readAnswerRow({ question_id: 1, answer_content: 'option1', question: SINGLE }),
      readAnswerRow({ question_id: 2, answer_content: 'option1,option2', question: MULTI }),
      readAnswerRow({ question_id: 5, answer_content: '1', question: JUDGE }),
    ]
    sheet.restore(rows)
    expect(sheet.answerOf(1)).toBe('option3') // unsent: local wins
    expect(sheet.answerOf(2)).toEqual(['option1', 'option2']) // only on the server
    expect(sheet.answerOf(4)).toBe('本地的') // unsent, server has none
    expect(sheet.answerOf(5)).toBe(1) // acknowledged before: the server's
    expect(sheet.answeredCount).toBe(4)
    expect(sheet.unansweredCount).toBe(1)
    expect(send.mock.calls).toEqual([
      [1, 'option3'],
      [4, '本地的'],
    ])
    await settle()
    expect(sheet.pendingCount).toBe(0)
  })

  it('resume: a stored answer the server lost is sent again; broken storage is ignored', () => {
    const storage = memoryStorage()
    storage.set(answersKey(7, 1, 17), JSON.stringify({ answers: { 3: ['a', 'b'] }, pending: [] }))
    const { sheet, send } = makeSheet(
      jest.fn(async () => undefined),
      storage
    )
    sheet.restore([])
    expect(sheet.answerOf(3)).toEqual(['a', 'b'])
    expect(send).toHaveBeenCalledWith(3, ['a', 'b'])

    const broken = memoryStorage()
    broken.set(answersKey(7, 1, 17), '{not json')
    const other = makeSheet(
      jest.fn(async () => undefined),
      broken
    )
    other.sheet.restore([])
    expect(other.sheet.answeredCount).toBe(0)
  })

  it('moves between questions within the paper', () => {
    const { sheet } = makeSheet()
    expect(sheet.current?.id).toBe(1)
    sheet.prev()
    expect(sheet.index).toBe(0)
    sheet.next()
    sheet.go(4)
    expect(sheet.current?.id).toBe(5)
    sheet.next()
    expect(sheet.index).toBe(4)
    sheet.go(-1)
    expect(sheet.index).toBe(4)
  })

  it('the question on screen is kept with the answers and comes back on resume', () => {
    const storage = memoryStorage()
    const { sheet } = makeSheet(
      jest.fn(async () => undefined),
      storage
    )
    // Before restore() has read storage, a move writes nothing (it would wipe the kept answers).
    storage.set(answersKey(7, 1, 17), JSON.stringify({ answers: { 1: 'option2' }, pending: [], index: 3 }))
    sheet.go(1)
    expect(readStored(storage, answersKey(7, 1, 17))).toEqual({
      answers: { 1: 'option2' },
      pending: [],
      index: 3,
    })
    sheet.restore([])
    expect(sheet.index).toBe(3)
    expect(sheet.current?.id).toBe(4)
    sheet.go(2)
    // The answer the server lost is on its way again; the index is written with it.
    expect(readStored(storage, answersKey(7, 1, 17))).toMatchObject({ answers: { 1: 'option2' }, index: 2 })
    sheet.next()
    expect(readStored(storage, answersKey(7, 1, 17))?.index).toBe(3)

    const again = makeSheet(
      jest.fn(async () => undefined),
      storage
    )
    again.sheet.restore([])
    expect(again.sheet.current?.id).toBe(4)
    expect(again.sheet.answerOf(1)).toBe('option2')

    // An index past the paper (or of the wrong kind) starts at the first question.
    for (const index of [9, -1, '2', 1.5]) {
      storage.set(answersKey(7, 1, 17), JSON.stringify({ answers: {}, pending: [], index }))
      const fresh = makeSheet(
        jest.fn(async () => undefined),
        storage
      )
      fresh.sheet.restore([])
      expect(fresh.sheet.index).toBe(0)
    }
  })

  it('clearStorage after 交卷; nothing is sent after dispose', () => {
    const { sheet, storage, send, timers } = makeSheet()
    sheet.answer(SHORT.id, 'x')
    sheet.dispose()
    timers.fire()
    expect(timers.count()).toBe(0)
    expect(send).not.toHaveBeenCalled()
    sheet.clearStorage()
    expect(storage.map.size).toBe(0)
  })
})
