/**
 * The exam's countdown is heard at 5 minutes and at 1 minute left, once each: the attempt tells its page when the
 * server-clock time left crosses a mark (the page says it). A resume past a mark does not say it; a resume just
 * before it says it when the clock gets there.
 */
import { runInAction } from 'mobx'
import { platform } from '@/platform'
import { answersKey } from '@/services/credentials'
import { CountdownMarks } from '@/stores/countdown'
import { AttemptScreen } from '@/stores/exam-attempt'
import { ok, routeRequests } from '../mocks/api'
import { bootedRoot, makeMember, wireHttp } from '../mocks/app'
import { PAPER_BASE as BASE, answerRow, listenTo, marksCrossed, rawPaper, rawQuestion } from '../mocks/paper'
import { fakeDevice, fakeServerClock, type FakeDevice } from './clock-fakes'

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)
const MINUTE = 60_000
const KEY = answersKey(1, 1, 17)

beforeEach(() => {
  wireHttp()
  platform.storage.remove(KEY)
})

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0))
}

/** Attempt 17 of a 10-minute paper, opened (or resumed) with `left` seconds to go on the server's clock. */
async function openWithLeft(device: FakeDevice, left: number) {
  const createdAt = device.serverTime - (10 * MINUTE - left * 1000)
  routeRequests({
    [`GET ${BASE}/paper/1/join/17`]: ok({
      paper: rawPaper(1, { expired_minutes: 10 }),
      user_paper: {
        id: 17,
        paper_id: 1,
        status: 1,
        score: 0,
        created_at: new Date(createdAt).toISOString(),
        ended_at: new Date(createdAt + 10 * MINUTE).toISOString(),
      },
      questions: [answerRow(rawQuestion(1, 1))],
    }),
    [`POST ${BASE}/paper/1/submit/all`]: ok({ status: 2, total_score: 0 }),
  })
  const root = bootedRoot({ user: makeMember({ id: 1 }) })
  runInAction(() => root.config.save({ enabled_addons: ['Paper'] }))
  const clock = fakeServerClock(device)
  const screen = listenTo(new AttemptScreen(root, '1', '17', { serverClock: clock, every: device.every }))
  await screen.open()
  return screen
}

/** Let `seconds` pass one tick at a time; the marks heard meanwhile. */
async function run(device: FakeDevice, screen: AttemptScreen, seconds: number) {
  for (let i = 0; i < seconds; i++) device.advance(1000)
  await settle()
  return marksCrossed(screen)
}

describe('the countdown marks: 5 minutes and 1 minute left, once each', () => {
  it('a whole attempt: heard at 5:00 and at 1:00, at those seconds, and never again', async () => {
    const device = fakeDevice(T0)
    const screen = await openWithLeft(device, 10 * 60)
    expect(screen.countdown!.remaining).toBe(600)
    expect(await run(device, screen, 299)).toEqual([]) // 5:01 left
    expect(await run(device, screen, 1)).toEqual([300]) // 5:00
    expect(await run(device, screen, 239)).toEqual([300]) // 1:01
    expect(await run(device, screen, 1)).toEqual([300, 60]) // 1:00
    expect(await run(device, screen, 70)).toEqual([300, 60]) // 0 and handed in: nothing more
    screen.dispose()
  })

  it('a resume at 4:50 (past the 5-minute mark) hears only 1 minute', async () => {
    const device = fakeDevice(T0)
    const screen = await openWithLeft(device, 290)
    expect(await run(device, screen, 5)).toEqual([])
    expect(await run(device, screen, 225)).toEqual([60])
    screen.dispose()
  })

  it('a resume at 5:03 (just before the mark) hears 5 minutes when the clock gets there', async () => {
    const device = fakeDevice(T0)
    const screen = await openWithLeft(device, 303)
    expect(await run(device, screen, 2)).toEqual([])
    expect(await run(device, screen, 1)).toEqual([300])
    screen.dispose()
  })

  it('a resume at exactly 5:00 does not say it (the learner sees 00:05:00); 1 minute still comes', async () => {
    const device = fakeDevice(T0)
    const screen = await openWithLeft(device, 300)
    expect(await run(device, screen, 240)).toEqual([60])
    screen.dispose()
  })

  it('a resume with 40 s left hears nothing; the paper goes in at zero', async () => {
    const device = fakeDevice(T0)
    const screen = await openWithLeft(device, 40)
    expect(await run(device, screen, 45)).toEqual([])
    expect(screen.autoSubmitted).toBe(true)
  })
})

describe('CountdownMarks (the rule alone)', () => {
  it('the first reading crosses nothing; each mark once, even when the clock is set back over it', () => {
    const marks = new CountdownMarks()
    expect(marks.note(301)).toBeNull()
    expect(marks.note(300)).toBe(300)
    expect(marks.note(299)).toBeNull()
    expect(marks.note(320)).toBeNull() // the server clock corrected backwards
    expect(marks.note(300)).toBeNull() // crossed again: not said again
    expect(marks.note(60)).toBe(60)
  })

  it('a jump past both marks (a phone that slept) says the last one only; a jump to zero says nothing', () => {
    const slept = new CountdownMarks()
    slept.note(330)
    expect(slept.note(40)).toBe(60)
    expect(slept.note(30)).toBeNull()
    const over = new CountdownMarks()
    over.note(90)
    expect(over.note(0)).toBeNull()
  })
})
