/**
 * Every answer's `Date` header sets the app's server clock (http.ts → utils/server-clock), whatever the header's
 * case (the mini-program keeps the server's, Taro H5 lower-cases): with the phone 2 h fast, serverNow() is the
 * server's time. No header (an H5 API that does not expose it), or a failed request: the device clock stays.
 */
import { http } from '@/services/http'
import { serverNow } from '@/utils/server-clock'
import { ok, requestMock } from '../mocks/api'
import { wireHttp } from '../mocks/app'
import { httpDate } from './clock-fakes'

const HOUR = 3_600_000
const SERVER_T0 = Date.UTC(2026, 0, 1, 8, 0, 0)

// The device: its wall clock 2 h ahead of the server; its steady clock the test's own counter (utils/device-clock
// reads Date.now and performance.now).
const mockTime = { server: SERVER_T0 }
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => mockTime.server + 2 * HOUR)
  jest.spyOn(performance, 'now').mockImplementation(() => mockTime.server - SERVER_T0)
})

beforeEach(() => wireHttp())

it('no Date header, or no answer: the device clock', async () => {
  requestMock.mockResolvedValueOnce(ok({}))
  await http.get('/api/v2/other/config')
  requestMock.mockRejectedValueOnce({ errMsg: 'request:fail' })
  await http.get('/api/v2/other/config', undefined, { silent: true }).catch(() => undefined)
  expect(serverNow()).toBe(SERVER_T0 + 2 * HOUR)
})

it.each([['Date'], ['date']])('a %s header sets the server clock; the time then runs on', async (name) => {
  requestMock.mockResolvedValueOnce({ ...ok({}), header: { [name]: httpDate(mockTime.server) } })
  await http.get('/api/v2/other/config')
  expect(serverNow()).toBe(mockTime.server)
  mockTime.server += 90_000
  expect(serverNow()).toBe(mockTime.server)
})
