// 学习成长 (growth): study totals, minutes, watch history and points; store GrowthScreen.
import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { InfiniteList } from '@/components/InfiniteList'
import { ChipTabs } from '@/components/ChipTabs'
import { usePullDownReload } from '@/components/pull-down-reload'
import { ResourceView } from '@/components/ResourceView'
import { EmptyState } from '@/components/EmptyState'
import { MinutesChart } from '@/components/MinutesChart'
import { Picture } from '@/components/Picture'
import { formatMinutes } from '@/components/MinutesChart/scale'
import { navigate } from '@/navigation'
import { a11y } from '@/platform/a11y'
import { useStores } from '@/stores'
import type { CreditRecord, GrowthCourse, GrowthVideo } from '@/services/api/growth'
import { GROWTH_TABS, GrowthScreen, type GrowthView } from '@/stores/growth'
import { useScreenStore } from '@/stores/use-screen-store'
import { clockTime, formatDuration, relativeTime } from '@/utils/time'
import { serverNow } from '@/utils/server-clock'
import { GROW_UP_TEXT as TEXT } from './text'
import './index.scss'

const signed = (sum: number) => (sum > 0 ? `+${sum}` : String(sum))

function Totals({ view }: { view: GrowthView }) {
  const cards = [
    {
      id: 'courses',
      label: TEXT.totals.courses,
      value: String(view.totals.courses),
      unit: TEXT.totals.coursesUnit,
    },
    {
      id: 'videos',
      label: TEXT.totals.videos,
      value: String(view.totals.finishedVideos),
      unit: TEXT.totals.videosUnit,
    },
    {
      id: 'minutes',
      label: TEXT.totals.minutes,
      value: formatMinutes(view.totals.seconds),
      unit: TEXT.totals.minutesUnit,
    },
  ]
  return (
    <View className="grow-up__totals">
      {cards.map((card) => (
        <View key={card.id} className="grow-up__total" id={`growth-total-${card.id}`}>
          <View className="grow-up__total-value">
            <Text className="grow-up__total-number">{card.value}</Text>
            <Text className="grow-up__total-unit">{card.unit}</Text>
          </View>
          <Text className="grow-up__total-label">{card.label}</Text>
        </View>
      ))}
    </View>
  )
}

function VideoRow({ video }: { video: GrowthVideo }) {
  return (
    <View
      className="growth-video"
      id={`growth-video-${video.id}`}
      {...a11y('link')}
      onClick={() => navigate('/vod/video', { id: video.id })}
    >
      <Text className="growth-video__title">{video.title}</Text>
      {video.is_watched ? (
        <Text className="growth-video__done">{TEXT.finished}</Text>
      ) : (
        <Text className="growth-video__position">
          {TEXT.watchedTo(formatDuration(video.watch_seconds), formatDuration(video.duration))}
        </Text>
      )}
    </View>
  )
}

const CourseRow = observer(function CourseRow({
  course,
  screen,
}: {
  course: GrowthCourse
  screen: GrowthScreen
}) {
  const expanded = screen.isExpanded(course.id)
  const watched = relativeTime(course.last_watched_at)
  return (
    <View className="growth-course" id={`growth-course-${course.id}`} data-course-id={course.id}>
      <View
        className="growth-course__main"
        {...a11y('link')}
        onClick={() => navigate('/vod/detail', { id: course.id })}
      >
        <Picture className="growth-course__thumb" src={course.thumb} mode="aspectFill" lazyLoad alt="" />
        <View className="growth-course__body">
          <Text className="growth-course__title">{course.title}</Text>
          <Text className="growth-course__progress">
            {TEXT.progress(course.watched_videos_count, course.videos_count)}
          </Text>
          <Text className="growth-course__meta">
            {TEXT.minutes(formatMinutes(course.watch_seconds))}
            {watched ? ` · ${TEXT.lastWatched(watched)}` : ''}
          </Text>
        </View>
      </View>
      <View
        className="growth-course__toggle"
        id={`growth-toggle-${course.id}`}
        {...a11y('button', { expanded })}
        onClick={() => screen.toggle(course.id)}
      >
        <Text className="growth-course__toggle-text">
          {expanded ? TEXT.hideVideos : TEXT.showVideos(course.videos.length)}
        </Text>
      </View>
      {expanded ? (
        <View className="growth-course__videos">
          {course.videos.length ? (
            course.videos.map((video) => <VideoRow key={video.id} video={video} />)
          ) : (
            <Text className="growth-course__none">{TEXT.noVideos}</Text>
          )}
        </View>
      ) : null}
    </View>
  )
})

const courseKey = (course: GrowthCourse) => course.id

const History = observer(function History({ screen }: { screen: GrowthScreen }) {
  const view = screen.view
  if (!view) return null
  // The fallback's courses come a few at a time as the list scrolls (LearnedHistory); the fork's all at once.
  const paged = view.source === 'fallback'
  return (
    <View className="grow-up__history" id="growth-history">
      <Totals view={view} />
      <MinutesChart days={view.days} />
      {view.daysEstimated ? (
        <Text className="grow-up__note" id="growth-fallback-note">
          {TEXT.fallbackNote}
        </Text>
      ) : null}
      {view.partial ? (
        <Text className="grow-up__note" id="growth-partial-note">
          {TEXT.partialNote(view.partial.loaded, view.partial.total)}
        </Text>
      ) : null}
      <Text className="grow-up__heading">{TEXT.history}</Text>
      {view.courses.length && paged ? (
        <InfiniteList
          id="growth-course-list"
          list={screen.learned.list}
          itemKey={courseKey}
          renderItem={(course: GrowthCourse) => <CourseRow course={course} screen={screen} />}
          emptyText={TEXT.emptyHistory}
        />
      ) : view.courses.length ? (
        view.courses.map((course) => <CourseRow key={course.id} course={course} screen={screen} />)
      ) : (
        <View className="grow-up__empty">
          <EmptyState text={TEXT.emptyHistory} testId="growth-empty" />
          <Button
            id="growth-browse"
            size="small"
            type="primary"
            fill="outline"
            onClick={() => navigate('/vod')}
          >
            {TEXT.browse}
          </Button>
        </View>
      )}
    </View>
  )
})

const creditKey = (record: CreditRecord) => record.id

function CreditRow(record: CreditRecord) {
  return (
    <View className="credit-row" data-testid="credit-row">
      <View className="credit-row__body">
        <Text className="credit-row__remark">{record.remark}</Text>
        <Text className="credit-row__time">{clockTime(record.created_at)}</Text>
      </View>
      <Text className={`credit-row__sum credit-row__sum--${record.sum < 0 ? 'minus' : 'plus'}`}>
        {signed(record.sum)}
      </Text>
    </View>
  )
}

/** 学习记录 / 积分明细. */
const GrowthTabs = observer(function GrowthTabs({ screen }: { screen: GrowthScreen }) {
  return (
    <ChipTabs
      tabs={GROWTH_TABS}
      labels={TEXT.tabs}
      active={screen.tab}
      idPrefix="growth-tab"
      onSelect={(tab) => screen.setTab(tab)}
    />
  )
})

/** 当前积分: the member's balance (read again with the first page of the credits). */
const CreditBalance = observer(function CreditBalance() {
  const { session } = useStores()
  const user = session.user
  if (!user) return null
  return (
    <View className="grow-up__balance" id="growth-balance">
      <Text className="grow-up__balance-label">{TEXT.balance}</Text>
      <Text className="grow-up__balance-value">{user.credit1}</Text>
    </View>
  )
})

const GrowthContent = observer(function GrowthContent({ screen }: { screen: GrowthScreen }) {
  // Loads once the guard lets the page show (logged in); again whenever the page shows again.
  useEffect(() => {
    void screen.open()
  }, [screen])
  useDidShow(() => void screen.refresh())
  usePullDownReload(() => screen.reloadTab())

  return (
    <View className="grow-up">
      <GrowthTabs screen={screen} />
      {screen.tab === 'history' ? (
        <View className="grow-up__panel">
          <ResourceView resource={screen.growth} rows={6}>
            {() => <History screen={screen} />}
          </ResourceView>
        </View>
      ) : (
        <View className="grow-up__panel grow-up__credits">
          <CreditBalance />
          <InfiniteList
            id="credit-list"
            list={screen.credits}
            itemKey={creditKey}
            renderItem={CreditRow}
            emptyText={TEXT.emptyCredits}
          />
        </View>
      )}
    </View>
  )
})

/**
 * 学习成长: totals, the last 30 days' minutes, the watch history (watchCourses, or the v3 learned endpoints on a
 * stock MeEdu) and 积分明细.
 */
export default function GrowUpPage() {
  const root = useStores()
  const screen = useScreenStore(() => new GrowthScreen(serverNow, root))
  return (
    <PageShell path="/growUp">
      <GrowthContent screen={screen} />
    </PageShell>
  )
}
