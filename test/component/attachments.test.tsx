/**
 * 课件 on a server of the newer generation (4.9.11 on: feature `attachments` the new way): 下载 asks
 * GET /api/v3/course/{courseId}/attach/{id} for a single-use link at the tap, never ahead, and hands that link over;
 * it works with MeEdu's deprecated APIs closed, where the v2 download answers 路由不存在 (sample v4.9.30/60). Refusals
 * in the server's words (44b 请购买课程, 当前附件不支持下载, 429 请稍后再试). Both passes.
 */
import Taro from '@tarojs/taro'
import { CourseAttachments } from '@/components/CourseAttachments'
import { serverApi } from '@/services/server-api'
import type { Attachment } from '@/services/api/types'
import type { RootStore } from '@/stores'
import {
  deferred,
  envelope,
  ok,
  requestMock,
  routeRequests,
  sentCalls,
  type FakeResponse,
} from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, TEST_API, wireHttp } from '../mocks/app'
import { sampleAnswer } from '../mocks/samples'
import { asServer } from '../mocks/server'
import { countOf, tap, toasts } from '../mocks/screen'
import { setCurrentPages } from '../mocks/taro'

const onH5 = process.env.TARO_ENV === 'h5' ? describe : describe.skip
const onWeapp = process.env.TARO_ENV === 'weapp' ? describe : describe.skip

const LINK = 'GET /api/v3/course/3/attach/5'
const SIGNED = `${TEST_API}/api/v3/course/attach-download?sign=aB3dE5fG7hJ9kL1mN2pQ`
const SIGNED_AGAIN = `${TEST_API}/api/v3/course/attach-download?sign=zY8xW6vU4tS2rQ0pO9nM`

const PDF: Attachment = { id: 5, name: '课程讲义.pdf', size: 1536, extension: 'pdf' }
const ZIP: Attachment = { id: 5, name: '练习.zip', size: 2048, extension: 'zip' }

beforeEach(() => {
  wireHttp()
  asServer('v4.9.30')
  setCurrentPages([{ route: 'packages/learning/vod/detail/index', options: { id: '3' } }])
})

function renderAttachments(
  attachment: Attachment = PDF,
  root: RootStore = bootedRoot({ user: makeMember() })
) {
  root.config.save({ url: TEST_API })
  renderWithStores(<CourseAttachments courseId={3} attachments={[attachment]} bought />, root)
}

const download = () => actAndSettle(() => tap('attachment-download-5'))

describe('the link is asked for at the tap', () => {
  it('nothing is asked before 下载; each 下载 asks for a fresh link; a second tap while one is on its way asks nothing', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
    jest
      .spyOn(Taro, 'downloadFile')
      .mockResolvedValue({ statusCode: 200, tempFilePath: 'wxfile://tmp/a.pdf' } as never)
    jest.spyOn(Taro, 'openDocument').mockResolvedValue({} as never)
    const answer = deferred<FakeResponse>()
    let calls = 0
    routeRequests({ [LINK]: () => (++calls === 1 ? answer.promise : ok({ download_url: SIGNED_AGAIN })) })
    renderAttachments()
    await actAndSettle()
    expect(requestMock).not.toHaveBeenCalled()
    tap('attachment-download-5')
    tap('attachment-download-5')
    await actAndSettle(() => answer.resolve(ok({ download_url: SIGNED })))
    expect(countOf(LINK)).toBe(1)
    // The token travels in the header only, never in a link.
    expect(requestMock.mock.calls[0][0].header.Authorization).toBe('Bearer token-1')
    await download()
    expect(countOf(LINK)).toBe(2)
  })

  it.each([
    ['not bought (sample 44b)', sampleAnswer('v4.9.30', '44b'), '请购买课程'],
    ['a file the storage cannot serve', envelope(1, '当前附件不支持下载'), '当前附件不支持下载'],
    ['more than 60 links in an hour', envelope(429, '请稍后再试'), '请稍后再试'],
    ['not in this course (sample 44)', sampleAnswer('v4.9.30', '44'), '资源不存在'],
  ])('%s: the server says why, nothing is opened or copied', async (_, answer, said) => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
    routeRequests({ [LINK]: answer })
    renderAttachments()
    await download()
    expect(toasts()).toEqual([said])
    expect(open).not.toHaveBeenCalled()
    expect(Taro.setClipboardData).not.toHaveBeenCalled()
    expect(Taro.downloadFile).not.toHaveBeenCalled()
  })

  it('an answer without a web address is not handed over', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
    routeRequests({ [LINK]: ok({ download_url: 'javascript:alert(1)' }) })
    renderAttachments()
    await download()
    expect(toasts()).toEqual(['服务器返回了无法识别的数据，请稍后重试'])
    expect(open).not.toHaveBeenCalled()
  })

  it('a server that turns out to lack the v3 route (路由不存在) gets the v2 address, and that is remembered', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
    jest.spyOn(Taro, 'downloadFile').mockRejectedValue(new Error('no domain'))
    routeRequests({ [LINK]: sampleAnswer('4.9.10', '44') })
    renderAttachments(ZIP)
    await download()
    expect(toasts()).toEqual([])
    expect(serverApi.way('attachments')).toBe('old')
    const handed = `${TEST_API}/api/v2/course/attach/5/download?token=token-1`
    if (process.env.TARO_ENV === 'h5') expect(open).toHaveBeenCalledWith(handed, '_blank')
    else expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: handed })
    await download()
    expect(sentCalls()).toEqual([LINK])
  })
})

onH5('in a phone browser', () => {
  it('the link opens in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
    routeRequests({ [LINK]: ok({ download_url: SIGNED }) })
    renderAttachments()
    await download()
    expect(open).toHaveBeenCalledWith(SIGNED, '_blank')
  })

  it("inside WeChat's browser the link is copied, said to be single use for an hour (not a login)", async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')
    routeRequests({ [LINK]: ok({ download_url: SIGNED }) })
    renderAttachments()
    await download()
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: SIGNED })
    expect(toasts()).toEqual(['链接已复制，请在浏览器中打开下载（链接1小时内有效，只能使用一次）'])
  })
})

onWeapp('in the mini-program', () => {
  it('a PDF is downloaded from the link and opened', async () => {
    jest
      .spyOn(Taro, 'downloadFile')
      .mockResolvedValue({ statusCode: 200, tempFilePath: 'wxfile://tmp/a.pdf' } as never)
    const openDocument = jest.spyOn(Taro, 'openDocument').mockResolvedValue({} as never)
    routeRequests({ [LINK]: ok({ download_url: SIGNED }) })
    renderAttachments()
    await download()
    expect(Taro.downloadFile).toHaveBeenCalledWith({ url: SIGNED })
    expect(openDocument).toHaveBeenCalledWith(
      expect.objectContaining({ filePath: 'wxfile://tmp/a.pdf', fileType: 'pdf' })
    )
    expect(Taro.setClipboardData).not.toHaveBeenCalled()
  })

  it('a download that cannot be opened spent its single-use link: a fresh one is copied', async () => {
    jest.spyOn(Taro, 'downloadFile').mockRejectedValue(new Error('downloadFile:fail url not in domain list'))
    let calls = 0
    routeRequests({ [LINK]: () => ok({ download_url: ++calls === 1 ? SIGNED : SIGNED_AGAIN }) })
    renderAttachments()
    await download()
    expect(countOf(LINK)).toBe(2)
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: SIGNED_AGAIN })
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('1小时内有效，只能使用一次') })
    )
  })

  it('a file WeChat cannot open: the link is copied unused, no second link', async () => {
    routeRequests({ [LINK]: ok({ download_url: SIGNED }) })
    renderAttachments(ZIP)
    await download()
    expect(countOf(LINK)).toBe(1)
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: SIGNED })
  })
})
