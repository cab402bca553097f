/**
 * The app's wiring for tests: the HTTP client pointed at a fake API with spy hooks, a fresh RootStore,
 * and rendering inside a StoresProvider.
 */
import type { ReactElement } from 'react'
import { act, render } from '@testing-library/react'
import { runInAction } from 'mobx'
import { configureHttp, type HttpHooks } from '@/services/http'
import { credentials } from '@/services/credentials'
import type { Member, Message } from '@/services/api/types'
import { RootStore, StoresProvider } from '@/stores'
import { toast } from '@/platform/toast'

export const TEST_API = 'https://api.test.local'

export interface HookSpies {
  onUnauthorized: jest.Mock
  onNotFound: jest.Mock
  toast: jest.Mock
}

/** Wire the HTTP client as app-setup does, with spies; `toast` still reaches Taro.showToast. */
export function wireHttp(overrides: Partial<HttpHooks> = {}): HookSpies {
  const spies: HookSpies = {
    onUnauthorized: jest.fn(),
    onNotFound: jest.fn(),
    toast: jest.fn((message: string) => toast(message)),
  }
  configureHttp({ baseUrl: TEST_API, hooks: { getToken: credentials.getToken, ...spies, ...overrides } })
  return spies
}

export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 1,
    avatar: '',
    nick_name: '学员小王',
    mobile: '13800000001',
    is_bind_mobile: true,
    is_bind_qq: false,
    is_bind_wechat: false,
    is_face_verify: false,
    profile_real_name: '',
    profile_id_number: '',
    is_password_set: true,
    is_set_nickname: true,
    role_id: 0,
    role: null,
    role_expired_at: null,
    credit1: 0,
    created_at: '2024-01-01T00:00:00.000000Z',
    agreements: null,
    ...overrides,
  }
}

/** A message as GET /api/v2/member/messages lists it (ISO times with microseconds, as the API sends). */
export function makeMessage(index: number, overrides: Partial<Message> = {}): Message {
  return {
    id: `9b1deb4d-3b7d-4bad-9bdd-2b0d7b3d${String(index).padStart(4, '0')}`,
    notifiable_id: 1,
    data: { message: `消息 ${index}` },
    read_at: null,
    created_at: '2020-01-02T03:04:05.000000Z',
    ...overrides,
  }
}

/** An ISO time `ms` before now, in the API's format. */
export const agoIso = (ms: number) => new Date(Date.now() - ms).toISOString().replace(/Z$/, '000Z')

/** A fresh RootStore whose boot is done; with `user`, a stored token and a logged-in session. */
export function bootedRoot({ user = null }: { user?: Member | null } = {}): RootStore {
  const root = new RootStore()
  runInAction(() => {
    root.booted = true
  })
  if (user) {
    credentials.setToken('token-1')
    root.session.login(user)
  }
  return root
}

export function renderWithStores(ui: ReactElement, root: RootStore) {
  return render(<StoresProvider store={root}>{ui}</StoresProvider>)
}

/**
 * Run a store change or a Taro page event inside act() and let the requests it starts settle: rounds, each a turn
 * of the event loop (answers arrive) and then the drawing and effects they cause, at least five and until the page
 * has not changed for three rounds in a row (a chain such as answer → code fetched on demand → the next request
 * takes more rounds under Preact). One act() per round: Preact's act (H5) draws and runs effects only when it ends,
 * so one long act() would stop a chain after its first step.
 */
export async function actAndSettle(change: () => unknown = () => undefined): Promise<void> {
  await act(async () => {
    await change()
  })
  let page = document.body.innerHTML
  let quiet = 0
  for (let round = 0; round < 100 && (round < 5 || quiet < 3); round++) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    const now = document.body.innerHTML
    quiet = now === page ? quiet + 1 : 0
    page = now
  }
}
