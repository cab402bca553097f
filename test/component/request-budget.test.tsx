/**
 * The request budget: MeEdu allows 120 requests a minute per client IP address (meedu-api.md §1.8), shared by every
 * learner behind an office's one address, so no screen may send more than 10 requests when it opens. Each screen is
 * opened logged in over the recorded answers of a real 4.9.10 server (the boot's config and member detail come
 * before, once a visit, and are not counted here), with every list's end below a 667 px screen as on a phone, and
 * its requests are counted once it settled. The counts are written in docs/decisions.md ("Request budget").
 */
import type { ComponentType } from 'react'
import HomePage from '@/pages/home'
import MemberPage from '@/pages/member'
import StudyPage from '@/pages/study'
import VodPage from '@/packages/learning/vod'
import CoursePage from '@/packages/learning/vod/detail'
import VideoPage from '@/packages/learning/vod/video'
import SearchPage from '@/packages/learning/search'
import MessagesPage from '@/packages/account/messages'
import ProfilePage from '@/packages/account/member/profile'
import NoticesPage from '@/packages/training/vodNotice'
import CoursewarePage from '@/packages/training/vodKJ'
import GrowUpPage from '@/packages/training/growUp'
import ExamsPage from '@/packages/exam/vodExam'
import OrdersPage from '@/packages/order/member/order'
import RolePage from '@/packages/order/role'
import CheckoutPage from '@/packages/order/order'
import { findRoute, pageOf, type RoutePath } from '@/routes'
import { envelope, requestMock, sentCalls, type FakeResponse, type SentRequest } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { sampleAnswer, sampleData } from '../mocks/samples'
import { openPageAt, setSelectorRect } from '../mocks/taro'

const BUDGET = 10

/** Every call a learner's screen makes, answered as the real 4.9.10 server answered it. */
const ANSWERS: [RegExp, (request: SentRequest) => FakeResponse][] = [
  [/^GET \/api\/v2\/other\/config$/, () => sampleAnswer('4.9.10', '01')],
  [/^GET \/api\/v2\/member\/detail$/, () => sampleAnswer('4.9.10', '03')],
  [/^GET \/api\/v2\/member\/unreadNotificationCount$/, () => sampleAnswer('4.9.10', '08f')],
  [/^GET \/api\/v2\/member\/messages$/, () => sampleAnswer('4.9.10', '08e')],
  [/^GET \/api\/v2\/viewBlock\/page\/blocks$/, () => sampleAnswer('4.9.10', '06')],
  [/^GET \/api\/v2\/announcement\/latest$/, () => sampleAnswer('4.9.10', '10')],
  [/^GET \/api\/v2\/announcements$/, () => sampleAnswer('4.9.10', '10b')],
  [/^GET \/api\/v2\/course_categories$/, () => sampleAnswer('4.9.10', '12')],
  [/^GET \/api\/v2\/courses$/, (request) => catalogue(request)],
  [/^GET \/api\/v2\/course\/\d+$/, () => sampleAnswer('4.9.10', '05b')],
  [/^GET \/api\/v2\/course\/\d+\/comments$/, () => sampleAnswer('4.9.10', '15')],
  [/^GET \/api\/v2\/video\/\d+$/, () => sampleAnswer('4.9.10', '09')],
  [/^GET \/api\/v2\/video\/\d+\/playinfo$/, () => sampleAnswer('4.9.10', '09c')],
  [/^GET \/api\/v2\/video\/\d+\/comments$/, () => sampleAnswer('4.9.10', '15')],
  [/^GET \/api\/v3\/search$/, () => sampleAnswer('4.9.10', '20')],
  [/^GET \/api\/v2\/search$/, () => sampleAnswer('4.9.10', '20c')],
  [/^GET \/api\/v3\/member\/courses\/learned$/, () => learnedCourses()],
  [/^GET \/api\/v3\/member\/courses(\/like)?$/, () => sampleAnswer('4.9.10', '08h')],
  [/^GET \/api\/v3\/member\/learned\/course\/\d+$/, () => sampleAnswer('4.9.10', '19c')],
  [/^GET \/api\/v2\/member\/watchCourses$/, () => envelope(404, '路由不存在')],
  [/^GET \/api\/v2\/member\/credit1Records$/, () => sampleAnswer('4.9.10', '08g')],
  [/^GET \/api\/v2\/member\/orders$/, () => sampleAnswer('4.9.10', '07')],
  [/^GET \/api\/v2\/roles$/, () => sampleAnswer('4.9.10', '11')],
  [/^GET \/api\/v2\/order\/payments$/, () => sampleAnswer('4.9.10', '16')],
]

/** 30 learned courses (the recorded learner has none): the fallback of 学习成长 must not read them all. */
function learnedCourses(): FakeResponse {
  const recorded = sampleData('4.9.10', '08h') as { data: Record<string, unknown>[] }
  const one = recorded.data[0]
  const all = Array.from({ length: 30 }, (_, index) => ({
    ...one,
    course_id: 100 + index,
    updated_at: one.created_at,
  }))
  return {
    statusCode: 200,
    data: { code: 0, message: '', data: { data: all.slice(0, 10), total: all.length } },
  }
}

/**
 * A catalogue of 40 courses (the recorded one has 3), paged as asked: 课件中心 looks for attachments through it and
 * must not walk it (none of these courses has any, as in sample 05b).
 */
function catalogue(request: SentRequest): FakeResponse {
  const recorded = sampleData('4.9.10', '04') as { data: Record<string, unknown>[] }
  const all = Array.from({ length: 40 }, (_, index) => ({ ...recorded.data[0], id: index + 1 }))
  const { page = 1, page_size: size = 10 } = (request.data ?? {}) as { page?: number; page_size?: number }
  const data = all.slice((page - 1) * size, page * size)
  return {
    statusCode: 200,
    data: { code: 0, message: '', data: { current_page: page, data, per_page: size, total: all.length } },
  }
}

function answer(request: SentRequest): Promise<FakeResponse> {
  const key = `${request.method} ${new URL(request.url).pathname}`
  const found = ANSWERS.find(([pattern]) => pattern.test(key))
  return found
    ? Promise.resolve(found[1](request))
    : Promise.reject({ errMsg: `request:fail no answer for ${key}` })
}

const LISTS = ['course-list', 'study-list', 'search-list', 'messages-list', 'notice-list', 'courseware-list']
const MORE_LISTS = ['growth-course-list', 'credit-list', 'papers-list', 'orders-list']

beforeEach(() => {
  wireHttp()
  requestMock.mockImplementation(answer)
  // A phone: the lists' ends are below the screen once their first page is in.
  for (const id of [...LISTS, ...MORE_LISTS]) setSelectorRect(`#${id}-end`, { top: 900 })
})

const SCREENS: [RoutePath, ComponentType, Record<string, string>][] = [
  ['/', HomePage, {}],
  ['/member', MemberPage, {}],
  ['/study', StudyPage, {}],
  ['/vod', VodPage, {}],
  ['/vod/detail', CoursePage, { id: '1' }],
  ['/vod/video', VideoPage, { id: '1' }],
  ['/search', SearchPage, { keywords: 'Laravel' }],
  ['/messages', MessagesPage, {}],
  ['/member/profile', ProfilePage, {}],
  ['/vodNotice', NoticesPage, {}],
  ['/vodKJ', CoursewarePage, {}],
  ['/growUp', GrowUpPage, {}],
  ['/vodExam', ExamsPage, {}],
  ['/member/order', OrdersPage, {}],
  ['/role', RolePage, {}],
  ['/order', CheckoutPage, { goods_id: '1', goods_type: 'vod' }],
]

it.each(SCREENS)(`%s sends at most ${BUDGET} requests when it opens`, async (path, Page, query) => {
  openPageAt(path, pageOf(findRoute(path)!), query)
  renderWithStores(<Page />, bootedRoot({ user: makeMember() }))
  for (let round = 0; round < 4; round += 1) await actAndSettle()
  expect(sentCalls().length).toBeLessThanOrEqual(BUDGET)
})
