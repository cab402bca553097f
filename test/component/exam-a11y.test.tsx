/**
 * What a screen reader (and in H5 a keyboard) finds on the exam's answering screen: the choices as a radio group or
 * a group of checkboxes named by the question, each option named by its letter and text with its checked state;
 * the short answer's box named; 答题卡 and its entries (第N题 已答/未答, the current one marked); the countdown a
 * timer that is not read every second, heard at 5 minutes and at 1 minute. Both passes: H5 reads `role`, the
 * mini-program `aria-role` (the base library's attribute).
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import ExamDetailPage from '@/packages/exam/vod/examDetail'
import ExamPapersPage from '@/packages/exam/vodExam'
import { platform } from '@/platform'
import { installKeyboardActivation } from '@/platform/a11y'
import type { RootStore } from '@/stores'
import { answersKey } from '@/services/credentials'
import { ok, routeRequests } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, tap } from '../mocks/screen'
import { openPageAt } from '../mocks/taro'
import { PAPER_BASE as BASE, answerRow, rawPaper, rawQuestion } from '../mocks/paper'

const onH5 = platform.name === 'h5' ? it : it.skip
/** The attribute a role lands in: H5 `role`, the mini-program `aria-role`. */
const ROLE = platform.name === 'weapp' ? 'aria-role' : 'role'

const QUESTIONS = [
  rawQuestion(1, 1, { content: '<p>安全帽应<b>何时</b>佩戴？</p>' }),
  rawQuestion(2, 2),
  rawQuestion(3, 5),
  rawQuestion(4, 4),
]

beforeEach(() => {
  wireHttp()
  platform.storage.remove(answersKey(1, 1, 17))
})
afterEach(() => {
  jest.useRealTimers()
  window.history.replaceState(null, '', window.location.pathname)
})

function rootWith(): RootStore {
  const root = bootedRoot({ user: makeMember({ id: 1 }) })
  root.config.save({ url: 'https://api.test', enabled_addons: ['Paper'] })
  return root
}

/** Attempt 17 of paper 1 in progress, ending at `endedAt` (server time). */
function serve(endedAt = '2099-01-01T00:00:00Z') {
  routeRequests({
    [`GET ${BASE}/paper/1/join/17`]: ok({
      paper: rawPaper(1),
      user_paper: { id: 17, paper_id: 1, status: 1, score: 0, ended_at: endedAt },
      questions: QUESTIONS.map((q) => answerRow(q)),
    }),
    [`POST ${BASE}/paper/1/submit/single`]: ok([]),
  })
}

async function renderAttempt() {
  openPageAt('/vod/examDetail', 'packages/exam/vod/examDetail/index', { id: '1', record: '17' })
  renderWithStores(<ExamDetailPage />, rootWith())
  await actAndSettle()
}

/** The elements with `role` inside `container`. */
const withRole = (role: string, container: ParentNode = document) => [
  ...container.querySelectorAll<HTMLElement>(`[${ROLE}="${role}"]`),
]
/** What a screen reader calls an element here: its label, else its text. */
const nameOf = (element: HTMLElement) =>
  element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim()
const checkedOf = (elements: HTMLElement[]) => elements.map((element) => element.getAttribute('aria-checked'))

describe('the choices', () => {
  it('single choice: a radio group named by the question; each option a radio named by its letter and text', async () => {
    serve()
    await renderAttempt()
    const [group] = withRole('radiogroup')
    expect(nameOf(group)).toBe('第1题 安全帽应何时佩戴？')
    const options = withRole('radio', group)
    expect(options.map(nameOf)).toEqual(['A甲', 'B乙', 'C丙'])
    expect(checkedOf(options)).toEqual(['false', 'false', 'false'])
    await actAndSettle(() => fireEvent.click(options[1]))
    expect(checkedOf(withRole('radio', group))).toEqual(['false', 'true', 'false'])
    await actAndSettle(() => fireEvent.click(withRole('radio', group)[2]))
    expect(checkedOf(withRole('radio', group))).toEqual(['false', 'false', 'true'])
  })

  onH5('H5: the same by role and name, each option in the tab order', async () => {
    serve()
    await renderAttempt()
    const group = screen.getByRole('radiogroup', { name: '第1题 安全帽应何时佩戴？' })
    const option = within(group).getByRole('radio', { name: /^B\s*乙$/ })
    expect(option).not.toBeChecked()
    expect(option.tabIndex).toBe(0)
    await actAndSettle(() => fireEvent.click(option))
    expect(within(group).getByRole('radio', { name: /^B\s*乙$/ })).toBeChecked()
  })

  onH5('H5 keyboard: Enter and Space choose the focused option', async () => {
    installKeyboardActivation()
    serve()
    await renderAttempt()
    const option = screen.getByRole('radio', { name: /^A\s*甲$/ })
    option.focus()
    await actAndSettle(() => fireEvent.keyDown(option, { key: 'Enter' }))
    expect(screen.getByRole('radio', { name: /^A\s*甲$/ })).toBeChecked()
    tap('exam-next')
    const box = screen.getByRole('checkbox', { name: /^C\s*丙$/ })
    await actAndSettle(() => fireEvent.keyDown(box, { key: ' ' }))
    expect(screen.getByRole('checkbox', { name: /^C\s*丙$/ })).toBeChecked()
  })

  it('multiple choice: a group of checkboxes named by the question, each checked on its own', async () => {
    serve()
    await renderAttempt()
    tap('exam-next')
    expect(withRole('radiogroup')).toEqual([])
    const [group] = withRole('group')
    expect(nameOf(group)).toBe('第2题 题2')
    await actAndSettle(() => {
      fireEvent.click(withRole('checkbox', group)[0])
      fireEvent.click(withRole('checkbox', group)[2])
    })
    const boxes = withRole('checkbox', group)
    expect(boxes.map(nameOf)).toEqual(['A甲', 'B乙', 'C丙'])
    expect(checkedOf(boxes)).toEqual(['true', 'false', 'true'])
    await actAndSettle(() => fireEvent.click(boxes[0]))
    expect(checkedOf(withRole('checkbox', group))).toEqual(['false', 'false', 'true'])
  })

  it('判断: a radio group of 正确 and 错误 (the tick and the cross are not read)', async () => {
    serve()
    await renderAttempt()
    tap('exam-next')
    tap('exam-next')
    const [group] = withRole('radiogroup')
    expect(nameOf(group)).toBe('第3题 题3')
    const options = withRole('radio', group)
    const readable = (element: HTMLElement) =>
      [...element.childNodes]
        .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join('')
    expect(options.map(readable)).toEqual(['正确', '错误'])
    await actAndSettle(() => fireEvent.click(options[1]))
    expect(checkedOf(withRole('radio', group))).toEqual(['false', 'true'])
  })

  it("the short answer's box has a name, not only a placeholder", async () => {
    serve()
    await renderAttempt()
    tap('exam-card-open')
    tap('exam-card-4')
    expect($('exam-text')!.getAttribute('aria-label')).toBe('第4题答案')
  })
})

describe('答题卡', () => {
  it('its button is named; each entry is a button 第N题 已答/未答, the current one marked', async () => {
    serve()
    await renderAttempt()
    await actAndSettle(() => tap('exam-option-option1'))
    tap('exam-next')
    const open = $('exam-card-open')!
    expect(open.textContent).toBe('答题卡')
    if (platform.name === 'h5') expect(screen.getByRole('button', { name: '答题卡' })).toBe(open)
    tap('exam-card-open')
    const entries = withRole('button', $('exam-card')!).filter((entry) => entry.id.startsWith('exam-card-'))
    const cells = entries.filter((entry) => entry.id !== 'exam-card-close')
    expect(cells.map(nameOf)).toEqual(['第1题 已答', '第2题 未答 当前', '第3题 未答', '第4题 未答'])
    // Both builds mark it with aria-current too (the mini-program's templates carry it: config/patches/weapp-a11y.js).
    const marked = [false, true, false, false]
    expect(cells.map((cell) => cell.hasAttribute('aria-current'))).toEqual(marked)
    tap('exam-card-3')
    tap('exam-card-open')
    expect(nameOf($('exam-card-3')!)).toBe('第3题 未答 当前')
    expect(nameOf($('exam-card-2')!)).toBe('第2题 未答')
    expect($('exam-card-3')!.getAttribute('aria-current')).toBeTruthy()
  })
})

describe('the countdown', () => {
  const T0 = Date.UTC(2026, 0, 1, 8, 0, 0)

  /** The announcements made through the live region (H5), in order. */
  function heard(): string[] {
    const said: string[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const region = (record.target as HTMLElement).closest?.('.a11y-announcer')
        if (!region) continue
        record.addedNodes.forEach((node) => said.push(node.textContent ?? ''))
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return said
  }

  it('is a timer, not a live region (its seconds are not read)', async () => {
    serve()
    await renderAttempt()
    const clock = $('exam-countdown')!.parentElement!
    expect(clock.getAttribute(ROLE)).toBe('timer')
    expect(clock.closest('[aria-live]')).toBeNull()
  })

  onH5(
    'H5: heard at 5 minutes and at 1 minute left, once each, while it re-renders every second',
    async () => {
      jest.useFakeTimers({ now: T0 })
      serve(new Date(T0 + 5 * 60_000 + 2_000).toISOString())
      const said = heard()
      openPageAt('/vod/examDetail', 'packages/exam/vod/examDetail/index', { id: '1', record: '17' })
      renderWithStores(<ExamDetailPage />, rootWith())
      await act(() => jest.advanceTimersByTimeAsync(100))
      expect($('exam-countdown')!.textContent).toBe('00:05:02')
      await act(() => jest.advanceTimersByTimeAsync(1000))
      expect(said).toEqual([])
      await act(() => jest.advanceTimersByTimeAsync(1000))
      expect($('exam-countdown')!.textContent).toBe('00:05:00')
      expect(said).toEqual(['考试剩余5分钟'])
      await act(() => jest.advanceTimersByTimeAsync(3 * 60_000 + 59_000))
      expect(said).toEqual(['考试剩余5分钟'])
      await act(() => jest.advanceTimersByTimeAsync(1000))
      expect($('exam-countdown')!.textContent).toBe('00:01:00')
      expect(said).toEqual(['考试剩余5分钟', '考试剩余1分钟'])
      await act(() => jest.advanceTimersByTimeAsync(30_000))
      expect(said).toEqual(['考试剩余5分钟', '考试剩余1分钟'])
    }
  )
})

describe('/vodExam', () => {
  it('each paper is a link named by its card', async () => {
    openPageAt('/vodExam', 'packages/exam/vodExam/index', {})
    routeRequests({ [`GET ${BASE}/papers`]: ok({ data: { data: [rawPaper(1)], total: 1 } }) })
    renderWithStores(<ExamPapersPage />, rootWith())
    await actAndSettle()
    const card = $('paper-1')!
    expect(card.getAttribute(ROLE)).toBe('link')
    expect(nameOf(card)).toContain('试卷1')
  })
})
