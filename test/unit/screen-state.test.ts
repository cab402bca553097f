/**
 * The screen-state conventions every page uses: a Task keeps a sending action from running twice, a Resource
 * loads one detail resource (with retry and reload, never showing an older answer over a newer one), and
 * useScreenStore makes a screen's store once and disposes it.
 */
import { createElement } from 'react'
import { act, render } from '@testing-library/react'
import { autorun } from 'mobx'
import { Task } from '@/stores/task'
import { Resource } from '@/stores/resource'
import { useScreenStore } from '@/stores/use-screen-store'
import { SessionStore } from '@/stores/session-store'
import { credentials } from '@/services/credentials'
import { deferred, flushPromises } from '../mocks/api'
import { makeMember } from '../mocks/app'

describe('Task', () => {
  it('a second run while the first is in flight does nothing; running shows it', async () => {
    const task = new Task()
    const answer = deferred<string>()
    const action = jest.fn(() => answer.promise)
    const first = task.run(action)
    const second = task.run(action)
    expect(task.running).toBe(true)
    await expect(second).resolves.toBeUndefined()
    answer.resolve('sent')
    await expect(first).resolves.toBe('sent')
    expect(action).toHaveBeenCalledTimes(1)
    expect(task.running).toBe(false)
    await task.run(action)
    expect(action).toHaveBeenCalledTimes(2)
  })

  it('a failing action ends the run (and rejects) so the button works again', async () => {
    const task = new Task()
    await expect(task.run(() => Promise.reject(new Error('network')))).rejects.toThrow('network')
    expect(task.running).toBe(false)
    await expect(task.run(async () => 'again')).resolves.toBe('again')
  })

  it('with keys, each key is its own single flight', async () => {
    const task = new Task()
    const one = deferred<void>()
    const action = jest.fn(() => one.promise)
    void task.run(action, 'a')
    void task.run(action, 'a')
    void task.run(action, 'b')
    expect(action).toHaveBeenCalledTimes(2)
    expect(task.isRunning('a')).toBe(true)
    expect(task.isRunning('c')).toBe(false)
    one.resolve()
    await flushPromises()
    expect(task.isRunning()).toBe(false)
  })

  it('observers see running change', async () => {
    const task = new Task()
    const seen: boolean[] = []
    const stop = autorun(() => seen.push(task.running))
    await task.run(async () => undefined)
    stop()
    expect(seen).toEqual([false, true, false])
  })
})

describe('Resource', () => {
  it('loading → ready; load() again sends nothing more', async () => {
    const fetch = jest.fn(async () => ({ id: 3, title: '课程' }))
    const resource = new Resource(fetch)
    expect(resource.state).toBe('idle')
    const loading = resource.load()
    expect(resource.loading).toBe(true)
    await loading
    expect(resource.state).toBe('ready')
    expect(resource.data).toEqual({ id: 3, title: '课程' })
    await resource.load()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('refresh loads again only once it has loaded or failed', async () => {
    const answer = deferred<number>()
    const fetch = jest.fn().mockRejectedValueOnce(new Error('network')).mockReturnValueOnce(answer.promise)
    const resource = new Resource<number>(fetch)
    await resource.refresh() // never loaded: nothing to refresh
    expect(fetch).not.toHaveBeenCalled()
    await resource.load()
    expect(resource.state).toBe('error')
    const again = resource.refresh() // failed: asked again
    expect(fetch).toHaveBeenCalledTimes(2)
    await resource.refresh() // loading: nothing more
    expect(fetch).toHaveBeenCalledTimes(2)
    answer.resolve(7)
    await again
    expect(resource.data).toBe(7)
    fetch.mockResolvedValueOnce(8)
    await resource.refresh() // loaded: asked again
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(resource.data).toBe(8)
  })

  it('two loads at once share one request', async () => {
    const answer = deferred<number>()
    const fetch = jest.fn(() => answer.promise)
    const resource = new Resource(fetch)
    const both = Promise.all([resource.load(), resource.load()])
    answer.resolve(1)
    await both
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(resource.data).toBe(1)
  })

  it('a failure is an error state; retry loads again and recovers', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('ok')
    const resource = new Resource<string>(fetch)
    await resource.load()
    expect(resource.state).toBe('error')
    expect(resource.error).toEqual(new Error('network'))
    expect(resource.data).toBeNull()
    await resource.reload()
    expect(resource.state).toBe('ready')
    expect(resource.error).toBeNull()
    expect(resource.data).toBe('ok')
  })

  it('a reload keeps the shown data until the new answer arrives', async () => {
    const second = deferred<string>()
    const fetch = jest.fn().mockResolvedValueOnce('first').mockReturnValueOnce(second.promise)
    const resource = new Resource<string>(fetch)
    await resource.load()
    const reloading = resource.reload()
    expect(resource.loading).toBe(true)
    expect(resource.data).toBe('first')
    second.resolve('second')
    await reloading
    expect(resource.data).toBe('second')
  })

  it('an older answer arriving after a newer load is dropped', async () => {
    const old = deferred<string>()
    const fresh = deferred<string>()
    const fetch = jest.fn().mockReturnValueOnce(old.promise).mockReturnValueOnce(fresh.promise)
    const resource = new Resource<string>(fetch)
    void resource.load()
    const reloading = resource.reload()
    fresh.resolve('new')
    await reloading
    old.resolve('old')
    await flushPromises()
    expect(resource.data).toBe('new')
    expect(resource.state).toBe('ready')
  })

  it('update changes what is shown without a request', async () => {
    const resource = new Resource(async () => ({ liked: false }))
    await resource.load()
    resource.update((course) => ({ ...course, liked: true }))
    expect(resource.data).toEqual({ liked: true })
  })
})

describe('useScreenStore', () => {
  class Countdown {
    static made = 0
    disposed = false
    constructor() {
      Countdown.made++
    }
    dispose() {
      this.disposed = true
    }
  }

  it('makes the store once across renders and disposes it when the page goes', () => {
    Countdown.made = 0
    let seen: Countdown[] = []
    function Screen({ tick }: { tick: number }) {
      const store = useScreenStore(() => new Countdown())
      seen = [...seen, store]
      return createElement('div', null, String(tick))
    }
    const view = render(createElement(Screen, { tick: 1 }))
    view.rerender(createElement(Screen, { tick: 2 }))
    expect(Countdown.made).toBe(1)
    expect(new Set(seen).size).toBe(1)
    expect(seen[0].disposed).toBe(false)
    act(() => view.unmount())
    expect(seen[0].disposed).toBe(true)
  })

  it('a store without dispose() is fine', () => {
    function Screen() {
      useScreenStore(() => ({ value: 1 }))
      return null
    }
    const view = render(createElement(Screen))
    expect(() => view.unmount()).not.toThrow()
  })
})

describe('SessionStore: the one owner of the token', () => {
  it('observers see the token come and go (saveToken, logout, parking)', () => {
    const session = new SessionStore()
    const seen: (string | null)[] = []
    const stop = autorun(() => seen.push(session.token))
    session.saveToken('t1')
    session.login(makeMember())
    session.parkTokenForBinding()
    stop()
    expect(seen).toEqual([null, 't1', null])
    expect(session.parkedToken).toBe('t1')
    expect(session.loggedIn).toBe(false)
  })

  it('reads storage every time: a token removed elsewhere (another tab, a 401) is gone', () => {
    const session = new SessionStore()
    session.saveToken('t1')
    credentials.clearToken()
    expect(session.loggedIn).toBe(false)
  })

  it('logged in means a token is stored, in every state of the member detail', () => {
    const session = new SessionStore()
    // A visitor.
    expect(session.loggedIn).toBe(false)
    // A login's token, its member detail not in yet (or failed to load): logged in, who is not known yet.
    session.saveToken('t1')
    expect(session.loggedIn).toBe(true)
    expect(session.user).toBeNull()
    // The member detail arrived.
    session.login(makeMember())
    expect(session.loggedIn).toBe(true)
    // Another tab (or a 401) removed the token: logged out, whatever member is still in memory.
    credentials.clearToken()
    expect(session.loggedIn).toBe(false)
    session.saveToken('t2')
    // Logout.
    session.logout()
    expect(session.loggedIn).toBe(false)
    expect(session.user).toBeNull()
    expect(session.token).toBeNull()
    // Parked for a binding: not logged in until the number is bound.
    session.saveToken('t3')
    session.parkTokenForBinding()
    expect(session.loggedIn).toBe(false)
    expect(session.parkedToken).toBe('t3')
  })

  it('observers see logged in change (a login, a logout)', () => {
    const session = new SessionStore()
    const seen: boolean[] = []
    const stop = autorun(() => seen.push(session.loggedIn))
    session.saveToken('t1')
    session.logout()
    stop()
    expect(seen).toEqual([false, true, false])
  })
})
