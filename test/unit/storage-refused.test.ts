/**
 * Storage that refuses writes (H5: private mode, a full quota; weapp: a full storage): the visit goes on in
 * memory and the learner is told once. The wrapper alone (resilient-storage.ts), then each pass's real platform
 * with its storage made to refuse: the token, the progress queue and the exam answers read back as if stored.
 * Each platform test loads the app's modules afresh (jest.isolateModulesAsync): what a refused write keeps in
 * memory, and the one notice, last for a visit, i.e. for one module registry.
 */
import type { KeyValueStorage } from '@/platform/types'
import { refusalNotice, resilientStorage } from '@/platform/resilient-storage'
import { makeMember } from '../mocks/app'

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? it : it.skip

/** A durable storage that can be told to refuse writes (and removals), as a full one does. */
function durableStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  const state = { refuseWrites: false, refuseRemovals: false, refuseReads: false }
  const storage: KeyValueStorage = {
    get: (key) => {
      if (state.refuseReads) throw new Error('SecurityError')
      return data.get(key) ?? null
    },
    set: (key, value) => {
      if (state.refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      data.set(key, value)
    },
    remove: (key) => {
      if (state.refuseRemovals) throw new Error('removeStorageSync:fail')
      data.delete(key)
    },
  }
  return { data, state, storage }
}

describe('resilientStorage', () => {
  it('a storage that accepts writes holds every value itself and reports nothing', () => {
    const durable = durableStorage()
    const refused = jest.fn()
    const storage = resilientStorage(durable.storage, refused)
    storage.set('meedu-h5-token', 'tok')
    expect(durable.data.get('meedu-h5-token')).toBe('tok')
    expect(storage.get('meedu-h5-token')).toBe('tok')
    storage.remove('meedu-h5-token')
    expect(storage.get('meedu-h5-token')).toBeNull()
    expect(refused).not.toHaveBeenCalled()
  })

  it('a refused write throws nothing: the value is read back from memory and the refusal reported', () => {
    const durable = durableStorage()
    durable.state.refuseWrites = true
    const refused = jest.fn()
    const storage = resilientStorage(durable.storage, refused)
    expect(() => storage.set('meedu-h5-token', 'tok')).not.toThrow()
    expect(durable.data.has('meedu-h5-token')).toBe(false)
    expect(storage.get('meedu-h5-token')).toBe('tok')
    expect(refused).toHaveBeenCalledTimes(1)
    expect(refused.mock.calls[0][0]).toMatchObject({ name: 'QuotaExceededError' })
  })

  it('the newest value wins: memory over an older value the durable storage still holds', () => {
    const durable = durableStorage({ 'meedu-learner-progress': 'old' })
    const storage = resilientStorage(durable.storage, () => undefined)
    durable.state.refuseWrites = true
    storage.set('meedu-learner-progress', 'new')
    expect(durable.data.get('meedu-learner-progress')).toBe('old')
    expect(storage.get('meedu-learner-progress')).toBe('new')
  })

  it('a later write the durable storage accepts takes the key back out of memory', () => {
    const durable = durableStorage()
    const storage = resilientStorage(durable.storage, () => undefined)
    durable.state.refuseWrites = true
    storage.set('k', 'in memory')
    durable.state.refuseWrites = false
    storage.set('k', 'stored')
    expect(durable.data.get('k')).toBe('stored')
    // Memory no longer answers for the key: a change made behind the app's back (another tab) shows.
    durable.data.set('k', 'from another tab')
    expect(storage.get('k')).toBe('from another tab')
  })

  it('remove clears a value kept in memory, and hides a stale one the durable storage refuses to remove', () => {
    const durable = durableStorage({ b: 'stale' })
    const storage = resilientStorage(durable.storage, () => undefined)
    durable.state.refuseWrites = true
    storage.set('a', 'in memory')
    storage.remove('a')
    expect(storage.get('a')).toBeNull()

    durable.state.refuseRemovals = true
    expect(() => storage.remove('b')).not.toThrow()
    expect(durable.data.get('b')).toBe('stale')
    expect(storage.get('b')).toBeNull()
  })

  it('a storage that cannot even be read reads as empty, and keeps what is written in memory', () => {
    const durable = durableStorage({ k: 'v' })
    durable.state.refuseReads = true
    durable.state.refuseWrites = true
    const storage = resilientStorage(durable.storage, () => undefined)
    expect(storage.get('k')).toBeNull()
    storage.set('k', 'memory')
    expect(storage.get('k')).toBe('memory')
  })
})

describe('refusalNotice', () => {
  it('tells its listeners once, however many writes are refused, and a late listener at once', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const notice = refusalNotice()
    const early = jest.fn()
    const gone = jest.fn()
    notice.listen(early)
    notice.listen(gone)()
    notice.report(new Error('full'))
    notice.report(new Error('full again'))
    expect(early).toHaveBeenCalledTimes(1)
    expect(gone).not.toHaveBeenCalled()
    const late = jest.fn()
    notice.listen(late)
    expect(late).toHaveBeenCalledTimes(1)
  })
})

// ------------------------------------------------------------------------------------------------------------
// The real platform of this pass, with its storage made to refuse writes.

type Modules = Awaited<ReturnType<typeof loadModules>>

async function loadModules() {
  const taro = await import('@tarojs/taro')
  const [platformModule, credentialsModule, sessionModule, progressModule, sheetModule, paperMocks] =
    await Promise.all([
      import('@/platform'),
      import('@/services/credentials'),
      import('@/stores/session-store'),
      import('@/stores/progress-queue'),
      import('@/stores/answer-sheet'),
      import('../mocks/paper'),
    ])
  return {
    Taro: taro.default,
    platform: platformModule.platform,
    credentials: credentialsModule.credentials,
    SessionStore: sessionModule.SessionStore,
    ProgressStore: progressModule.ProgressStore,
    PROGRESS_STORAGE_KEY: credentialsModule.STORAGE_KEYS.progress,
    AnswerSheet: sheetModule.AnswerSheet,
    answersKey: credentialsModule.answersKey,
    readStored: sheetModule.readStored,
    paperMocks,
  }
}

/** The app's modules as a new visit loads them. */
async function newVisit(): Promise<Modules> {
  let modules: Modules | undefined
  await jest.isolateModulesAsync(async () => {
    modules = await loadModules()
  })
  return modules!
}

/** Every durable write now throws, as the platform's own storage does when it is full or forbidden. */
function refuseWrites({ Taro }: Modules): void {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  if (ENV === 'weapp') {
    ;(Taro.setStorageSync as jest.Mock).mockImplementation(() => {
      throw new Error('setStorageSync:fail exceed storage max size 10MB')
    })
  } else {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
  }
}

/** What the durable storage itself holds, read behind the app's back. */
function persisted({ Taro }: Modules): Record<string, unknown> {
  if (ENV === 'weapp')
    return (Taro as unknown as { storageSnapshot(): Record<string, unknown> }).storageSnapshot()
  return { ...window.localStorage }
}

describe(`the ${ENV} platform when storage refuses writes`, () => {
  it('keeps the login token for the visit: saved, read back, logged out; nothing thrown, told once', async () => {
    const visit = await newVisit()
    const told = jest.fn()
    visit.platform.onStorageRefused(told)
    refuseWrites(visit)

    const session = new visit.SessionStore()
    expect(() => session.saveToken('eyJ.token.sig')).not.toThrow()
    expect(session.token).toBe('eyJ.token.sig')
    expect(session.loggedIn).toBe(true)
    expect(visit.credentials.getToken()).toBe('eyJ.token.sig')
    expect(persisted(visit)).toEqual({})

    session.parkTokenForBinding()
    expect(session.parkedToken).toBe('eyJ.token.sig')
    expect(session.token).toBeNull()
    session.saveToken('second')
    session.logout()
    expect(session.token).toBeNull()
    expect(told).toHaveBeenCalledTimes(1)
  })

  it('a new token in memory wins over the one the storage kept from an earlier visit', async () => {
    const visit = await newVisit()
    visit.credentials.setToken('earlier')
    refuseWrites(visit)
    visit.credentials.setToken('now')
    expect(visit.credentials.getToken()).toBe('now')
    expect(persisted(visit)).toEqual({ 'meedu-h5-token': 'earlier' })
  })

  it('keeps waiting progress reports: a queue made later in the visit still has them', async () => {
    const visit = await newVisit()
    refuseWrites(visit)
    const offline = () => Promise.reject(new Error('request:fail'))
    const queue = new visit.ProgressStore(visit.platform.storage, () => 1, offline)
    queue.report(7, 42)
    await queue.flush()
    expect(queue.pendingPosition(7)).toBe(42)

    const later = new visit.ProgressStore(visit.platform.storage, () => 1, offline)
    expect(later.pendingPosition(7)).toBe(42)
    expect(visit.platform.storage.get(visit.PROGRESS_STORAGE_KEY)).toContain('"position":42')
    expect(persisted(visit)).toEqual({})
  })

  it('keeps the exam answers: the sheet of the same attempt opened again restores them', async () => {
    const visit = await newVisit()
    refuseWrites(visit)
    const { rawQuestion } = visit.paperMocks
    const { readQuestion } = await import('@/services/api/paper')
    const questions = [readQuestion(rawQuestion(11, 1)), readQuestion(rawQuestion(12, 1))]
    const key = visit.answersKey(1, 5, 9)
    const sheetOptions = {
      questions,
      storageKey: key,
      storage: visit.platform.storage,
      send: () => Promise.reject(new Error('request:fail')),
    }
    const sheet = new visit.AnswerSheet(sheetOptions)
    sheet.restore([])
    sheet.answer(11, 'option2')
    sheet.next()
    sheet.dispose()

    expect(visit.readStored(visit.platform.storage, key)).toMatchObject({
      answers: { 11: 'option2' },
      index: 1,
    })
    const again = new visit.AnswerSheet(sheetOptions)
    again.restore([])
    expect(again.answerOf(11)).toBe('option2')
    expect(again.index).toBe(1)
    again.dispose()
    expect(persisted(visit)).toEqual({})
  })

  onH5('a social login code is still exchanged once when sessionStorage refuses writes too', async () => {
    const visit = await newVisit()
    refuseWrites(visit)
    expect(visit.credentials.claimLoginCode('abc')).toBe(true)
    expect(visit.credentials.claimLoginCode('abc')).toBe(false)
  })

  it('a storage that accepts writes is used as before and no notice comes', async () => {
    const visit = await newVisit()
    const told = jest.fn()
    visit.platform.onStorageRefused(told)
    visit.credentials.setToken('tok')
    expect(persisted(visit)).toEqual({ 'meedu-h5-token': 'tok' })
    expect(told).not.toHaveBeenCalled()
  })
})

describe('the app tells the learner once that the login will not be remembered', () => {
  it('one toast for the first refused write of the visit, none for the next ones', async () => {
    let shown: jest.Mock | undefined
    let text = ''
    await jest.isolateModulesAsync(async () => {
      const visit = await loadModules()
      const { setupApp, STORAGE_REFUSED_TEXT } = await import('@/app-setup')
      const { RootStore } = await import('@/stores')
      const { routeRequests, ok, flushPromises } = await import('../mocks/api')
      routeRequests({
        'GET /api/v2/other/config': ok({}),
        'GET /api/v2/member/detail': ok(makeMember()),
      })
      const root = new RootStore()
      await setupApp(root)
      refuseWrites(visit)
      root.session.saveToken('tok')
      await root.loadConfigAndMember({})
      root.progress.report(3, 20)
      root.session.saveToken('tok2')
      await flushPromises()
      expect(root.session.loggedIn).toBe(true)
      expect(root.session.user).not.toBeNull()
      expect(root.session.token).toBe('tok2')
      shown = visit.Taro.showToast as jest.Mock
      text = STORAGE_REFUSED_TEXT[visit.platform.name]
    })
    expect(text).toBe(
      ENV === 'weapp' ? '存储空间不足，本次登录不会被记住' : '浏览器禁止保存数据，本次登录不会被记住'
    )
    expect(shown!.mock.calls.map(([options]) => options.title)).toEqual([text])
  })
})
