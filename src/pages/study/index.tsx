// 持续学习 (my courses): courses studied, subscribed to or collected; store StudyScreen.
import { useCallback, useEffect } from 'react'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { InfiniteList } from '@/components/InfiniteList'
import { ChipTabs } from '@/components/ChipTabs'
import { usePullDownReload } from '@/components/pull-down-reload'
import { StudyCourseCard } from '@/components/StudyCourseCard'
import { keepInAddress, navigate, useRouteParams } from '@/navigation'
import type { StudyCourse } from '@/services/api/types'
import { STUDY_TABS, StudyScreen, readStudyTab } from '@/stores/study'
import { useScreenStore } from '@/stores/use-screen-store'
import { STUDY_TEXT } from './text'
import './index.scss'

const courseKey = (item: StudyCourse) => item.id

const StudyList = observer(function StudyList({ screen }: { screen: StudyScreen }) {
  // Loads once the guard lets the page show (logged in); again whenever the page shows again.
  useEffect(() => {
    void screen.open()
  }, [screen])
  useDidShow(() => void screen.refresh())
  // Pull-down: the current tab's page 1, its courses staying on screen until it is in.
  usePullDownReload(() => screen.list.reloadInPlace())

  // Stable for the memoised cards: a card already shown is not drawn again when the next page arrives.
  const open = useCallback(
    (item: StudyCourse) => {
      const target = screen.target(item)
      if (target.page === 'video') navigate('/vod/video', { id: target.id })
      else navigate('/vod/detail', { id: target.id })
    },
    [screen]
  )
  const renderItem = useCallback(
    (item: StudyCourse) => <StudyCourseCard item={item} subscribed={screen.subscribed(item)} onOpen={open} />,
    [screen, open]
  )

  return (
    <View className="study__list">
      <InfiniteList
        id="study-list"
        list={screen.list}
        itemKey={courseKey}
        renderItem={renderItem}
        emptyText={STUDY_TEXT.empty[screen.tab]}
      />
      {screen.list.empty ? (
        <View className="study__browse">
          <Button
            id="study-browse"
            size="small"
            type="primary"
            fill="outline"
            onClick={() => navigate('/vod')}
          >
            {STUDY_TEXT.browse}
          </Button>
        </View>
      ) : null}
    </View>
  )
})

/** 在学 / 订阅 / 收藏: the tab's list from page 1; the address keeps the tab (a reload shows it). */
const StudyTabs = observer(function StudyTabs({ screen }: { screen: StudyScreen }) {
  return (
    <ChipTabs
      tabs={STUDY_TABS}
      labels={STUDY_TEXT.tabs}
      active={screen.tab}
      idPrefix="study-tab"
      onSelect={(tab) => {
        if (screen.setTab(tab)) keepInAddress('/study', { tab })
      }}
    />
  )
})

/** 持续学习: the learner's courses, 在学 / 订阅 / 收藏, the tab kept in the address. */
export default function StudyPage() {
  const params = useRouteParams('/study')
  const screen = useScreenStore(() => new StudyScreen(readStudyTab(params.tab)))
  return (
    <PageShell path="/study">
      <View className="study">
        <StudyTabs screen={screen} />
        <StudyList screen={screen} />
      </View>
    </PageShell>
  )
}
