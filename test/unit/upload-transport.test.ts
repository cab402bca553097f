/**
 * The H5 upload transport (services/upload-transport.h5.ts): the blob: URL read back, one FormData part with
 * its file name, the token header and no hand-made content type, no cookies, the timeout, progress, and the
 * answer or Taro's words for a failure, which http.ts turns into its messages. Runs in both passes (the H5
 * file is imported by its own name).
 */
import { sendUpload } from '@/services/upload-transport.h5'

type Handler = (() => void) | null

class FakeXhr {
  static all: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  responseType = ''
  response: unknown = null
  responseText = ''
  status = 0
  timeout = 0
  withCredentials = true
  body: unknown = undefined
  onload: Handler = null
  onerror: Handler = null
  ontimeout: Handler = null
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = {
    onprogress: null,
  }
  constructor() {
    FakeXhr.all.push(this)
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value
  }
  send(body?: unknown) {
    this.body = body
  }
}

const realXhr = window.XMLHttpRequest
beforeEach(() => {
  FakeXhr.all = []
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
})
afterAll(() => {
  window.XMLHttpRequest = realXhr
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const REQUEST = {
  url: 'https://api.test/api/v2/member/detail/avatar',
  filePath: 'blob:https://app.test/1',
  name: 'file',
  header: { Accept: 'application/json', Authorization: 'Bearer tok' },
  timeout: 60000,
  withCredentials: false as const,
  fileName: 'avatar.jpg',
}

/** The blob: URL answers the picked file; returns the upload's XHR. */
async function readFile(blob = new Blob(['jpeg-bytes'], { type: 'image/jpeg' })) {
  const [read] = FakeXhr.all
  expect(read.method).toBe('GET')
  expect(read.url).toBe(REQUEST.filePath)
  expect(read.responseType).toBe('blob')
  read.response = blob
  read.onload!()
  await flush()
  return FakeXhr.all[1]
}

it('sends one FormData part with the file name, the headers, no cookies and the timeout; answers status and text', async () => {
  const task = sendUpload(REQUEST)
  const seen: number[] = []
  task.onProgressUpdate!((event) => seen.push(event.progress))
  const send = await readFile()
  expect(send.method).toBe('POST')
  expect(send.url).toBe(REQUEST.url)
  expect(send.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' })
  expect(Object.keys(send.headers).map((key) => key.toLowerCase())).not.toContain('content-type')
  expect(send.withCredentials).toBe(false)
  expect(send.timeout).toBe(60000)
  const form = send.body as FormData
  expect(form).toBeInstanceOf(FormData)
  const part = form.get('file') as File
  expect(part.name).toBe('avatar.jpg')
  expect(part.size).toBe('jpeg-bytes'.length)
  expect(part.type).toBe('image/jpeg')

  send.upload.onprogress!({ lengthComputable: true, loaded: 25, total: 100 })
  send.upload.onprogress!({ lengthComputable: false, loaded: 0, total: 0 })
  send.upload.onprogress!({ lengthComputable: true, loaded: 100, total: 100 })
  send.status = 200
  send.responseText = '{"code":0,"message":"","data":[]}'
  send.onload!()
  await expect(task).resolves.toEqual({ statusCode: 200, data: '{"code":0,"message":"","data":[]}' })
  expect(seen).toEqual([25, 100])
})

it('an HTTP error page is an answer (http.ts names it); a network error and the timeout reject in Taro words', async () => {
  const page = sendUpload(REQUEST)
  const first = await readFile()
  first.status = 502
  first.responseText = '<html>Bad Gateway</html>'
  first.onload!()
  await expect(page).resolves.toEqual({ statusCode: 502, data: '<html>Bad Gateway</html>' })

  FakeXhr.all = []
  const lost = sendUpload(REQUEST)
  ;(await readFile()).onerror!()
  await expect(lost).rejects.toEqual({ errMsg: 'uploadFile:fail' })

  FakeXhr.all = []
  const slow = sendUpload(REQUEST)
  ;(await readFile()).ontimeout!()
  await expect(slow).rejects.toEqual({ errMsg: 'uploadFile:fail timeout' })
})

it('a blob: URL that cannot be read fails before anything is sent', async () => {
  const task = sendUpload(REQUEST)
  FakeXhr.all[0].onerror!()
  await expect(task).rejects.toEqual({ errMsg: 'uploadFile:fail file not found' })
  expect(FakeXhr.all).toHaveLength(1)
})
