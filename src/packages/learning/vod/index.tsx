// 新入职 (course list): every course, by category and scene; store CourseListScreen.
import { useEffect } from 'react'
import { View } from '@tarojs/components'
import { Menu, MenuItem } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { ChipTabs } from '@/components/ChipTabs'
import { PageShell } from '@/components/PageShell'
import { InfiniteList } from '@/components/InfiniteList'
import { usePullDownReload } from '@/components/pull-down-reload'
import { CourseCard } from '@/components/CourseCard'
import { keepInAddress, navigate, useRouteParams } from '@/navigation'
import type { Course } from '@/services/api/types'
import {
  CourseListScreen,
  courseFilterQuery,
  readCourseFilter,
  type CategoryOption,
  type CourseFilter,
} from '@/stores/course-list'
import { useScreenStore } from '@/stores/use-screen-store'
import { VOD_TEXT, type SceneTab } from './text'
import './index.scss'

/** The scene chips (ids `scene-all`, `scene-free`): 'all' is the scene ''. */
const SCENE_TABS: readonly SceneTab[] = ['all', 'free']
const SCENE_LABELS: Record<SceneTab, string> = VOD_TEXT.scenes

/** A child category as MeEdu's H5 marks it in the dropdown: `|----` per level. */
export const categoryLabel = (option: CategoryOption) => `${'|----'.repeat(option.depth)}${option.name}`

/** One function for every card (CourseCard is memoised on its props: a card already shown is not drawn again). */
const openCourse = (course: Course) => navigate('/vod/detail', { id: course.id })
const courseKey = (course: Course) => course.id
const renderCourse = (course: Course) => <CourseCard course={course} onOpen={openCourse} />

const Filters = observer(function Filters({ screen }: { screen: CourseListScreen }) {
  const { filter } = screen
  const options = [
    { text: VOD_TEXT.allCategories, value: 0 },
    ...screen.categoryOptions.map((option) => ({ text: categoryLabel(option), value: option.id })),
  ]
  // Another filter: the list starts again from page 1, and the address keeps the filter (a reload shows it).
  const choose = (change: Partial<CourseFilter>) => {
    if (screen.setFilter(change)) keepInAddress('/vod', courseFilterQuery(screen.filter))
  }
  return (
    <View className="vod__filters">
      <Menu className="vod__menu" activeColor="var(--app-primary-strong)">
        <MenuItem
          className="vod__menu-item"
          title={screen.selectedCategory?.name ?? VOD_TEXT.filter}
          options={options}
          value={screen.selectedCategory ? filter.category_id : 0}
          onChange={(option: { value: number | string }) => choose({ category_id: Number(option.value) })}
        />
      </Menu>
      <ChipTabs
        look="chips"
        className="vod__scenes"
        tabs={SCENE_TABS}
        labels={SCENE_LABELS}
        active={filter.scene || 'all'}
        idPrefix="scene"
        onSelect={(tab) => choose({ scene: tab === 'all' ? '' : tab })}
      />
    </View>
  )
})

const VodView = observer(function VodView({ screen }: { screen: CourseListScreen }) {
  useEffect(() => {
    void screen.open()
  }, [screen])
  // Pull-down: page 1 of the same filter, the courses shown staying until it is in.
  usePullDownReload(() => screen.list.reloadInPlace())

  return (
    <View className="vod">
      <Filters screen={screen} />
      <InfiniteList
        id="course-list"
        className="vod__list"
        list={screen.list}
        itemKey={courseKey}
        renderItem={renderCourse}
        emptyText={VOD_TEXT.empty}
      />
    </View>
  )
})

/** 新入职: the course list, filtered by category and scene (全部 / 免费), kept in the address. */
export default function VodPage() {
  const params = useRouteParams('/vod')
  const screen = useScreenStore(() => new CourseListScreen(readCourseFilter(params)))
  return (
    <PageShell path="/vod" share={() => ({ path: '/vod', query: courseFilterQuery(screen.filter) })}>
      <VodView screen={screen} />
    </PageShell>
  )
}
