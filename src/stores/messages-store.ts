import { makeAutoObservable, runInAction } from 'mobx'
import { getMessages, getUnreadMessageCount, markMessageRead } from '@/services/api/member'
import type { Message } from '@/services/api/types'
import { PagedList } from './paged-list'

export const MESSAGES_PAGE_SIZE = 20

/** The learner's messages and the unread count shown on the personal centre. */
export class MessagesStore {
  unreadCount = 0
  list = this.createList()
  private readonly marking = new Set<string>()

  constructor() {
    makeAutoObservable<MessagesStore, 'marking'>(this, { marking: false })
  }

  private createList() {
    return new PagedList<Message>(async (page, pageSize) => {
      const result = await getMessages({ page, page_size: pageSize })
      return { items: result.data ?? [], total: result.total }
    }, MESSAGES_PAGE_SIZE)
  }

  /** A fresh list from page 1 (opening the messages page). */
  async open(): Promise<void> {
    this.list = this.createList()
    await this.list.loadMore()
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

  /** Tapping an unread message marks it read on the server, then here. */
  async markRead(message: Message): Promise<void> {
    if (message.read_at || this.marking.has(message.id)) return
    this.marking.add(message.id) // a quick second tap sends nothing more
    try {
      await markMessageRead(message.id)
    } catch {
      return // told by the HTTP layer; the message stays unread and can be tapped again
    } finally {
      this.marking.delete(message.id)
    }
    runInAction(() => {
      const readAt = new Date().toISOString()
      this.list.update(
        (item) => item.id === message.id,
        (item) => ({ ...item, read_at: readAt })
      )
      if (this.unreadCount > 0) this.unreadCount -= 1
    })
  }

  reset(): void {
    this.unreadCount = 0
    this.list = this.createList()
  }
}
