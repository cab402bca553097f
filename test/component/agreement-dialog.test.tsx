/**
 * The agreement dialog (4.9.27+) in both passes: its copy by what is due, the links to the agreements, 同意
 * (处理中... while sent, 操作失败，请重试 on a failure) and 不同意, never on a login page, over the recorded member
 * details (v4.9.30/40*).
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/react'
import { AfterLoginDialog } from '@/components/AfterLoginDialog'
import { platform } from '@/platform'
import { readMember } from '@/services/api/member'
import type { RootStore } from '@/stores'
import { deferred, routeRequests, sentCalls, type FakeResponse } from '../mocks/api'
import { actAndSettle, bootedRoot, renderWithStores, wireHttp } from '../mocks/app'
import { recorded, recordedData, type Release } from '../mocks/samples'
import { $, tap, toasts } from '../mocks/screen'
import { asServer } from '../mocks/server'

const MEMBER = 'GET /api/v2/member/detail'
const AGREE = 'POST /api/v2/member/agreement/agree'
const USER_PROTOCOL = 'https://api.test.local/user/protocol'
const PRIVATE_PROTOCOL = 'https://api.test.local/user/private_protocol'

beforeEach(() => {
  wireHttp()
  asServer('v4.9.30')
})

/** A logged-in learner whose member detail is this recording. */
function learner(release: Release, id: string): RootStore {
  const root = bootedRoot({ user: readMember(recordedData(release, id)) })
  root.config.save({ user_protocol: USER_PROTOCOL, user_private_protocol: PRIVATE_PROTOCOL })
  return root
}

async function renderDialog(root: RootStore, path: '/member' | '/login' | '/login-password' = '/member') {
  renderWithStores(<AfterLoginDialog path={path} />, root)
  await actAndSettle()
}

describe('the agreement dialog', () => {
  it('both not agreed (40j): the title, MeEdu’s sentence, links to both, 不同意 and 同意', async () => {
    await renderDialog(learner('v4.9.30', '40j'))
    expect($('agreement-dialog')).not.toBeNull()
    expect(screen.getByText('用户协议与隐私政策提示')).toBeInTheDocument()
    expect($('agreement-dialog-text')!.textContent).toBe(
      '您需要同意用户协议与隐私政策后才能使用本系统。如您不同意，我们只能为您提供浏览服务。您可阅读《用户协议》和《隐私政策》了解详细信息。如您同意，请点击同意开始接受我们的服务。'
    )
    expect($('agreement-decline')).toHaveTextContent('不同意')
    expect($('agreement-accept')).toHaveTextContent('同意')
  })

  it('only the user agreement changed (40f): only 用户协议 named and linked', async () => {
    await renderDialog(learner('v4.9.30', '40f'))
    expect($('agreement-dialog-text')!.textContent).toBe(
      '您需要同意用户协议后才能使用本系统。如您不同意，我们只能为您提供浏览服务。您可阅读《用户协议》了解详细信息。如您同意，请点击同意开始接受我们的服务。'
    )
    expect($('agreement-dialog-privacy')).toBeNull()
  })

  it('only the privacy policy: only 隐私政策', async () => {
    const member = recordedData('v4.9.30', '40f')
    member.agreement_status = { user_agreement_agreed: true, privacy_policy_agreed: false }
    const root = bootedRoot({ user: readMember(member) })
    await renderDialog(root)
    expect($('agreement-dialog-text')).toHaveTextContent('您需要同意隐私政策后才能使用本系统')
    expect($('agreement-dialog-text')).toHaveTextContent('您可阅读《隐私政策》了解详细信息')
  })

  it('the titles open the agreement pages (the mini-program: in its web-view)', async () => {
    const open = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
    await renderDialog(learner('v4.9.30', '40j'))
    tap('agreement-dialog-user')
    tap('agreement-dialog-privacy')
    expect(open.mock.calls).toEqual([[USER_PROTOCOL], [PRIVATE_PROTOCOL]])
  })

  it('同意: 处理中... while it is sent, once however often tapped; then the member again and the dialog goes', async () => {
    const root = learner('v4.9.30', '40j')
    const answer = deferred<FakeResponse>()
    routeRequests({ [AGREE]: () => answer.promise, [MEMBER]: recorded('v4.9.30', '40e') })
    await renderDialog(root)
    await actAndSettle(() => {
      tap('agreement-accept')
      tap('agreement-accept')
    })
    expect($('agreement-accept')).toHaveTextContent('处理中...')
    await actAndSettle(() => answer.resolve(recorded('v4.9.30', '40d')))
    expect(sentCalls()).toEqual([AGREE, MEMBER])
    expect($('agreement-dialog')).toBeNull()
  })

  it('同意 on a server with no agreement published (40, 40b): the dialog goes and does not come back', async () => {
    const root = learner('v4.9.30', '40j')
    routeRequests({ [AGREE]: recorded('v4.9.30', '40'), [MEMBER]: recorded('v4.9.30', '40b') })
    await renderDialog(root)
    await actAndSettle(() => tap('agreement-accept'))
    expect($('agreement-dialog')).toBeNull()
    await actAndSettle(() => root.session.reloadMember())
    expect($('agreement-dialog')).toBeNull()
  })

  it('a failed 同意: 操作失败，请重试, the dialog stays', async () => {
    routeRequests({ [AGREE]: () => Promise.reject({ errMsg: 'request:fail' }) })
    await renderDialog(learner('v4.9.30', '40j'))
    await actAndSettle(() => tap('agreement-accept'))
    expect(toasts()).toEqual(['操作失败，请重试'])
    expect($('agreement-dialog')).not.toBeNull()
    expect($('agreement-accept')).toHaveTextContent('同意')
  })

  it('不同意: logged out, to 个人中心', async () => {
    const root = learner('v4.9.30', '40j')
    await renderDialog(root)
    await actAndSettle(() => tap('agreement-decline'))
    expect(root.session.loggedIn).toBe(false)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/member/index' })
    expect($('agreement-dialog')).toBeNull()
  })

  it('never on the login pages', async () => {
    await renderDialog(learner('v4.9.30', '40j'), '/login')
    expect($('agreement-dialog')).toBeNull()
    await renderDialog(learner('v4.9.30', '40j'), '/login-password')
    expect($('agreement-dialog')).toBeNull()
  })

  it('agreed (40e), or a server without agreements (4.9.10/03): no dialog', async () => {
    await renderDialog(learner('v4.9.30', '40e'))
    expect($('agreement-dialog')).toBeNull()
    asServer('4.9.10')
    await renderDialog(learner('4.9.10', '03'))
    expect($('agreement-dialog')).toBeNull()
  })
})
