/**
 * The attempt page sends what waits the moment the app goes to the background or the network comes back, each
 * build as its platform delivers it: H5 (the tab hidden, the page left, `online`) and the mini-program (the
 * app hidden, a network change to "connected"). Both jest passes.
 */
import { cleanup } from '@testing-library/react'
import ExamDetailPage from '@/packages/exam/vod/examDetail'
import { platform } from '@/platform'
import type { RootStore } from '@/stores'
import { answersKey } from '@/services/credentials'
import { ok, routeRequests } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, tap, type } from '../mocks/screen'
import { appListenerCounts, openPageAt, triggerAppHide, triggerNetworkStatusChange } from '../mocks/taro'
import { PAPER_BASE as BASE, answerRow, rawPaper, rawQuestion } from '../mocks/paper'

const SINGLE = `POST ${BASE}/paper/1/submit/single`
const CHOICE = rawQuestion(1, 1)
const SHORT = rawQuestion(2, 4)

type Platform = 'h5' | 'weapp'
const onPlatform = (name: Platform) => (platform.name === name ? describe : describe.skip)

let visibility: DocumentVisibilityState = 'visible'
beforeEach(() => {
  wireHttp()
  platform.storage.remove(answersKey(1, 1, 17))
  visibility = 'visible'
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})
afterEach(() => window.history.replaceState(null, '', window.location.pathname))

/** The ways each platform says "the app is going to the background". */
const BACKGROUND: Record<Platform, [string, () => void][]> = {
  h5: [
    [
      'the tab is hidden',
      () => {
        visibility = 'hidden'
        document.dispatchEvent(new Event('visibilitychange'))
      },
    ],
    ['the page is left (pagehide)', () => window.dispatchEvent(new Event('pagehide'))],
  ],
  weapp: [['the app is hidden', triggerAppHide]],
}

/** How each platform says "the network is back" (and "it is gone", which must send nothing). */
const NETWORK: Record<Platform, { back: () => void; gone: () => void }> = {
  h5: {
    back: () => window.dispatchEvent(new Event('online')),
    gone: () => window.dispatchEvent(new Event('offline')),
  },
  weapp: {
    back: () => triggerNetworkStatusChange({ isConnected: true }),
    gone: () => triggerNetworkStatusChange({ isConnected: false }),
  },
}

/** Attempt 17 of paper 1 in progress; `singles`: every submit/single tried; `single` answers it. */
function serve(questions: ReturnType<typeof rawQuestion>[], single: () => unknown = () => ok([])) {
  const singles: unknown[] = []
  routeRequests({
    [`GET ${BASE}/paper/1/join/17`]: () =>
      ok({
        paper: rawPaper(1, { questions_count: questions.length }),
        user_paper: { id: 17, paper_id: 1, status: 1, score: 0, ended_at: '2099-01-01T00:00:00Z' },
        questions: questions.map((question) => answerRow(question)),
      }),
    [SINGLE]: (request) => {
      singles.push(request.data) // every try, answered or not
      return single() as ReturnType<typeof ok>
    },
  })
  return { singles }
}

async function renderAttempt(): Promise<RootStore> {
  const query = { id: '1', record: '17' }
  openPageAt('/vod/examDetail', 'packages/exam/vod/examDetail/index', query)
  const root = bootedRoot({ user: makeMember({ id: 1 }) })
  root.config.save({ url: 'https://api.test', enabled_addons: ['Paper'] })
  renderWithStores(<ExamDetailPage />, root)
  await actAndSettle()
  return root
}

for (const name of ['h5', 'weapp'] as const) {
  onPlatform(name)(`the attempt page (${name})`, () => {
    it.each(BACKGROUND[name])(
      '%s: a short answer still inside its pause in typing is sent at once',
      async (_event, goBackground) => {
        const { singles } = serve([SHORT])
        await renderAttempt()
        type('exam-text', '还在打字')
        await actAndSettle()
        expect(singles).toEqual([]) // the pause in typing (800 ms) has not passed
        await actAndSettle(goBackground)
        expect(singles).toEqual([{ pid: 17, question_id: 2, answer: '还在打字' }])
      }
    )

    it('the network back: an answer whose send failed goes out again without another answer', async () => {
      let down = true
      const { singles } = serve([CHOICE], () => {
        if (down) throw { errMsg: 'request:fail' }
        return ok([])
      })
      await renderAttempt()
      await actAndSettle(() => tap('exam-option-option2'))
      expect($('exam-unsynced')!.textContent).toContain('1道题')
      expect(singles).toHaveLength(1)

      await actAndSettle(NETWORK[name].gone)
      expect(singles).toHaveLength(1) // losing the network sends nothing
      down = false
      await actAndSettle(NETWORK[name].back)
      expect(singles).toEqual([
        { pid: 17, question_id: 1, answer: 'option2' },
        { pid: 17, question_id: 1, answer: 'option2' },
      ])
      expect($('exam-unsynced')).toBeNull()
    })

    it('once the page is closed, going to the background or reconnecting sends nothing', async () => {
      const { singles } = serve([SHORT])
      await renderAttempt()
      type('exam-text', '写了一半')
      await actAndSettle()
      cleanup()
      if (name === 'weapp') expect(appListenerCounts()).toEqual({ appHide: 0, networkStatus: 0 })
      for (const [, goBackground] of BACKGROUND[name]) await actAndSettle(goBackground)
      await actAndSettle(NETWORK[name].back)
      expect(singles).toEqual([])
    })
  })
}
