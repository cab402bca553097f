import { ApiError } from '@/services/http'
import type { KeyValueStorage } from '@/platform'
import { STORAGE_KEYS } from '@/services/credentials'
import { ProgressStore } from '@/stores/progress-queue'

const PROGRESS_STORAGE_KEY = STORAGE_KEYS.progress
import { readRecordFailure } from '@/services/api/progress'
import { credentials } from '@/services/credentials'
import { envelope, ok, routeRequests, sentCalls } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { recorded } from '../mocks/samples'

/** A storage that outlives queues, as localStorage outlives a reload. */
function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  }
}

interface Call {
  video: number
  position: number
  resolve: () => void
  reject: (error: unknown) => void
}

/** A fake record endpoint whose answers the test gives, one call at a time. */
function controlledServer() {
  const calls: Call[] = []
  const send = (video: number, position: number) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ video, position, resolve: () => resolve([]), reject })
    })
  return { calls, send, sent: () => calls.map((c) => [c.video, c.position]) }
}

/** A record endpoint that answers at once: ok, or the given failure. */
function answeringServer(answer: (video: number, position: number) => unknown = () => null) {
  const sent: [number, number][] = []
  const send = async (video: number, position: number) => {
    sent.push([video, position])
    const failure = answer(video, position)
    if (failure) throw failure
    return []
  }
  return { sent, send }
}

const networkDown = () => new ApiError('网络连接失败', 'network', 0)
const serverError = () => new ApiError('服务器繁忙（503）', 'http', 503)
const refused = () => new ApiError('请购买后观看', 'business', 1)

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('ProgressStore', () => {
  let user: number | null
  const currentUser = () => user

  beforeEach(() => {
    user = 1
  })

  it('sends a position once, and never one that is not beyond what was acknowledged', async () => {
    const server = answeringServer()
    const queue = new ProgressStore(memoryStorage(), currentUser, server.send)
    queue.report(7, 10.9)
    await queue.flush()
    queue.report(7, 10)
    queue.report(7, 8)
    await queue.flush()
    queue.report(7, 20)
    await queue.flush()
    expect(server.sent).toEqual([
      [7, 10],
      [7, 20],
    ])
    expect(queue.acknowledgedPosition(7)).toBe(20)
    expect(queue.pendingPosition(7)).toBeNull()
  })

  it('treats the server’s saved position as acknowledged', async () => {
    const server = answeringServer()
    const queue = new ProgressStore(memoryStorage(), currentUser, server.send)
    queue.seed(7, 42)
    queue.report(7, 30)
    queue.report(7, 42)
    await queue.flush()
    expect(server.sent).toEqual([])
    queue.report(7, 52)
    await queue.flush()
    expect(server.sent).toEqual([[7, 52]])
  })

  it('ignores positions of 0 or less, non-numbers, and reports without a learner', async () => {
    const server = answeringServer()
    const queue = new ProgressStore(memoryStorage(), currentUser, server.send)
    queue.report(7, 0)
    queue.report(7, 0.6)
    queue.report(7, Number.NaN)
    queue.report(0, 30)
    user = null
    queue.report(7, 30)
    await queue.flush()
    expect(server.sent).toEqual([])
  })

  it('does not send a position twice while it is on its way, and sends a newer one after it', async () => {
    const server = controlledServer()
    const queue = new ProgressStore(memoryStorage(), currentUser, server.send)
    queue.report(7, 10)
    void queue.flush()
    void queue.flush()
    queue.report(7, 10)
    expect(server.sent()).toEqual([[7, 10]])
    queue.report(7, 20)
    queue.report(7, 15) // behind what waits: dropped
    expect(server.sent()).toEqual([[7, 10]])
    server.calls[0].resolve()
    await settle()
    expect(server.sent()).toEqual([
      [7, 10],
      [7, 20],
    ])
    server.calls[1].resolve()
    await queue.flush()
    expect(queue.pendingPosition(7)).toBeNull()
    expect(queue.acknowledgedPosition(7)).toBe(20)
  })

  it('keeps a failed report in storage before and after sending, and clears it once acknowledged', async () => {
    const storage = memoryStorage()
    const server = controlledServer()
    const queue = new ProgressStore(storage, currentUser, server.send)
    queue.report(7, 30)
    // Written before the request goes out: a reload at this instant loses nothing.
    expect(JSON.parse(storage.data.get(PROGRESS_STORAGE_KEY)!).pending).toEqual([
      expect.objectContaining({ user: 1, video: 7, position: 30 }),
    ])
    server.calls[0].reject(networkDown())
    await queue.flush()
    expect(queue.failing).toBe(true)
    expect(queue.pendingPosition(7)).toBe(30)
    expect(JSON.parse(storage.data.get(PROGRESS_STORAGE_KEY)!).pending).toHaveLength(1)

    void queue.flush()
    server.calls[1].resolve()
    await queue.flush()
    expect(queue.failing).toBe(false)
    expect(queue.pendingPosition(7)).toBeNull()
    expect(JSON.parse(storage.data.get(PROGRESS_STORAGE_KEY)!).pending).toEqual([])
  })

  it('sends what failed after a reload (a new queue over the same storage), at its position', async () => {
    const storage = memoryStorage()
    const down = answeringServer(() => serverError())
    const before = new ProgressStore(storage, currentUser, down.send)
    before.report(7, 10)
    before.report(7, 20)
    before.report(8, 5)
    await before.flush()
    expect(before.failing).toBe(true)

    // The page reloads: the app starts again and flushes once the learner is known.
    const up = answeringServer()
    const after = new ProgressStore(storage, currentUser, up.send)
    expect(after.pendingPosition(7)).toBe(20)
    await after.flush()
    expect(up.sent).toEqual(
      expect.arrayContaining([
        [7, 20],
        [8, 5],
      ])
    )
    expect(up.sent).toHaveLength(2)
    // The acknowledged position survives too: nothing lower is reported after another reload.
    const later = new ProgressStore(storage, currentUser, up.send)
    later.report(7, 15)
    await later.flush()
    expect(up.sent).toHaveLength(2)
  })

  it('on the next success, sends what an earlier failure left waiting', async () => {
    let online = false
    const server = answeringServer(() => (online ? null : networkDown()))
    const queue = new ProgressStore(memoryStorage(), currentUser, server.send)
    queue.report(3, 40)
    await queue.flush()
    online = true
    queue.report(4, 10) // a different video's report succeeds…
    await queue.flush()
    // …and the one left from video 3 goes right after it.
    expect(server.sent).toEqual([
      [3, 40],
      [4, 10],
      [3, 40],
    ])
    expect(queue.pendingPosition(3)).toBeNull()
  })

  it('stops a round at the first failure instead of trying every waiting report', async () => {
    const server = answeringServer(() => networkDown())
    const queue = new ProgressStore(memoryStorage(), currentUser, server.send)
    queue.report(1, 10)
    await queue.flush()
    queue.report(2, 10)
    await queue.flush()
    // Each round sent the newest report only.
    expect(server.sent).toEqual([
      [1, 10],
      [2, 10],
    ])
  })

  it('drops a value the server refuses (code 1) rather than sending it for ever', async () => {
    const server = answeringServer((video) => (video === 9 ? refused() : null))
    const queue = new ProgressStore(memoryStorage(), currentUser, server.send)
    queue.report(9, 30)
    await queue.flush()
    expect(queue.pendingPosition(9)).toBeNull()
    expect(queue.failing).toBe(false)
    queue.report(5, 10)
    await queue.flush()
    expect(server.sent).toEqual([
      [9, 30],
      [5, 10],
    ])
  })

  it('keeps a report that met a 401 for when the learner has logged in again', async () => {
    let loggedOut = true
    const server = answeringServer(() => (loggedOut ? new ApiError('请登录', 'unauthorized', 401) : null))
    const queue = new ProgressStore(memoryStorage(), currentUser, server.send)
    queue.report(5, 25)
    await queue.flush()
    expect(queue.pendingPosition(5)).toBe(25)
    loggedOut = false
    await queue.flush()
    expect(server.sent).toEqual([
      [5, 25],
      [5, 25],
    ])
    expect(queue.pendingPosition(5)).toBeNull()
  })

  it('sends each learner’s reports only while that learner is logged in', async () => {
    const storage = memoryStorage()
    const down = answeringServer(() => networkDown())
    const queue1 = new ProgressStore(storage, currentUser, down.send)
    queue1.report(5, 25)
    await queue1.flush()

    user = 2
    const server = answeringServer()
    const queue2 = new ProgressStore(storage, currentUser, server.send)
    await queue2.flush()
    expect(server.sent).toEqual([])
    expect(queue2.pendingPosition(5)).toBeNull()

    user = 1
    await queue2.flush()
    expect(server.sent).toEqual([[5, 25]])
  })

  it('starts clean from unreadable storage, keeping whatever entries are valid', async () => {
    const storage = memoryStorage()
    storage.set(PROGRESS_STORAGE_KEY, '{not json')
    const server = answeringServer()
    expect(() => new ProgressStore(storage, currentUser, server.send)).not.toThrow()

    storage.set(
      PROGRESS_STORAGE_KEY,
      JSON.stringify({
        pending: [
          { user: 1, video: 7, position: 30, at: 1 },
          { user: 'x' },
          null,
          { user: 1, video: 8, position: -2 },
        ],
        acknowledged: 'nope',
      })
    )
    const queue = new ProgressStore(storage, currentUser, server.send)
    await queue.flush()
    expect(server.sent).toEqual([[7, 30]])
  })

  it('counts the current learner’s waiting reports', async () => {
    const server = answeringServer(() => networkDown())
    const queue = new ProgressStore(memoryStorage(), currentUser, server.send)
    queue.report(1, 10)
    queue.report(2, 10)
    await queue.flush()
    expect(queue.waitingCount).toBe(2)
    user = 2
    expect(queue.waitingCount).toBe(0)
  })
})

describe('ProgressStore against the recorded answers (the real record call)', () => {
  const RECORD_6 = 'POST /api/v2/video/6/record'
  const RECORD_5 = 'POST /api/v2/video/5/record'
  const learner = () => 2

  beforeEach(() => {
    wireHttp()
    credentials.setToken('token-2')
  })

  it('无权限观看此视频 (v4.9.30/18f): no further report of that video is sent, others still are', async () => {
    routeRequests({ [RECORD_6]: recorded('v4.9.30', '18f'), [RECORD_5]: recorded('v4.9.30', '18g') })
    const queue = new ProgressStore(memoryStorage(), learner)
    queue.report(6, 50)
    await queue.flush()
    expect(queue.pendingPosition(6)).toBeNull()
    expect(queue.failing).toBe(false)
    // The player's next reports of the same video (every 10 s, on pause, on leaving): none goes out.
    queue.report(6, 60)
    queue.report(6, 70)
    await queue.flush()
    queue.report(5, 100)
    await queue.flush()
    expect(sentCalls()).toEqual([RECORD_6, RECORD_5])
  })

  it('opening the video again (seed) tries again: the learner may have bought it meanwhile', async () => {
    routeRequests({ [RECORD_6]: recorded('v4.9.30', '18f') })
    const queue = new ProgressStore(memoryStorage(), learner)
    queue.report(6, 50)
    await queue.flush()
    routeRequests({ [RECORD_6]: ok([]) })
    queue.seed(6, 0)
    queue.report(6, 60)
    await queue.flush()
    expect(queue.acknowledgedPosition(6)).toBe(60)
  })

  it('a refusal is not kept for the next start: a new queue (a reload) asks again', async () => {
    const storage = memoryStorage()
    routeRequests({ [RECORD_6]: recorded('v4.9.30', '18f') })
    const queue = new ProgressStore(storage, learner)
    queue.report(6, 50)
    await queue.flush()
    expect(JSON.parse(storage.data.get(PROGRESS_STORAGE_KEY) ?? '{}').pending).toEqual([])
    const next = new ProgressStore(storage, learner)
    next.report(6, 60)
    await next.flush()
    expect(sentCalls()).toEqual([RECORD_6, RECORD_6])
  })

  it('4.9.10 accepts the same report (4.9.10/18f)', async () => {
    routeRequests({ [RECORD_6]: recorded('4.9.10', '18f') })
    const queue = new ProgressStore(memoryStorage(), learner)
    queue.report(6, 50)
    await queue.flush()
    expect(queue.acknowledgedPosition(6)).toBe(50)
  })

  it.each([
    ['the throttle (code 429 请稍后再试)', envelope(429, '请稍后再试')],
    ['maintenance (code 503 系统维护中)', envelope(503, '系统维护中')],
    ['no Redis (code 500 无法连接redis)', envelope(500, '无法连接redis')],
  ])('%s is not a refusal: the report waits and goes out again', async (_name, answer) => {
    routeRequests({ [RECORD_5]: answer })
    const queue = new ProgressStore(memoryStorage(), learner)
    queue.report(5, 40)
    await queue.flush()
    expect(queue.pendingPosition(5)).toBe(40)
    expect(queue.failing).toBe(true)
    routeRequests({ [RECORD_5]: ok([]) })
    await queue.flush()
    expect(queue.acknowledgedPosition(5)).toBe(40)
  })

  it('what a failure means: retry, no access to the video, or a refused value', () => {
    expect(readRecordFailure(new ApiError('无权限观看此视频', 'business', 1, [], '无权限观看此视频'))).toBe(
      'no-access'
    )
    expect(readRecordFailure(new ApiError('参数错误', 'business', 1, [], '参数错误'))).toBe('refused')
    expect(readRecordFailure(new ApiError('资源不存在', 'not-found', 404))).toBe('refused')
    expect(readRecordFailure(new ApiError('请稍后再试', 'business', 429, [], '请稍后再试'))).toBe('retry')
    expect(readRecordFailure(networkDown())).toBe('retry')
    expect(readRecordFailure(serverError())).toBe('retry')
    expect(readRecordFailure(new Error('?'))).toBe('retry')
  })
})
