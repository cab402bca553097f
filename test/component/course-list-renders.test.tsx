/**
 * Speed (issue 7): a 1 000-course list scrolls without re-rendering the cards already shown. The real pages, the
 * real InfiniteList and the real memoised cards; the cards' renders are counted through their one image each
 * (an Image renders when, and only when, its card does: its parent is the card).
 */
import { Profiler, type ProfilerOnRenderCallback } from 'react'
import VodPage from '@/packages/learning/vod'
import StudyPage from '@/pages/study'
import { ok, routeRequests } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { visit } from '../mocks/login'
import { triggerReachBottom } from '../mocks/taro'
import {
  CATEGORIES,
  COURSES,
  LEARNED,
  coursesServer,
  rawCourse,
  rawStudyItem,
  studyServer,
} from '../mocks/course-lists'

/** Renders per image address: each card draws one image with its course's thumb. */
// preact/compat has no Profiler (its export is undefined there), React 18 has one.
const hasProfiler = (Profiler as unknown) !== undefined

const mockImageRenders = new Map<string, number>()

jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual('../mocks/components')
  const { createElement, forwardRef } = jest.requireActual('react')
  const Image = forwardRef(function CountedImage(props: { src?: string }, ref: unknown) {
    mockImageRenders.set(String(props.src), (mockImageRenders.get(String(props.src)) ?? 0) + 1)
    return createElement(actual.Image, { ...props, ref })
  })
  // The mock answers any component name (a Proxy): keep that, with Image counted.
  return new Proxy(actual, { get: (target, name) => (name === 'Image' ? Image : target[name]) })
})

beforeEach(() => {
  wireHttp()
  mockImageRenders.clear()
})

/** Scrolls to the end of the list page by page, as reach-bottom does; returns the commit times per page. */
async function scrollThrough(pages: number, commits: number[]): Promise<number[]> {
  const perPage: number[] = []
  for (let page = 2; page <= pages; page++) {
    const before = commits.length
    await actAndSettle(() => triggerReachBottom())
    perPage.push(commits.slice(before).reduce((sum, ms) => sum + ms, 0))
  }
  return perPage
}

function summary(renders: Map<string, number>) {
  const counts = [...renders.values()]
  return {
    cards: counts.length,
    renders: counts.reduce((sum, count) => sum + count, 0),
    mostForOneCard: Math.max(...counts),
  }
}

it('新入职: 1 000 courses over 100 pages, each card rendered once', async () => {
  const all = Array.from({ length: 1000 }, (_, i) => rawCourse(i + 1))
  const seen: Record<string, unknown>[] = []
  routeRequests({ [CATEGORIES]: ok([]), [COURSES]: coursesServer(all, seen) })
  const commits: number[] = []
  const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => commits.push(actualDuration)
  visit('/vod')
  // preact/compat (H5) has no Profiler: there the cards' renders are counted and the commit time is not measured.
  renderWithStores(
    hasProfiler ? (
      <Profiler id="vod" onRender={onRender}>
        <VodPage />
      </Profiler>
    ) : (
      <VodPage />
    ),
    bootedRoot()
  )
  await actAndSettle()
  const perPage = await scrollThrough(100, commits)

  expect(seen).toHaveLength(100)
  expect(document.querySelectorAll('.course-card')).toHaveLength(1000)
  const result = summary(mockImageRenders)
  const firstTen = perPage.slice(0, 10).reduce((a, b) => a + b, 0) / 10
  const lastTen = perPage.slice(-10).reduce((a, b) => a + b, 0) / 10
  // The figure, for the README and the bench notes.
  console.log(
    `[renders] /vod 1000 courses in 100 pages: ${result.renders} card renders for ${result.cards} cards ` +
      `(at most ${result.mostForOneCard} for one card)` +
      (hasProfiler
        ? `; React commit time per page: ${firstTen.toFixed(1)} ms (pages 2–11) → ${lastTen.toFixed(1)} ms (pages 91–100)`
        : '')
  )
  expect(result).toEqual({ cards: 1000, renders: 1000, mostForOneCard: 1 })
}, 120_000)

it('持续学习: 200 courses over 20 pages, each card rendered once', async () => {
  const all = Array.from({ length: 200 }, (_, i) => rawStudyItem(i + 1, { is_subscribe: i % 2 }))
  routeRequests({ [LEARNED]: studyServer(all) })
  visit('/study', { tab: 'study' })
  renderWithStores(<StudyPage />, bootedRoot({ user: makeMember() }))
  await actAndSettle()
  await scrollThrough(20, [])

  expect(document.querySelectorAll('.study-card')).toHaveLength(200)
  const result = summary(mockImageRenders)
  console.log(
    `[renders] /study 200 courses in 20 pages: ${result.renders} card renders for ${result.cards} cards`
  )
  expect(result).toEqual({ cards: 200, renders: 200, mostForOneCard: 1 })
}, 60_000)
