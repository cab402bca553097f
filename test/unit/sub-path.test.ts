/**
 * The H5 app deployed under a sub-path (https://example.com/h5/): every address the app builds from where it is
 * served keeps that folder, so a learner sent to QQ, a payment gateway or face verification comes back to
 * /h5/#/…, not to the site root (test/e2e/subpath.test.js does the QQ round trip in Chromium).
 */
import { platform } from '@/platform'
import { socialLoginUrl } from '@/utils/social-login'
import { returnAddress } from '@/stores/payment'
import { classifyLink } from '@/components/RichHtml/link-target'
import { blockLink } from '@/utils/url'

const inH5 = platform.name === 'h5' ? it : it.skip
const inWeapp = platform.name === 'weapp' ? it : it.skip

/** Puts the test's document at `address` (same origin: jsdom's http://localhost). */
function servedAt(address: string) {
  window.history.replaceState(null, '', address)
}

afterEach(() => servedAt('/'))

inH5('the app’s own address keeps the folder it is served from, with or without index.html', () => {
  servedAt('/h5/#/login')
  expect(platform.appUrl('/order/success')).toBe('http://localhost/h5/#/order/success')
  expect(platform.appUrl('')).toBe('http://localhost/h5/#')
  servedAt('/apps/h5/index.html?from=share#/vod/detail?id=3')
  expect(platform.appUrl('/auth/faceSuccess')).toBe('http://localhost/apps/h5/index.html#/auth/faceSuccess')
  servedAt('/#/login')
  expect(platform.appUrl('/member')).toBe('http://localhost/#/member')
})

inH5('a QQ login from /h5/ is sent back to /h5/#/… on success and on failure', () => {
  servedAt('/h5/#/login?redirect=%2Fvod%2Fdetail%3Fid%3D3')
  const url = new URL(
    socialLoginUrl({
      apiUrl: 'https://api.example.com',
      provider: 'qq',
      redirect: '/vod/detail?id=3',
      appUrl: platform.appUrl,
      keepTarget: () => 'unused',
    })
  )
  expect(url.searchParams.get('s_url')).toBe('http://localhost/h5/#/vod/detail?id=3')
  expect(url.searchParams.get('f_url')).toBe('http://localhost/h5/#/login-error')
})

inH5('a payment gateway returns to /h5/#/order/success or /h5/#/member/order', () => {
  servedAt('/h5/#/order?goods_id=9&goods_type=vod')
  const context = { apiUrl: 'https://api.example.com', h5Url: 'https://other.example.com/elsewhere' }
  expect(returnAddress('/order/success', context)).toBe('http://localhost/h5/#/order/success')
  expect(returnAddress('/member/order', context)).toBe('http://localhost/h5/#/member/order')
})

inH5('the address bar’s query changes keep the folder (no jump to the site root)', () => {
  servedAt('/h5/#/search?keywords=a')
  platform.setQueryParams({ keywords: 'b' })
  expect(window.location.pathname + window.location.hash).toBe('/h5/#/search?keywords=b')
  platform.removeQueryParams(['keywords'])
  expect(window.location.pathname + window.location.hash).toBe('/h5/#/search')
})

inH5('a link to a page of the app under /h5/ stays in the app (server HTML and home blocks)', () => {
  servedAt('/h5/#/')
  const appUrl = platform.appUrl('')
  expect(classifyLink('http://localhost/h5/#/vod/detail?id=3', appUrl)).toEqual({
    kind: 'app',
    address: '/vod/detail?id=3',
  })
  expect(classifyLink('http://localhost/#/vod/detail?id=3', appUrl)).toEqual({
    kind: 'external',
    url: 'http://localhost/#/vod/detail?id=3',
  })
  expect(blockLink('http://localhost/h5/#/vod?scene=free', appUrl)).toEqual({
    kind: 'app',
    address: '/vod?scene=free',
  })
})

inWeapp('the mini-program has no web address of its own (payments use config.h5_url instead)', () => {
  expect(platform.appUrl('/member')).toBe('')
  expect(returnAddress('/order/success', { apiUrl: 'https://api.test', h5Url: 'https://h5.test/h5/' })).toBe(
    'https://h5.test/h5/#/order/success'
  )
})
