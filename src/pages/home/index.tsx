import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { EmptyState } from '@/components/EmptyState'
import { observer } from 'mobx-react-lite'
import { HomeBlocks } from '@/components/HomeBlocks'
import { PageShell } from '@/components/PageShell'
import { ResourceView } from '@/components/ResourceView'
import { SearchBox } from '@/components/SearchBox'
import { navigate } from '@/navigation'
import { usePageTitle } from '@/page-title'
import { useStores } from '@/stores'
import { HomeStore } from '@/stores/home'
import { useScreenStore } from '@/stores/use-screen-store'
import './index.scss'

const HOME_TEXT = { empty: '暂无内容', notice: '公告' } as const

const openSearch = () => navigate('/search')

/** The blocks, once the boot is done (PageShell renders this only then). */
const HomeContent = observer(function HomeContent() {
  const screen = useScreenStore(() => new HomeStore())

  useEffect(() => {
    void screen.open()
  }, [screen])

  usePullDownRefresh(() => {
    void screen.refresh().finally(() => void Taro.stopPullDownRefresh())
  })

  const notice = screen.notice.data
  return (
    <>
      {notice ? (
        <View
          className="home__notice"
          id="home-notice"
          onClick={() => navigate('/vodNotice', { id: notice.id })}
        >
          <Text className="home__notice-icon">{HOME_TEXT.notice}</Text>
          <Text className="home__notice-title">{notice.title}</Text>
          <View className="home__notice-arrow" />
        </View>
      ) : null}
      <ResourceView resource={screen.blocks} rows={6}>
        {(blocks) =>
          blocks.length ? (
            <HomeBlocks blocks={blocks} />
          ) : (
            <EmptyState testId="home-empty" text={HOME_TEXT.empty} />
          )
        }
      </ResourceView>
    </>
  )
})

/** 首页: the search box, then the server's view blocks (slider, icons, images, 公众号, course groups). */
const HomeView = observer(function HomeView() {
  const { config } = useStores()
  usePageTitle(config.config.name || '首页')
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
