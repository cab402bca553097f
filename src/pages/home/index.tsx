import { observer } from 'mobx-react-lite'
import Taro, { useDidShow } from '@tarojs/taro'
import { PageShell } from '@/components/PageShell'
import { Placeholder } from '@/components/Placeholder'
import { useStores } from '@/stores'

/** Home (首页). The view-block content arrives with the home issue; the tab bar and title work now. */
const HomeView = observer(function HomeView() {
  const { config } = useStores()
  useDidShow(() => {
    void Taro.setNavigationBarTitle({ title: config.config.name || '首页' })
  })
  return (
    <PageShell path="/">
      <Placeholder
        title={config.config.name || '首页'}
        description="轮播图、课程分组和公众号卡片会显示在这里。"
      />
    </PageShell>
  )
})

export default HomeView
