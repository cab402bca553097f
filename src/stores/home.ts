import { getLatestNotice, type LatestNotice } from '@/services/api/announcement-latest'
import { getHomeBlocks } from '@/services/api/home'
import type { ViewBlock } from '@/services/api/view-blocks'
import { Resource } from './resource'

/**
 * The home page: its view blocks as one resource (skeleton, 加载失败 with 重新加载, the blocks). Pull-to-refresh
 * reloads it; the blocks on screen stay until the new answer arrives, and an older answer never replaces a newer
 * one. A failure keeps what was shown (the HTTP layer already told the learner).
 */
export class HomeScreen {
  readonly blocks = new Resource<ViewBlock[]>(() => getHomeBlocks())
  /** The newest notice for the banner: null when there is none or the call failed (silently). */
  readonly notice = new Resource<LatestNotice | null>(getLatestNotice)

  /** Opening the page: load once. */
  open(): Promise<void> {
    const blocks = this.blocks.load()
    void this.notice.load()
    return blocks
  }

  /** Pull-to-refresh. Resolves when the answer (or the failure) is in, so the page can stop the spinner. */
  refresh(): Promise<void> {
    return this.blocks.reload()
  }
}
