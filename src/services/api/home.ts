import { http, type RequestOptions } from '../http'
import { serverApi } from '../server-api'
import { parseViewBlocks, type ViewBlock } from './view-blocks'
import { readCourse } from './course-card'

/**
 * The home page is the H5 decoration page (`h5-page-index`); the mini-program shows the same page: MeEdu's admin
 * decorates only that one for phones. 4.9.10 serves it at `viewBlock/page/blocks` (with `platform=h5`), 4.9.29
 * and later at `decorationPage/blocks` (no `platform`); the blocks are the same.
 */
export const HOME_PAGE_NAME = 'h5-page-index'

/** The home page's blocks, read and ordered (a block the app cannot draw is left out; see view-blocks.ts). */
export async function getHomeBlocks(options?: RequestOptions): Promise<ViewBlock[]> {
  const answer = await serverApi.call(
    'homeBlocks',
    {
      old: (sent) =>
        http.get<unknown>(
          '/api/v2/viewBlock/page/blocks',
          { platform: 'h5', page_name: HOME_PAGE_NAME },
          sent
        ),
      new: (sent) => http.get<unknown>('/api/v2/decorationPage/blocks', { page_name: HOME_PAGE_NAME }, sent),
    },
    options
  )
  return parseViewBlocks(answer, readCourse)
}
