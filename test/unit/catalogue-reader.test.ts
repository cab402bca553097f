/**
 * A course's catalogue in every encoding PHP gives `videos` (meedu-api.md §1.7): a map, a list of lists (a course
 * without chapters, as the real 4.9.10 and v4.9.30 servers answer it), a list whose indexes are chapter ids, a map
 * with key "0", mixed, `[]`. Nothing the server sent is hidden and nothing shows twice.
 */
import { getCourseDetail, readCatalogue } from '@/services/api/course'
import { getVideoDetail } from '@/services/api/video'
import { configureHttp } from '@/services/http'
import type { CatalogueGroup } from '@/services/api/types'
import { routeRequests } from '../mocks/api'
import { sampleAnswer, sampleData, type SampleRelease } from '../mocks/samples'

const video = (id: number, chapter: number) => ({ id, course_id: 3, title: `视频${id}`, chapter_id: chapter })
const chapter = (id: number) => ({ id, course_id: 3, title: `第${id}章` })

/** Each group as `chapter id (0 = none): video ids`. */
const shape = (groups: CatalogueGroup[]) =>
  groups.map((group) => [group.chapter?.id ?? 0, group.videos.map((v) => v.id)])

beforeEach(() => {
  configureHttp({
    baseUrl: 'https://api.test',
    hooks: { getToken: () => null, onUnauthorized: jest.fn(), onNotFound: jest.fn(), toast: jest.fn() },
  })
})

describe.each<SampleRelease>(['4.9.10', 'v4.9.30'])('the recorded %s answers', (release) => {
  test('a course whose videos have no chapter (`videos: [[…]]`) lists its three videos', async () => {
    const data = sampleData(release, '05d') as { chapters: unknown; videos: unknown }
    expect(shape(readCatalogue(data.chapters, data.videos))).toEqual([[0, [8, 9, 10]]])
    routeRequests({ 'GET /api/v2/course/3': sampleAnswer(release, '05d') })
    const detail = await getCourseDetail(3)
    expect(detail.catalogue.flatMap((group) => group.videos.map((v) => v.title))).toEqual([
      '独立视频一',
      '独立视频二',
      '独立视频三',
    ])
  })

  test('the lesson page of such a course has the same catalogue', async () => {
    routeRequests({ 'GET /api/v2/video/8': sampleAnswer(release, '09b') })
    expect(shape((await getVideoDetail(8)).catalogue)).toEqual([[0, [8, 9, 10]]])
  })

  test('a course with chapters (`videos: {"1": …, "2": …}`) keeps its chapters in order', () => {
    const data = sampleData(release, '05') as { chapters: unknown; videos: unknown }
    expect(shape(readCatalogue(data.chapters, data.videos))).toEqual([
      [1, [1, 2]],
      [2, [3, 4]],
    ])
  })
})

describe('every encoding of the chapter map', () => {
  test('a list whose indexes are the chapter ids 0, 1, 2', () => {
    const videos = [[video(7, 0)], [video(1, 1), video(2, 1)], [video(3, 2)]]
    expect(shape(readCatalogue([chapter(1), chapter(2)], videos))).toEqual([
      [1, [1, 2]],
      [2, [3]],
      [0, [7]],
    ])
  })

  test('a map with key "0" beside chapters, and a key whose chapter is not listed', () => {
    const videos = { '2': [video(3, 2)], '0': [video(7, 0)], '9': [video(5, 9)], '1': [video(1, 1)] }
    expect(shape(readCatalogue([chapter(1), chapter(2)], videos))).toEqual([
      [1, [1]],
      [2, [3]],
      [0, [7, 5]],
    ])
  })

  test('mixed: groups and bare videos in one list; a video sent twice shows once', () => {
    const videos = [[video(7, 0)], [video(1, 1)], video(4, 1), [video(1, 1), video(2, 1)]]
    expect(shape(readCatalogue([chapter(1)], videos))).toEqual([
      [1, [1, 4]],
      [0, [7, 2]],
    ])
  })

  test('a flat list of videos is not lost', () => {
    expect(shape(readCatalogue([], [video(1, 0), video(2, 0)]))).toEqual([[0, [1, 2]]])
  })

  test('`[]`, null and junk: no videos, chapters still listed', () => {
    expect(readCatalogue([], [])).toEqual([])
    expect(shape(readCatalogue([chapter(1)], null))).toEqual([[1, []]])
    expect(shape(readCatalogue([chapter(1)], { '1': 'x', '2': [null, 3, { title: '无 id' }] }))).toEqual([
      [1, []],
    ])
  })
})
