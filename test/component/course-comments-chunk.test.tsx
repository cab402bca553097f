/**
 * H5 fetches the comment thread's code when a thread is first shown (components/CourseComments/index.h5.tsx):
 * meanwhile the comments are asked for and skeleton rows show; a fetch that fails says 加载失败 with 重新加载, and
 * 重新加载 fetches it again. (The mini-program has the thread at once: index.weapp.tsx.)
 */
import { screen } from '@testing-library/react'
import { CourseComments } from '@/components/CourseComments'
import { CommentThread } from '@/stores/comment-thread'
import { ok, routeRequests } from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores } from '../mocks/app'
import { tap } from '../mocks/screen'

const onH5 = process.env.TARO_ENV === 'h5' ? describe : describe.skip
const COMMENTS = 'GET /api/v2/course/3/comments'

onH5('the comment thread fetched on demand (H5)', () => {
  afterEach(() => jest.dontMock('@/components/CourseComments/thread'))

  it('a failed fetch says 加载失败; 重新加载 fetches it again and the comments show', async () => {
    const asked: string[] = []
    routeRequests({
      [COMMENTS]: () => {
        asked.push(COMMENTS)
        return ok({
          comments: [{ id: 1, user_id: 7, render_content: '<p>讲得好</p>', created_at: '' }],
          users: {},
        })
      },
    })
    let fail = true
    const real = jest.requireActual<typeof import('@/components/CourseComments/thread')>(
      '@/components/CourseComments/thread'
    )
    // The network is the boundary here: the chunk's fetch fails (webpack's ChunkLoadError), then succeeds.
    // eslint-disable-next-line no-restricted-syntax
    jest.doMock('@/components/CourseComments/thread', () => {
      if (fail) throw new Error('ChunkLoadError')
      return real
    })
    const root = bootedRoot({ user: makeMember() })
    renderWithStores(
      <CourseComments thread={new CommentThread({ kind: 'course', id: 3 })} box="open" />,
      root
    )
    await actAndSettle()
    // The comments were asked for while the code was on its way.
    expect(asked).toEqual([COMMENTS])
    expect(screen.getByText('加载失败')).toBeInTheDocument()

    fail = false
    await actAndSettle(() => tap('resource-retry'))
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(screen.getByText('讲得好')).toBeInTheDocument()
    expect(asked).toEqual([COMMENTS])
  })
})
