/**
 * The early start (H5): src/index.html's inline script asks for the first screen's data before the app's
 * JavaScript has loaded and preloads the route's chunk files; services/http.ts takes the answers over
 * (services/early-answers.h5.ts): once, through the same reading as its own requests. Here the real inline script
 * runs in jsdom against a fake `fetch`, with the build's data written in as config/plugins/early-start.js writes
 * it, and the app's own api functions then ask for what it started.
 */
import { readFileSync } from 'fs'
import path from 'path'
import { MESSAGES, configureHttp, http, type HttpHooks } from '@/services/http'
import { getSystemConfig } from '@/services/api/system'
import { getCourseDetail, getCourseCategories, getCourses } from '@/services/api/course'
import { getVideoDetail } from '@/services/api/video'
import { getHomeBlocks } from '@/services/api/home'
import { getMemberDetail } from '@/services/api/member'
import { serverApi } from '@/services/server-api'
import { STORAGE_KEYS } from '@/services/credentials'
import { platform } from '@/platform'
import { deferred, envelope, flushPromises, ok, requestMock, type Deferred } from '../mocks/api'

/* eslint-disable @typescript-eslint/no-require-imports */
const { apiBase, inlineJson, PLACEHOLDER } = require('../../config/plugins/early-start') as {
  apiBase: (value: unknown) => string
  inlineJson: (value: unknown) => string
  PLACEHOLDER: string
}
/* eslint-enable @typescript-eslint/no-require-imports */

const onH5 = platform.name === 'h5'
const inH5 = onH5 ? it : it.skip
const inWeapp = onH5 ? it.skip : it

const BASE = 'https://api.example.com'
const SAMPLES = path.join(__dirname, '..', 'demo-api', 'meedu-samples')
const sample = (file: string) =>
  (JSON.parse(readFileSync(path.join(SAMPLES, file), 'utf8')) as { response: unknown }).response

const html = readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8')
const earlyScript = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1])
  .find((code) => code.includes(PLACEHOLDER))

/** The manifest the build would write: two routes, a script and a stylesheet each (one shared). */
const BUILD = {
  api: BASE,
  files: ['css/1.aaaa1111.css', 'js/1.aaaa1111.js', 'js/2.bbbb2222.js'],
  routes: { '/vod/detail': [0, 1, 2], '/login': [0, 1] },
}

interface FakeFetch {
  url: string
  headers: Record<string, string>
  answer: Deferred<unknown>
}

let fetches: FakeFetch[]

/** A Response as the inline script reads it: status, headers, json(). */
function response(status: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    status,
    headers: {
      forEach: (each: (value: string, name: string) => void) =>
        Object.entries(headers).forEach(([n, v]) => each(v, n)),
    },
    json: () => (body === undefined ? Promise.reject(new SyntaxError('no JSON')) : Promise.resolve(body)),
  }
}

/** Runs the page's early-start script at `hash`, with `build` written over its placeholder. */
function runEarlyScript(hash: string, build: unknown = BUILD) {
  window.location.hash = hash
  const code = (earlyScript ?? '').replace(PLACEHOLDER, () => inlineJson(build))
  new Function(code)()
}

const fetched = () => fetches.map((item) => item.url)
const answer = (url: string, status: number, body: unknown, headers?: Record<string, string>) => {
  const found = fetches.filter((item) => item.url === `${BASE}${url}`).pop()
  if (!found) throw new Error(`not fetched: ${url} (${fetched().join(', ')})`)
  found.answer.resolve(response(status, body, headers))
}
const failFetch = (url: string) =>
  fetches
    .filter((item) => item.url === `${BASE}${url}`)
    .pop()
    ?.answer.reject(new TypeError('Failed to fetch'))

let token: string | null
let hooks: { onUnauthorized: jest.Mock; onNotFound: jest.Mock; toast: jest.Mock }

beforeEach(() => {
  fetches = []
  token = null
  hooks = { onUnauthorized: jest.fn(() => void (token = null)), onNotFound: jest.fn(), toast: jest.fn() }
  configureHttp({ baseUrl: BASE, hooks: { getToken: () => token, ...hooks } as HttpHooks })
  window.fetch = jest.fn((url: string, init: { headers: Record<string, string> }) => {
    const item = { url, headers: init.headers, answer: deferred<unknown>() }
    fetches.push(item)
    return item.answer.promise
  }) as unknown as typeof window.fetch
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove())
  delete window.__meeduEarly
})

afterEach(async () => {
  await flushPromises()
})

it('finds the early-start script in src/index.html', () => {
  expect(earlyScript).toBeDefined()
  expect(earlyScript).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/)
})

describe('the build’s data (config/plugins/early-start.js)', () => {
  it('the API address: the app’s own (no trailing slash), only an absolute http(s) one', () => {
    expect(apiBase('https://api.example.com/')).toBe('https://api.example.com')
    expect(apiBase('http://127.0.0.1:3721')).toBe('http://127.0.0.1:3721')
    expect(apiBase('https://example.com/meedu//')).toBe('https://example.com/meedu')
    for (const value of [
      '',
      undefined,
      '/api',
      'javascript:alert(1)',
      'https://x.example.com/"</script><script>alert(1)//',
      "https://x.example.com/'",
      'https://x.example.com/a b',
      'ftp://example.com',
    ])
      expect([value, apiBase(value)]).toEqual([value, ''])
  })

  it('is written as JSON that cannot end the script it sits in', () => {
    const text = inlineJson({ api: '</script><script>alert(1)</script>', s: '\u2028\u2029' })
    expect(text).not.toMatch(/<|\u2028|\u2029/)
    expect(JSON.parse(text)).toEqual({ api: '</script><script>alert(1)</script>', s: '\u2028\u2029' })
  })
})

describe('the inline script', () => {
  it('does nothing before the build has written its data (the placeholder is left)', () => {
    window.location.hash = '#/vod/detail?id=1'
    new Function(earlyScript ?? '')()
    expect(fetches).toEqual([])
    expect(document.querySelectorAll('link[rel=preload]')).toHaveLength(0)
  })

  it('preloads the route’s files from the manifest: scripts as script, stylesheets as style', () => {
    runEarlyScript('#/vod/detail?id=1')
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')]
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([
      ['css/1.aaaa1111.css', 'style'],
      ['js/1.aaaa1111.js', 'script'],
      ['js/2.bbbb2222.js', 'script'],
    ])
  })

  it('an address outside the manifest preloads nothing, whatever it holds', () => {
    for (const hash of [
      '#/nowhere',
      '#/__proto__',
      '#constructor',
      '#/vod/detail<img src=x>',
      '#/x?/login',
    ]) {
      runEarlyScript(hash)
      expect([hash, document.querySelectorAll('link[rel=preload]').length]).toEqual([hash, 0])
    }
  })

  it('asks for the config on every route, the member detail only with a token, each with the app’s headers', () => {
    runEarlyScript('#/login')
    expect(fetched()).toEqual([`${BASE}/api/v2/other/config`])
    expect(fetches[0].headers).toEqual({ Accept: 'application/json' })

    fetches = []
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok-1')
    runEarlyScript('#/member')
    expect(fetched()).toEqual([`${BASE}/api/v2/other/config`, `${BASE}/api/v2/member/detail`])
    for (const item of fetches)
      expect(item.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-1' })
  })

  it('builds a content request only from an id of plain digits', () => {
    const courseAsked = (hash: string) => {
      fetches = []
      runEarlyScript(hash)
      return fetched().filter((url) => url.includes('/course/'))
    }
    expect(courseAsked('#/vod/detail?id=12&tab=catalogue')).toEqual([`${BASE}/api/v2/course/12`])
    for (const hash of [
      '#/vod/detail?id=0',
      '#/vod/detail?id=012',
      '#/vod/detail?id=12345678901',
      '#/vod/detail?id=1%2F..%2Fmember',
      '#/vod/detail?id=1/../member',
      '#/vod/detail?id=1&id=2',
      '#/vod/detail?id=%31',
      '#/vod/detail?id=1+',
      '#/vod/detail',
    ])
      expect([hash, courseAsked(hash)]).toEqual([hash, []])
  })

  it('the course’s cover is preloaded as soon as the course answers, an http(s) address only', async () => {
    const coverPreloads = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('fetchpriority'),
      ])
    runEarlyScript('#/vod/detail?id=1')
    answer('/api/v2/course/1', 200, {
      code: 0,
      message: '',
      data: { course: { id: 1, thumb: 'https://cdn.test/1.png' } },
    })
    await flushPromises()
    expect(coverPreloads()).toEqual([['https://cdn.test/1.png', 'high']])
    for (const thumb of ['javascript:alert(1)', '//cdn.test/2.png', 'https://cdn.test/a b.png', 42]) {
      document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove())
      fetches = []
      runEarlyScript('#/vod/detail?id=2')
      answer('/api/v2/course/2', 200, { code: 0, message: '', data: { course: { id: 2, thumb } } })
      await flushPromises()
      expect([thumb, coverPreloads()]).toEqual([thumb, []])
    }
  })

  it('the lesson only with a token (it is a login page); no content request on a social login’s return', () => {
    runEarlyScript('#/vod/video?id=3')
    expect(fetched()).toEqual([`${BASE}/api/v2/other/config`])
    fetches = []
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok-1')
    runEarlyScript('#/vod/video?id=3')
    expect(fetched()).toContain(`${BASE}/api/v2/video/3`)
    fetches = []
    runEarlyScript('#/vod/detail?id=3&login_code=abc&action=login')
    expect(fetched()).not.toContain(`${BASE}/api/v2/course/3`)
  })

  it('新入职: the categories and the first page for the filter in the address; an unreadable filter, none', () => {
    runEarlyScript('#/vod?category_id=4&scene=free')
    expect(fetched()).toEqual([
      `${BASE}/api/v2/other/config`,
      `${BASE}/api/v2/course_categories`,
      `${BASE}/api/v2/courses?page=1&page_size=10&category_id=4&scene=free`,
    ])
    for (const hash of ['#/vod?scene=paid', '#/vod?category_id=x', '#/vod?category_id=4&category_id=5']) {
      fetches = []
      runEarlyScript(hash)
      expect([hash, fetched()]).toEqual([hash, [`${BASE}/api/v2/other/config`]])
    }
  })

  it('no API address in the build: no request, the files still preloaded', () => {
    runEarlyScript('#/vod/detail?id=1', { ...BUILD, api: '' })
    expect(fetches).toEqual([])
    expect(document.querySelectorAll('link[rel=preload]')).toHaveLength(3)
  })
})

describe('the app takes the early answers over (services/http.ts)', () => {
  inH5('an answer is taken once: the first GET of the address uses it, the next one goes out', async () => {
    runEarlyScript('#/vod/detail?id=1')
    answer('/api/v2/other/config', 200, { code: 0, message: '', data: { name: 'early' } }, { date: 'x' })
    requestMock.mockResolvedValue(ok({ name: 'own' }))

    await expect(getSystemConfig()).resolves.toEqual({ name: 'early' })
    expect(requestMock).not.toHaveBeenCalled()
    await expect(getSystemConfig()).resolves.toEqual({ name: 'own' })
    expect(requestMock).toHaveBeenCalledTimes(1)
  })

  inH5('a request still in flight is waited for, not sent again', async () => {
    runEarlyScript('#/vod/detail?id=1')
    const course = getCourseDetail(1)
    await flushPromises()
    expect(requestMock).not.toHaveBeenCalled()
    answer('/api/v2/course/1', 200, sample('4.9.10/05-course-1-chapters.json'))
    await expect(course).resolves.toMatchObject({ course: { id: 1 } })
    expect(requestMock).not.toHaveBeenCalled()
  })

  inH5(
    'a request that failed (no answer) is sent again by the app, before or after the app asked',
    async () => {
      runEarlyScript('#/vod?category_id=4')
      failFetch('/api/v2/course_categories')
      await flushPromises()
      requestMock.mockResolvedValue(ok([]))
      await expect(getCourseCategories()).resolves.toEqual([])
      expect(requestMock).toHaveBeenCalledTimes(1)

      const list = getCourses({ page: 1, page_size: 10, category_id: 4 })
      await flushPromises()
      expect(requestMock).toHaveBeenCalledTimes(1)
      failFetch('/api/v2/courses?page=1&page_size=10&category_id=4')
      requestMock.mockResolvedValue(ok({ data: [], total: 0 }))
      await expect(list).resolves.toEqual({ items: [], total: 0 })
      expect(requestMock).toHaveBeenCalledTimes(2)
      expect(requestMock.mock.calls[1][0]).toMatchObject({
        url: `${BASE}/api/v2/courses`,
        data: { page: 1, page_size: 10, category_id: 4 },
      })
    }
  )

  inH5('an answer for another token is not taken: the app asks with its own', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'old-token')
    runEarlyScript('#/member')
    answer('/api/v2/member/detail', 200, sample('4.9.10/03-member-detail.json'))
    token = 'new-token'
    requestMock.mockResolvedValue(ok({ id: 7, nick_name: 'own' }))
    await getMemberDetail()
    expect(requestMock).toHaveBeenCalledTimes(1)
    expect(requestMock.mock.calls[0][0].header.Authorization).toBe('Bearer new-token')
  })

  inH5('an answer older than the window is asked again', async () => {
    jest.useFakeTimers({ now: 0 })
    runEarlyScript('#/login')
    answer('/api/v2/other/config', 200, { code: 0, message: '', data: { name: 'stale' } })
    await jest.advanceTimersByTimeAsync(10)
    jest.advanceTimersByTime(11_000)
    requestMock.mockResolvedValue(ok({ name: 'fresh' }))
    await expect(getSystemConfig()).resolves.toEqual({ name: 'fresh' })
    expect(requestMock).toHaveBeenCalledTimes(1)
  })

  inH5('a request still unanswered after 15 s is the app’s to send', async () => {
    jest.useFakeTimers({ now: 0 })
    runEarlyScript('#/login')
    jest.advanceTimersByTime(15_001)
    requestMock.mockResolvedValue(ok({ name: 'own' }))
    await expect(getSystemConfig()).resolves.toEqual({ name: 'own' })
    expect(requestMock).toHaveBeenCalledTimes(1)
  })

  inH5('a 401 in an early answer logs out, as the app’s own would', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok')
    token = 'tok'
    runEarlyScript('#/vod/video?id=3')
    answer('/api/v2/video/3', 401, { code: 401, message: '请登录' })
    await expect(getVideoDetail(3)).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1)
    expect(requestMock).not.toHaveBeenCalled()
  })

  inH5('a missing course in an early answer shows the error page (the primary resource)', async () => {
    runEarlyScript('#/vod/detail?id=99')
    answer('/api/v2/course/99', 200, { code: 404, message: '资源不存在', data: [] })
    await expect(getCourseDetail(99)).rejects.toMatchObject({ kind: 'not-found' })
    expect(hooks.onNotFound).toHaveBeenCalledTimes(1)
    expect(requestMock).not.toHaveBeenCalled()
  })

  inH5('a refusal (code ≠ 0) and an error page from a proxy are told as toasts', async () => {
    runEarlyScript('#/login')
    answer('/api/v2/other/config', 200, { code: 1, message: '站点维护中', data: [] })
    await expect(http.get('/api/v2/other/config')).rejects.toMatchObject({ kind: 'business', code: 1 })
    expect(hooks.toast).toHaveBeenCalledWith('站点维护中')

    runEarlyScript('#/login')
    answer('/api/v2/other/config', 502, undefined)
    await expect(http.get('/api/v2/other/config')).rejects.toMatchObject({ kind: 'http', code: 502 })
    expect(hooks.toast).toHaveBeenCalledWith(MESSAGES.server(502))
    expect(requestMock).not.toHaveBeenCalled()
  })

  inH5(
    'a request that never answers times out 15 s after it was sent, told as a timeout, and is stopped',
    async () => {
      jest.useFakeTimers({ now: 0 })
      runEarlyScript('#/vod/detail?id=1')
      const aborted = jest.spyOn(window.__meeduEarly![`${BASE}/api/v2/course/1 `], 'abort')
      jest.advanceTimersByTime(5000)
      const course = getCourseDetail(1).catch((reason: unknown) => reason)
      await jest.advanceTimersByTimeAsync(9_000)
      expect(hooks.toast).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(1_100)
      await expect(course).resolves.toMatchObject({ kind: 'timeout' })
      expect(hooks.toast).toHaveBeenCalledWith(MESSAGES.timeout)
      expect(aborted).toHaveBeenCalled()
      expect(requestMock).not.toHaveBeenCalled()
    }
  )

  for (const release of ['4.9.10', 'v4.9.30'] as const) {
    inH5(`${release}: home's blocks are asked for on the route the app takes after the config`, async () => {
      serverApi.reset()
      runEarlyScript('#/')
      answer('/api/v2/other/config', 200, sample(`${release}/01-other-config.json`))
      await getSystemConfig()
      await flushPromises()
      const blocks = fetches.find((item) => /blocks/.test(item.url))
      expect(blocks).toBeDefined()
      blocks!.answer.resolve(response(200, { code: 0, message: '', data: [] }))
      await expect(getHomeBlocks()).resolves.toEqual([])
      // The app sent nothing: the early request had the address it would have asked.
      expect(requestMock).not.toHaveBeenCalled()
    })
  }

  inH5('with no config answer home asks for nothing early (the app picks the route itself)', async () => {
    runEarlyScript('#/')
    failFetch('/api/v2/other/config')
    await flushPromises()
    expect(fetched().filter((url) => /blocks/.test(url))).toEqual([])
  })

  inWeapp('the mini-program takes nothing over: every GET goes out', async () => {
    requestMock.mockResolvedValue(envelope(0, '', { name: 'own' }))
    await expect(getSystemConfig()).resolves.toEqual({ name: 'own' })
    expect(requestMock).toHaveBeenCalledTimes(1)
  })
})
