import Taro from '@tarojs/taro'
import { isPhoneNumber } from '@/utils/validate'
import { relativeTime } from '@/utils/time'
import { parseQuery, removeOneShotParams, safeRedirect, stringifyQuery, withQuery } from '@/utils/url'
import { toast } from '@/platform/toast'

describe('isPhoneNumber (11 digits, starts with 1, second digit 3-9)', () => {
  it.each([
    ['13800000000', true],
    ['13912345678', true],
    ['19999999999', true],
    ['15000000000', true],
    ['1380000000', false], // 10 digits
    ['138000000000', false], // 12 digits
    ['12800000000', false], // second digit 2
    ['10800000000', false], // second digit 0
    ['11800000000', false], // second digit 1
    ['23800000000', false], // does not start with 1
    ['1380000000a', false],
    ['138 0000 000', false],
    ['+8613800000000', false],
    [' 13800000000', false],
    ['13800000000 ', false],
    ['１３８００００００００', false], // full-width digits
    ['', false],
  ])('%p → %p', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected)
  })

  it('second digit 3 and 9 are the bounds', () => {
    expect(isPhoneNumber('13000000000')).toBe(true)
    expect(isPhoneNumber('19000000000')).toBe(true)
    expect(isPhoneNumber('12000000000')).toBe(false)
  })
})

describe('relativeTime', () => {
  // 20:30 UTC is 04:30 the next day in Beijing (jest.config.js runs the tests at Asia/Shanghai).
  const NOW = new Date('2024-03-10T20:30:00Z')
  const S = 1000
  const M = 60 * S
  const H = 60 * M
  const D = 24 * H
  const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString()

  it('runs where local and UTC dates differ (so the UTC assertions below mean something)', () => {
    const sevenDaysAgo = new Date(ago(7 * D))
    expect(sevenDaysAgo.getDate()).not.toBe(sevenDaysAgo.getUTCDate())
  })

  it.each([
    ['0 s', 0, '刚刚'],
    ['59 s', 59 * S, '刚刚'],
    ['59.999 s', 60 * S - 1, '刚刚'],
    ['60 s', 60 * S, '1分钟前'],
    ['119 s', 119 * S, '1分钟前'],
    ['59 min 59 s', H - S, '59分钟前'],
    ['1 h', H, '1小时前'],
    ['23 h 59 min 59 s', D - S, '23小时前'],
    ['24 h', D, '1天前'],
    ['47 h 59 min', 2 * D - M, '1天前'],
    ['6 d 23 h 59 min 59 s', 7 * D - S, '6天前'],
    ['7 d', 7 * D, '03-03 20:30'],
    ['364 d', 364 * D, '03-12 20:30'],
    ['364 d 23 h 59 min 59 s', 365 * D - S, '03-11 20:30'],
    ['365 d', 365 * D, '2023-03-11 20:30'],
    ['400 d', 400 * D, '2023-02-04 20:30'],
  ])('%s ago → %s', (_label, ms, expected) => {
    expect(relativeTime(ago(ms), NOW)).toBe(expected)
  })

  it('a time in the future (clock skew) is 刚刚', () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * M).toISOString(), NOW)).toBe('刚刚')
  })

  it('accepts the API’s formats: ISO with microseconds, a UTC "Y-m-d H:i:s" string, ms and Date', () => {
    expect(relativeTime('2024-03-10T20:25:00.000000Z', NOW)).toBe('5分钟前')
    expect(relativeTime('2024-03-10 18:30:00', NOW)).toBe('2小时前')
    expect(relativeTime('2024-02-01 08:05:00', NOW)).toBe('02-01 08:05')
    expect(relativeTime(NOW.getTime() - 3 * D, NOW)).toBe('3天前')
    expect(relativeTime(new Date(NOW.getTime() - 2 * H), NOW)).toBe('2小时前')
  })

  it('shows the UTC wall clock for a date whose local day differs: 2024-01-31 23:50 UTC', () => {
    // Beijing would show 02-01 07:50 (local) — the app shows the UTC value.
    expect(relativeTime('2024-01-31T23:50:00Z', NOW)).toBe('01-31 23:50')
    expect(relativeTime('2022-12-31T23:50:00Z', NOW)).toBe('2022-12-31 23:50')
  })

  it('an unreadable date shows nothing', () => {
    expect(relativeTime('not a date', NOW)).toBe('')
  })

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date(Date.now() - 10 * M).toISOString())).toBe('10分钟前')
  })
})

describe('url helpers', () => {
  it('parseQuery decodes keys and values, keeps malformed escapes, ignores a leading ? or #', () => {
    expect(parseQuery('a=1&b=%E4%B8%AD')).toEqual({ a: '1', b: '中' })
    expect(parseQuery('?redirect=%2Fvod%2Fvideo%3Fid%3D3')).toEqual({ redirect: '/vod/video?id=3' })
    expect(parseQuery('#x=1')).toEqual({ x: '1' })
    expect(parseQuery('q=a+b&bad=%E4%B8&flag&&t=x=y')).toEqual({
      q: 'a b',
      bad: '%E4%B8',
      flag: '',
      t: 'x=y',
    })
    expect(parseQuery('')).toEqual({})
  })

  it('withQuery appends an encoded query, skipping undefined and null', () => {
    expect(withQuery('/vod/detail', { id: 3 })).toBe('/vod/detail?id=3')
    expect(withQuery('/login', { redirect: '/vod/video?id=3' })).toBe(
      '/login?redirect=%2Fvod%2Fvideo%3Fid%3D3'
    )
    expect(withQuery('/search', { keywords: '中 文', page: undefined, size: null })).toBe(
      '/search?keywords=%E4%B8%AD%20%E6%96%87'
    )
    expect(withQuery('/member', {})).toBe('/member')
    expect(withQuery('/member?a=1', { b: 2 })).toBe('/member?a=1&b=2')
    expect(stringifyQuery({ a: 1, b: 'x y' })).toBe('a=1&b=x%20y')
  })

  it('removeOneShotParams drops token, login_code and action only', () => {
    expect(removeOneShotParams('/member?login_code=x&a=1')).toBe('/member?a=1')
    expect(removeOneShotParams('/?token=t&login_code=c&action=login')).toBe('/')
    expect(removeOneShotParams('/vod/detail?id=3&action=bind_mobile&from=share')).toBe(
      '/vod/detail?id=3&from=share'
    )
    expect(removeOneShotParams('/study')).toBe('/study')
  })

  it.each([
    ['https://evil.com', '/'],
    ['http://evil.com/vod', '/'],
    ['//evil.com', '/'],
    ['//evil.com/member', '/'],
    ['/\\evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['JavaScript:alert(1)', '/'],
    ['vod/video?id=3', '/'],
    ['/\tvod', '/'],
    ['', '/'],
  ])('safeRedirect(%p) → %p', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })

  it('safeRedirect keeps in-app paths with their query', () => {
    expect(safeRedirect('/vod/video?id=3')).toBe('/vod/video?id=3')
    expect(safeRedirect('/')).toBe('/')
    expect(safeRedirect('/member/order')).toBe('/member/order')
  })

  it('safeRedirect falls back to the given fallback, also for null and undefined', () => {
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect(null, '/member')).toBe('/member')
    expect(safeRedirect('//evil.com', '/member')).toBe('/member')
  })
})

describe('toast', () => {
  it('is a centred text toast for 2000 ms', () => {
    toast('请输入正确的手机号')
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '请输入正确的手机号', icon: 'none', duration: 2000 })
  })

  it('shows nothing for an empty message', () => {
    toast('')
    expect(Taro.showToast).not.toHaveBeenCalled()
  })
})
