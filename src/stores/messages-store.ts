import { makeAutoObservable, runInAction } from 'mobx'
import {
  getMessages,
  getUnreadMessageCount,
  markAllMessagesRead,
  markMessageRead,
} from '@/services/api/member'
import type { Message } from '@/services/api/types'
import { PagedList, type PageRequest, type PageResult } from './paged-list'
import { Task } from './task'
import { serverNow } from '@/utils/server-clock'

export const MESSAGES_PAGE_SIZE = 20

/**
 * A page of the learner's messages. Page 1 is the messages screen's primary resource: a 404 there shows the
 * error page; a 404 on a later page is a toast and the list offers 重试.
 */
async function fetchMessages(
  page: number,
  pageSize: number,
  request: PageRequest
): Promise<PageResult<Message>> {
  const result = await getMessages({ page, page_size: pageSize }, request)
  return { items: result.data ?? [], total: result.total }
}

/** The learner's messages and the unread count shown on the personal centre. */
export class MessagesStore {
  unreadCount = 0
  readonly list = new PagedList<Message>(fetchMessages, MESSAGES_PAGE_SIZE)
  /** Mark-as-read in flight, one per message id. */
  readonly marking = new Task()
  /** 全部已读 in flight (one at a time). */
  readonly markingAll = new Task()

  constructor() {
    makeAutoObservable(this, { list: false, marking: false, markingAll: false })
  }

  /** Something is unread: the count says so (later pages included), or a message on screen is. */
  get hasUnread(): boolean {
    return this.unreadCount > 0 || this.list.items.some((message) => !message.read_at)
  }

  /** The list from page 1 again (opening the messages page); an answer for an earlier opening is dropped. */
  open(): Promise<void> {
    return this.list.reload()
  }

  /**
   * Pull-down: page 1 again over the messages shown (they stay until it is in) and the unread count (quietly).
   * Resolves when both are in.
   */
  refresh(): Promise<void> {
    return Promise.all([this.list.reloadInPlace(), this.refreshUnreadCount()]).then(() => undefined)
  }

  async refreshUnreadCount(): Promise<void> {
    try {
      const count = await getUnreadMessageCount({ silent: true })
      runInAction(() => {
        this.unreadCount = typeof count === 'number' && count > 0 ? count : 0
      })
    } catch {
      // A badge is not worth a toast; keep the last known count.
    }
  }

  /**
   * Tapping an unread message marks it read on the server, then here. A second tap while the first is on its way
   * sends nothing more; a failure (told by the HTTP layer) leaves it unread and tappable again.
   */
  async markRead(message: Message): Promise<void> {
    if (message.read_at) return
    await this.marking.run(async () => {
      try {
        await markMessageRead(message.id)
      } catch {
        return
      }
      runInAction(() => {
        const readAt = new Date(serverNow()).toISOString()
        this.list.update(
          (item) => item.id === message.id,
          (item) => ({ ...item, read_at: readAt })
        )
        if (this.unreadCount > 0) this.unreadCount -= 1
      })
    }, message.id)
  }

  /**
   * 全部已读: every message read on the server, then every one here and the count 0. A second tap while it is on its
   * way sends nothing; a failure (told by the HTTP layer) changes nothing.
   */
  async markAllRead(): Promise<void> {
    await this.markingAll.run(async () => {
      try {
        await markAllMessagesRead()
      } catch {
        return
      }
      runInAction(() => {
        const readAt = new Date(serverNow()).toISOString()
        this.list.update(
          (item) => !item.read_at,
          (item) => ({ ...item, read_at: readAt })
        )
        this.unreadCount = 0
      })
    })
  }

  reset(): void {
    this.unreadCount = 0
    this.list.reset()
  }
}
