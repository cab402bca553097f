/**
 * An attempt keeps the server's time, not the phone's: with the device clock 2 h fast or slow the countdown shows
 * the real time left and the paper goes in once at the server's deadline (never early, never hours late); a clock
 * set mid-countdown changes nothing; a fresh join and a resume; the offset kept with the answers; a Date header
 * preferred. And the automatic hand-in's failure paths: submit/all fails, the network is down, a 交卷 is on its
 * way: the answers stay, the learner is told, it goes in again on reconnect, and never twice.
 */
import { runInAction } from 'mobx'
import { platform } from '@/platform'
import { answersKey } from '@/services/credentials'
import { readStored } from '@/stores/answer-sheet'
import { AttemptScreen } from '@/stores/exam-attempt'
import type { ServerClock } from '@/utils/server-clock'
import { envelope, ok, routeRequests, deferred, type FakeResponse } from '../mocks/api'
import { bootedRoot, makeMember, wireHttp } from '../mocks/app'
import { PAPER_BASE as BASE, answerRow, autoOutcome, listenTo, rawPaper, rawQuestion } from '../mocks/paper'
import { fakeDevice, fakeServerClock, httpDate, type FakeDevice } from './clock-fakes'

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const HOUR = 3_600_000
const MINUTE = 60_000
const QUESTIONS = [rawQuestion(1, 1), rawQuestion(2, 5)]
const KEY = answersKey(1, 1, 17)

beforeEach(() => {
  wireHttp()
  platform.storage.remove(KEY)
})

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0))
}

function enabledRoot() {
  const root = bootedRoot({ user: makeMember({ id: 1 }) })
  runInAction(() => root.config.save({ enabled_addons: ['Paper'] }))
  return root
}

interface ServeOptions {
  /** When the attempt began and how long it runs (server time). */
  createdAt?: number
  minutes?: number
  /** The answers carry a Date header (fed to the clock as http.ts does). */
  dateHeader?: boolean
  submitAll?: () => FakeResponse | Promise<FakeResponse>
  single?: () => FakeResponse | Promise<FakeResponse>
}

/** The demo server's rules for one attempt (17 of paper 1), on the fake device's true time. */
function serve(device: FakeDevice, clock: ServerClock, options: ServeOptions = {}) {
  const createdAt = options.createdAt ?? device.serverTime
  const deadline = createdAt + (options.minutes ?? 10) * MINUTE
  let status = 1
  const alls: number[] = []
  const gets: number[] = []
  // The answer's Date reaches the clock as http.ts feeds it: when the answer arrives, after the call.
  const dated = async (answer: FakeResponse): Promise<FakeResponse> => {
    await Promise.resolve()
    if (options.dateHeader) clock.noteDateHeader(httpDate(device.serverTime))
    return answer
  }
  routeRequests({
    [`GET ${BASE}/paper/1/join/17`]: () => {
      gets.push(device.serverTime)
      return dated(
        ok({
          paper: rawPaper(1, { expired_minutes: options.minutes ?? 10 }),
          user_paper: {
            id: 17,
            paper_id: 1,
            status,
            score: 0,
            created_at: new Date(createdAt).toISOString(),
            ended_at: new Date(deadline).toISOString(),
          },
          questions: QUESTIONS.map((q) => answerRow(q, { answer_content: '' })),
        })
      )
    },
    [`POST ${BASE}/paper/1/submit/single`]: async () => dated(await (options.single?.() ?? ok([]))),
    [`POST ${BASE}/paper/1/submit/all`]: async () => {
      alls.push(device.serverTime)
      const answer = await (options.submitAll?.() ?? ok({ status: 2, total_score: 50 }))
      if ((answer.data as { code?: number }).code === 0) status = 2
      return dated(answer)
    },
  })
  return { deadline, alls, gets }
}

async function openAttempt(device: FakeDevice, clock: ServerClock) {
  const screen = listenTo(
    new AttemptScreen(enabledRoot(), '1', '17', { serverClock: clock, every: device.every })
  )
  await screen.open()
  return screen
}

/** A join in this visit (the paper page's 开始考试), then the attempt page opening 2 s later. */
async function joinAndOpen(device: FakeDevice, options: ServeOptions = {}) {
  const clock = fakeServerClock(device)
  clock.markJoined(17)
  const served = serve(device, clock, { createdAt: device.serverTime - 50, ...options })
  device.advance(2000)
  const screen = await openAttempt(device, clock)
  return { screen, clock, ...served }
}

describe('the device clock is off', () => {
  it.each([
    ['2 h fast', 2 * HOUR],
    ['2 h slow', -2 * HOUR],
  ])('%s: the real time left, one hand-in at the server deadline', async (_, skew) => {
    const device = fakeDevice(T0, { skewMs: skew })
    const { screen, alls, deadline } = await joinAndOpen(device)
    expect(screen.countdown?.text).toBe('00:09:58') // joined 2 s ago
    await settle()
    expect(alls).toEqual([])
    device.advance(9 * MINUTE + 50_000)
    await settle()
    expect(alls).toEqual([]) // never early
    for (let second = 0; second < 15; second++) {
      device.advance(1000)
      await settle()
    }
    device.advance(60_000)
    await settle()
    expect(alls).toHaveLength(1)
    expect(alls[0] - deadline).toBeGreaterThanOrEqual(0)
    expect(alls[0] - deadline).toBeLessThan(2000) // not hours late
    expect(autoOutcome(screen)).toMatchObject({ kind: 'done' })
  })

  it('set while the countdown runs (fixed by the learner) changes nothing', async () => {
    const device = fakeDevice(T0, { skewMs: -2 * HOUR })
    const { screen, alls } = await joinAndOpen(device)
    device.advance(3 * MINUTE)
    const before = screen.countdown!.remaining
    device.setSkew(0)
    device.advance(1000)
    expect(screen.countdown!.remaining).toBe(before - 1)
    device.setSkew(5 * HOUR)
    device.advance(1000)
    await settle()
    expect(screen.countdown!.remaining).toBe(before - 2)
    expect(alls).toEqual([])
    screen.dispose()
  })

  it('keeps the offset with the answers: a reload (no Date header) resumes on the server time', async () => {
    const device = fakeDevice(T0, { skewMs: 2 * HOUR })
    const first = await joinAndOpen(device)
    first.screen.sheet!.answer(1, 'option1')
    const kept = readStored(platform.storage, KEY)?.clockOffset ?? 0
    expect(Math.abs(kept + 2 * HOUR)).toBeLessThan(1000)
    first.screen.dispose()

    device.advance(3 * MINUTE) // reloaded: a new visit, no join in it
    const clock = fakeServerClock(device)
    serve(device, clock, { createdAt: T0 - 50 })
    const resumed = await openAttempt(device, clock)
    expect(clock.source).toBe('stored')
    // 10 min from the join, less the 2 s before the page and the 3 min since: 6:58 (within a second).
    expect(resumed.countdown!.remaining).toBeGreaterThanOrEqual(6 * 60 + 57)
    expect(resumed.countdown!.remaining).toBeLessThanOrEqual(6 * 60 + 59)
    resumed.dispose()
  })

  it('a resume without a kept offset is bounded by the attempt start (a slow clock shows no extra hours)', async () => {
    const device = fakeDevice(T0, { skewMs: -2 * HOUR })
    const clock = fakeServerClock(device)
    serve(device, clock, { createdAt: T0 - 3 * MINUTE })
    const screen = await openAttempt(device, clock)
    expect(screen.countdown!.remaining).toBeLessThanOrEqual(10 * 60)
    screen.dispose()
  })

  it('a Date header is preferred over the kept offset', async () => {
    const device = fakeDevice(T0, { skewMs: 0 })
    // Kept when the phone was 2 h slow; fixed since.
    platform.storage.set(KEY, JSON.stringify({ answers: {}, pending: [], index: 0, clockOffset: 2 * HOUR }))
    const clock = fakeServerClock(device)
    serve(device, clock, { createdAt: T0 - 4 * MINUTE, dateHeader: true })
    const screen = await openAttempt(device, clock)
    expect(clock.source).toBe('header')
    expect(screen.countdown!.remaining).toBe(6 * 60)
    screen.dispose()
  })

  it('no monotonic clock (the mini-program): a clock set forward is confirmed with the server, never early', async () => {
    const device = fakeDevice(T0, { monotonic: false })
    const { screen, alls, gets, deadline } = await joinAndOpen(device, { dateHeader: true })
    device.advance(MINUTE)
    device.setSkew(2 * HOUR) // set forward while the app was hidden
    device.advance(1000)
    await settle()
    expect(gets.length).toBeGreaterThanOrEqual(2) // the time asked again
    expect(alls).toEqual([])
    expect(screen.countdown!.remaining).toBeGreaterThan(8 * 60)
    device.advance(9 * MINUTE)
    await settle()
    device.advance(MINUTE)
    await settle()
    expect(alls).toHaveLength(1)
    expect(alls[0]).toBeGreaterThanOrEqual(deadline)
  })
})

describe('the automatic hand-in fails', () => {
  it('submit/all fails: answers kept, the learner told, in again once on reconnect', async () => {
    const device = fakeDevice(T0)
    let fail = true
    const { screen, alls } = await joinAndOpen(device, {
      minutes: 1,
      submitAll: () => (fail ? envelope(500, '服务器错误', [], 500) : ok({ status: 2, total_score: 50 })),
    })
    screen.sheet!.answer(1, 'option2')
    await settle()
    device.advance(MINUTE)
    await settle()
    expect(alls).toHaveLength(1)
    expect(autoOutcome(screen)).toEqual({ kind: 'failed' })
    expect(screen.submitFailed).toBe(true)
    expect(screen.handInDue).toBe(true)
    expect(screen.answering).toBe(true)
    expect(readStored(platform.storage, KEY)?.answers).toEqual({ 1: 'option2' })
    device.advance(30_000) // no retry on its own while nothing changed
    await settle()
    expect(alls).toHaveLength(1)

    fail = false
    screen.flushAnswers() // the network is back (platform.onReconnect)
    screen.flushAnswers()
    await settle()
    expect(alls).toHaveLength(2)
    expect(autoOutcome(screen)).toMatchObject({ kind: 'done' })
    expect(screen.answering).toBe(false)
    expect(platform.storage.get(KEY)).toBeNull()
  })

  it('offline at the deadline: nothing sent; on reconnect the answers, then one submit/all', async () => {
    const device = fakeDevice(T0)
    let online = true
    const offline = () => {
      if (!online) throw { errMsg: 'request:fail' }
    }
    const { screen, alls } = await joinAndOpen(device, {
      minutes: 1,
      single: () => (offline(), ok([])),
      submitAll: () => (offline(), ok({ status: 2, total_score: 50 })),
    })
    online = false
    screen.sheet!.answer(2, 1)
    device.advance(MINUTE)
    await settle()
    expect(alls).toEqual([])
    expect(autoOutcome(screen)).toEqual({ kind: 'unsent' })
    expect(screen.submitFailed).toBe(true)
    expect(readStored(platform.storage, KEY)?.pending).toEqual([2])

    online = true
    screen.flushAnswers()
    screen.flushAnswers()
    await settle()
    expect(alls).toHaveLength(1)
    expect(screen.answering).toBe(false)
    screen.flushAnswers()
    await settle()
    expect(alls).toHaveLength(1)
  })

  it('a 交卷 on its way when the deadline hits: one submit/all reaches the server', async () => {
    const device = fakeDevice(T0)
    const held = deferred<FakeResponse>()
    const { screen, alls } = await joinAndOpen(device, { minutes: 1, submitAll: () => held.promise })
    device.advance(55_000)
    const tapped = screen.submit()
    await settle()
    expect(alls).toHaveLength(1)
    device.advance(10_000) // the deadline passes while it is on its way
    await settle()
    screen.flushAnswers()
    await settle()
    held.resolve(ok({ status: 2, total_score: 50 }))
    expect(await tapped).toMatchObject({ kind: 'done' })
    await settle()
    device.advance(5_000)
    screen.flushAnswers()
    await settle()
    expect(alls).toHaveLength(1)
    expect(screen.answering).toBe(false)
  })

  it('a 交卷 on its way fails after the deadline: it stays due and goes in on reconnect, once', async () => {
    const device = fakeDevice(T0)
    const held = deferred<FakeResponse>()
    let calls = 0
    const { screen, alls } = await joinAndOpen(device, {
      minutes: 1,
      submitAll: () => (++calls === 1 ? held.promise : ok({ status: 2, total_score: 50 })),
    })
    device.advance(55_000)
    const tapped = screen.submit()
    device.advance(10_000)
    await settle()
    held.resolve(envelope(500, '服务器错误', [], 500))
    expect(await tapped).toEqual({ kind: 'failed' })
    expect(screen.handInDue).toBe(true)
    screen.flushAnswers()
    await settle()
    expect(alls).toHaveLength(2)
    expect(screen.answering).toBe(false)
  })
})
