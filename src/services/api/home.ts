import { http, type RequestOptions } from '../http'
import { parseViewBlocks, type ViewBlock } from '@/utils/view-blocks'
import { readCourse } from './course'

/**
 * The home page is the H5 decoration page. The mini-program asks for the same page with the same platform: the
 * 4.9.10 contract has no mini-program page, and MeEdu's admin decorates only `h5-page-index` for phones.
 */
export const HOME_BLOCKS_QUERY = { platform: 'h5', page_name: 'h5-page-index' } as const

/** The home page's blocks, read and ordered (a block the app cannot draw is left out; see utils/view-blocks). */
export async function getHomeBlocks(options?: RequestOptions): Promise<ViewBlock[]> {
  return parseViewBlocks(
    await http.get<unknown>('/api/v2/viewBlock/page/blocks', HOME_BLOCKS_QUERY, options),
    readCourse
  )
}
