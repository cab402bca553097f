/**
 * The RootStore's progress queue is loaded on demand (stores/progress-on-demand.ts): a visitor, or a learner with
 * nothing waiting, never loads it (H5: its chunk is not fetched); reports an earlier visit left waiting still go
 * out when the learner is known, and a report made before the queue is loaded is not lost.
 */
import { credentials } from '@/services/credentials'
import { platform } from '@/platform'
import { RootStore } from '@/stores'
import * as loader from '@/stores/progress-loader'
import { flushPromises, ok, routeRequests } from '../mocks/api'
import { makeMember } from '../mocks/app'

const RECORD = 'POST /api/v2/video/3/record'
const STORAGE_KEY = 'meedu-learner-progress'

let sent: unknown[]
let loads: jest.SpyInstance

beforeEach(() => {
  sent = []
  loads = jest.spyOn(loader, 'loadProgressQueue')
  routeRequests({
    'GET /api/v2/other/config': ok({}),
    'GET /api/v2/member/detail': ok(makeMember({ id: 42 })),
    [RECORD]: (request) => {
      sent.push(request.data)
      return ok([])
    },
  })
})

afterEach(() => loads.mockRestore())

it('a learner with nothing waiting does not load the queue at the start', async () => {
  credentials.setToken('tok')
  platform.storage.set(
    STORAGE_KEY,
    JSON.stringify({ pending: [], acknowledged: [{ user: 42, video: 3, position: 9 }] })
  )
  const root = new RootStore()
  await root.boot()
  await root.progress.flush()
  await flushPromises()
  expect(loads).not.toHaveBeenCalled()
  expect(sent).toEqual([])
})

it('reports an earlier visit left waiting go out once the learner is known', async () => {
  credentials.setToken('tok')
  platform.storage.set(
    STORAGE_KEY,
    JSON.stringify({ pending: [{ user: 42, video: 3, position: 55, at: 1 }], acknowledged: [] })
  )
  const root = new RootStore()
  await root.boot()
  await flushPromises()
  expect(loads).toHaveBeenCalledTimes(1)
  expect(sent).toEqual([{ duration: 55 }])
  expect(root.progress.pendingPosition(3)).toBeNull()
})

it('a report made before the queue is loaded is sent, and the player can read it once ready', async () => {
  credentials.setToken('tok')
  const root = new RootStore()
  await root.boot()
  expect(root.progress.pendingPosition(3)).toBeNull()
  root.progress.report(3, 40)
  await root.progress.ready()
  await flushPromises()
  expect(sent).toEqual([{ duration: 40 }])
  expect(loads).toHaveBeenCalledTimes(1)
})
