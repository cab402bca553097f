// 通知公告 (notices): the list, or one notice with ?id=; stores NoticesScreen, NoticeScreen.
import { useEffect, useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import NoticeIcon from '@nutui/icons-react-taro/dist/es/icons/Notice.js'
import { observer } from 'mobx-react-lite'
import { InfiniteList, estimateItemBytes } from '@/components/InfiniteList'
import { PageShell } from '@/components/PageShell'
import { usePullDownReload } from '@/components/pull-down-reload'
import { ResourceView } from '@/components/ResourceView'
import { RichHtml } from '@/components/RichHtml'
import { navigate, toErrorPage, useRouteParams } from '@/navigation'
import { a11y } from '@/platform/a11y'
import { detailShare } from '@/share'
import type { Announcement } from '@/services/api/announcement'
import { noticePreview, NoticeScreen, NoticesScreen } from '@/stores/notices'
import { useScreenStore } from '@/stores/use-screen-store'
import { clockTime } from '@/utils/time'
import { NOTICE_TEXT as TEXT, PREVIEW_LENGTH } from './text'
import './index.scss'

const NoticeCard = function NoticeCard({ notice }: { notice: Announcement }) {
  const preview = useMemo(() => noticePreview(notice.announcement, PREVIEW_LENGTH), [notice.announcement])
  return (
    <View
      className="notice-card"
      id={`notice-${notice.id}`}
      {...a11y('link')}
      onClick={() => navigate('/vodNotice', { id: String(notice.id) })}
    >
      <Text className="notice-card__title">{notice.title || TEXT.untitled}</Text>
      {preview ? <Text className="notice-card__preview">{preview}</Text> : null}
      <Text className="notice-card__time">{clockTime(notice.created_at)}</Text>
    </View>
  )
}

/**
 * What a card sends to the mini-program's view: the notice without its content, and a preview of PREVIEW_LENGTH
 * characters (3 bytes each at most, shown once, counted twice as estimateItemBytes does): a notice's content may be
 * hundreds of KB that the list never shows.
 */
const noticeCardBytes = (notice: Announcement) =>
  estimateItemBytes({ ...notice, announcement: '' }) + 2 * 3 * PREVIEW_LENGTH

/** The list: newest first, 10 a page, a card per notice (title, a text preview, the time). */
const NoticeList = observer(function NoticeList({ screen }: { screen: NoticesScreen }) {
  useEffect(() => {
    void screen.open()
  }, [screen])
  usePullDownReload(() => screen.list.reloadInPlace())
  return (
    <View className="notices">
      <InfiniteList
        id="notice-list"
        list={screen.list}
        itemKey={(notice: Announcement) => notice.id}
        emptyText={TEXT.empty}
        emptyImage={<NoticeIcon className="empty-state__icon" size={56} />}
        renderItem={(notice: Announcement) => <NoticeCard notice={notice} />}
        itemBytes={noticeCardBytes}
      />
    </View>
  )
})

/** One notice (`?id=`): title, time, 阅读 N and the content (sanitised, through RichHtml). */
const NoticeDetail = observer(function NoticeDetail({ screen }: { screen: NoticeScreen }) {
  useEffect(() => {
    if (screen.invalid) toErrorPage('/vodNotice')
    else void screen.open()
  }, [screen])
  // The page has pull-down for its list; on one notice a pull reads the notice again (shown meanwhile).
  usePullDownReload(() => (screen.invalid ? undefined : screen.notice.reload()))
  if (screen.invalid) return null
  return (
    <ResourceView resource={screen.notice} rows={6}>
      {(notice) => (
        <View className="notice" id="notice-detail">
          <Text className="notice__title">{notice.title || TEXT.untitled}</Text>
          <View className="notice__meta">
            <Text>{clockTime(notice.created_at)}</Text>
            {notice.view_times === null ? null : (
              <Text className="notice__views">{TEXT.views(notice.view_times)}</Text>
            )}
          </View>
          <RichHtml className="notice__content" id="notice-content" html={notice.announcement} />
        </View>
      )}
    </ResourceView>
  )
})

/**
 * 通知公告. Without `id` the announcements list; a notice opens as `/vodNotice?id=N` on its own screen (pushed,
 * so back returns to the list where it was).
 */
export default function VodNoticePage() {
  const { id } = useRouteParams('/vodNotice')
  // Made once with the page (not inside the shell, whose content may mount again), so page 1 is asked once.
  const screen = useScreenStore(() => (id !== undefined ? new NoticeScreen(id) : new NoticesScreen()))
  return (
    <PageShell
      path="/vodNotice"
      share={() =>
        screen instanceof NoticeScreen
          ? detailShare('/vodNotice', screen.noticeId, screen.notice.data?.title)
          : { path: '/vodNotice' }
      }
    >
      {screen instanceof NoticeScreen ? <NoticeDetail screen={screen} /> : <NoticeList screen={screen} />}
    </PageShell>
  )
}
