/**
 * The app's wiring of the progress queue to the network (app-setup.ts): a playback report that failed offline
 * goes out as soon as the network is back, as each build hears it (H5 `online`; the mini-program a network
 * change to "connected"), with no other report to carry it.
 */
import { setupApp } from '@/app-setup'
import { credentials } from '@/services/credentials'
import { RootStore } from '@/stores'
import { flushPromises, ok, routeRequests } from '../mocks/api'
import { makeMember } from '../mocks/app'
import { triggerNetworkStatusChange } from '../mocks/taro'

const RECORD = 'POST /api/v2/video/3/record'
const weapp = process.env.TARO_ENV === 'weapp'

const networkBack = () =>
  weapp ? triggerNetworkStatusChange({ isConnected: true }) : window.dispatchEvent(new Event('online'))
const networkGone = () =>
  weapp ? triggerNetworkStatusChange({ isConnected: false }) : window.dispatchEvent(new Event('offline'))

it('a report that failed offline is sent again when the network is back, and only then', async () => {
  let down = true
  const sent: unknown[] = []
  credentials.setToken('tok')
  routeRequests({
    'GET /api/v2/other/config': ok({}),
    'GET /api/v2/member/detail': ok(makeMember()),
    [RECORD]: (request) => {
      sent.push(request.data)
      if (down) throw { errMsg: 'request:fail' }
      return ok([])
    },
  })
  const root = new RootStore()
  await setupApp(root)
  await flushPromises()

  root.progress.report(3, 40)
  await flushPromises()
  expect(sent).toEqual([{ duration: 40 }])
  expect(root.progress.pendingPosition(3)).toBe(40)

  networkGone()
  await flushPromises()
  expect(sent).toHaveLength(1)

  down = false
  networkBack()
  await flushPromises()
  expect(sent).toEqual([{ duration: 40 }, { duration: 40 }])
  expect(root.progress.pendingPosition(3)).toBeNull()
})
