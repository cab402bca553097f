import { http, type RequestOptions } from '../http'
import type { ListPage, Member, Message } from './types'

export const getMemberDetail = (options?: RequestOptions) =>
  http.get<Member>('/api/v2/member/detail', undefined, options)

export const getMessages = (query: { page: number; page_size: number }, options?: RequestOptions) =>
  http.get<ListPage<Message>>('/api/v2/member/messages', query, options)

export const markMessageRead = (id: string) =>
  http.get<unknown>(`/api/v2/member/notificationMarkAsRead/${encodeURIComponent(id)}`)

export const getUnreadMessageCount = (options?: RequestOptions) =>
  http.get<number>('/api/v2/member/unreadNotificationCount', undefined, options)
