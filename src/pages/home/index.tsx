import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { EmptyState } from '@/components/EmptyState'
import { observer } from 'mobx-react-lite'
import { HomeBlocks } from '@/components/HomeBlocks'
import { PageShell } from '@/components/PageShell'
import { usePullDownReload } from '@/components/pull-down-reload'
import { ResourceLoading, ResourceView } from '@/components/ResourceView'
import { SearchBox } from '@/components/SearchBox'
import { navigate } from '@/navigation'
import { a11y } from '@/platform/a11y'
import { usePageTitle } from '@/page-title'
import { useStores } from '@/stores'
import { HomeScreen } from '@/stores/home'
import { useScreenStore } from '@/stores/use-screen-store'
import { HOME_TEXT } from './text'
import './index.scss'

const SKELETON_ROWS = 6

const openSearch = () => navigate('/search')

/** How long the blocks, once in, wait for a notice still on its way before they show without it. */
const NOTICE_WAIT_MS = 1000

/**
 * Whether the notice and the blocks may show. The notice sits above the blocks, so one that lands after them
 * pushes them down (a layout shift), and one that lands first pushes the skeleton down: both appear in one
 * frame instead, once both are in, or once the blocks have waited NOTICE_WAIT_MS for the notice.
 */
function useShowTogether(noticeIn: boolean, blocksIn: boolean): boolean {
  const [waitedOut, setWaitedOut] = useState(false)
  useEffect(() => {
    if (noticeIn || !blocksIn) return undefined
    const timer = setTimeout(() => setWaitedOut(true), NOTICE_WAIT_MS)
    return () => clearTimeout(timer)
  }, [noticeIn, blocksIn])
  return blocksIn && (noticeIn || waitedOut)
}

/** The blocks, once the boot is done (PageShell renders this only then). */
const HomeContent = observer(function HomeContent() {
  const screen = useScreenStore(() => new HomeScreen())

  useEffect(() => {
    void screen.open()
  }, [screen])

  usePullDownReload(() => screen.refresh())

  const { blocks, notice: latest } = screen
  const blocksIn = blocks.data !== null || blocks.state === 'error'
  const show = useShowTogether(latest.state === 'ready' || latest.state === 'error', blocksIn)
  const notice = show ? latest.data : null
  return (
    <>
      {notice ? (
        <View
          className="home__notice"
          id="home-notice"
          {...a11y('link')}
          onClick={() => navigate('/vodNotice', { id: notice.id })}
        >
          <Text className="home__notice-icon">{HOME_TEXT.notice}</Text>
          <Text className="home__notice-title">{notice.title}</Text>
          <View className="home__notice-arrow" />
        </View>
      ) : null}
      {show || !blocksIn ? (
        <ResourceView resource={blocks} rows={SKELETON_ROWS}>
          {(items) =>
            items.length ? (
              <HomeBlocks blocks={items} />
            ) : (
              <EmptyState testId="home-empty" text={HOME_TEXT.empty} />
            )
          }
        </ResourceView>
      ) : (
        <ResourceLoading rows={SKELETON_ROWS} />
      )}
    </>
  )
})

/** 首页: the search box, then the server's view blocks (slider, icons, images, 公众号, course groups). */
const HomeView = observer(function HomeView() {
  const { config } = useStores()
  usePageTitle(config.config.name || HOME_TEXT.title)
  return (
    <PageShell path="/">
      <View className="home">
        <SearchBox onOpen={openSearch} />
        <HomeContent />
      </View>
    </PageShell>
  )
})

export default HomeView
