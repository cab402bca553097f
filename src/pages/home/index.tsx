import { useEffect } from 'react'
import { View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Empty } from '@nutui/nutui-react-taro'
import ListIcon from '@nutui/icons-react-taro/dist/es/icons/List.js'
import { observer } from 'mobx-react-lite'
import { HomeBlocks } from '@/components/HomeBlocks'
import { PageShell } from '@/components/PageShell'
import { ResourceView } from '@/components/ResourceView'
import { SearchBox } from '@/components/SearchBox'
import { navigate } from '@/navigation'
import { useStores } from '@/stores'
import { HomeStore } from '@/stores/home'
import { useScreenStore } from '@/stores/use-screen-store'
import './index.scss'

const HOME_TEXT = { empty: '暂无内容' } as const

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

  return (
    <ResourceView resource={screen.blocks} rows={6}>
      {(blocks) =>
        blocks.length ? (
          <HomeBlocks blocks={blocks} />
        ) : (
          <View className="home__empty" data-testid="home-empty">
            <Empty
              className="home__empty-box"
              image={<ListIcon className="home__empty-icon" size={56} />}
              imageSize={56}
              description={HOME_TEXT.empty}
            />
          </View>
        )
      }
    </ResourceView>
  )
})

/** 首页: the search box, then the server's view blocks (slider, icons, images, 公众号, course groups). */
const HomeView = observer(function HomeView() {
  const { config } = useStores()
  useDidShow(() => {
    void Taro.setNavigationBarTitle({ title: config.config.name || '首页' })
  })
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
