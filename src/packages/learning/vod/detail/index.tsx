import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button, Tabs } from '@nutui/nutui-react-taro'
import Star from '@nutui/icons-react-taro/dist/es/icons/Star.js'
import StarFill from '@nutui/icons-react-taro/dist/es/icons/StarFill.js'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { ResourceView } from '@/components/ResourceView'
import { RichHtml } from '@/components/RichHtml'
import { coursePrice } from '@/components/CourseCard'
import { COURSE_CARD_TEXT } from '@/components/CourseCard/text'
import { CourseCatalogue } from '@/components/CourseCatalogue'
import { CourseComments } from '@/components/CourseComments'
import { CourseAttachments } from '@/components/CourseAttachments'
import { Picture } from '@/components/Picture'
import { TabTitles } from '@/components/TabTitles'
import { keepInAddress, navigate, requireLogin, toErrorPage, useRouteParams } from '@/navigation'
import { usePageTitle } from '@/page-title'
import { a11y } from '@/platform/a11y'
import { detailShare } from '@/share'
import type { CourseDetail, Video } from '@/services/api/types'
import { useStores } from '@/stores'
import { COURSE_TABS, CourseDetailScreen, readCourseTab, type CourseTab } from '@/stores/course-detail'
import { useScreenStore } from '@/stores/use-screen-store'
import { COURSE_DETAIL_TEXT as TEXT } from './text'
import './index.scss'

const openVideo = (video: Video) => navigate('/vod/video', { id: video.id })

/** The tabs that keep the bottom bar (comments have their own input there; attachments their buttons). */
const BAR_TABS: readonly CourseTab[] = ['intro', 'catalogue']

/** The cover's size on the 375-px design (16:9, index.scss): the page's largest picture. */
const COVER_SIZE = { width: 375, height: 211 }

const CourseDetailView = observer(function CourseDetailView({ screen }: { screen: CourseDetailScreen }) {
  useEffect(() => {
    if (screen.invalid) toErrorPage('/vod/detail')
    else void screen.open()
  }, [screen])
  useDidShow(() => void screen.refresh())

  usePageTitle(screen.detail?.course.title)

  if (screen.invalid) return null
  return (
    <ResourceView resource={screen.course} rows={6}>
      {(detail) => <CourseContent screen={screen} detail={detail} />}
    </ResourceView>
  )
})

const CourseContent = observer(function CourseContent({
  screen,
  detail,
}: {
  screen: CourseDetailScreen
  detail: CourseDetail
}) {
  const { course } = detail
  const free = course.is_free || course.charge <= 0
  const selectTab = (value: unknown) => {
    const tab = readCourseTab(value)
    screen.setTab(tab)
    keepInAddress('/vod/detail', { tab })
  }
  const withBar = BAR_TABS.includes(screen.tab)

  return (
    <View className={`course-detail${withBar ? ' course-detail--with-bar' : ''}`}>
      {/* The title is right under the cover: the picture is decoration. */}
      <Picture
        className="course-detail__cover"
        src={course.thumb}
        mode="aspectFill"
        alt=""
        priority={COVER_SIZE}
      />
      <View className="course-detail__head">
        <Text className="course-detail__title" id="course-title">
          {course.title}
        </Text>
        <View className="course-detail__meta">
          <Text
            className={`course-detail__price${free ? ' course-detail__price--free' : ''}`}
            id="course-price"
          >
            {coursePrice(course)}
          </Text>
          <Text className="course-detail__subscribers">
            {COURSE_CARD_TEXT.subscribers(course.user_count)}
          </Text>
        </View>
      </View>
      <Tabs
        className="course-detail__tabs"
        value={screen.tab}
        duration={0}
        autoHeight
        onChange={selectTab}
        title={() => [
          <TabTitles
            key="titles"
            tabs={COURSE_TABS}
            labels={TEXT.tabs}
            active={screen.tab}
            onSelect={selectTab}
          />,
        ]}
      >
        {COURSE_TABS.map((tab) => (
          <Tabs.TabPane key={tab} title={TEXT.tabs[tab]} value={tab}>
            {tab === screen.tab ? (
              <View {...a11y('tabpanel', { label: TEXT.tabs[tab] })}>
                <TabContent screen={screen} detail={detail} tab={tab} />
              </View>
            ) : (
              <View />
            )}
          </Tabs.TabPane>
        ))}
      </Tabs>
      {withBar ? <BottomBar screen={screen} /> : null}
    </View>
  )
})

const TabContent = observer(function TabContent({
  screen,
  detail,
  tab,
}: {
  screen: CourseDetailScreen
  detail: CourseDetail
  tab: CourseTab
}) {
  switch (tab) {
    case 'intro':
      return <Intro detail={detail} />
    case 'catalogue':
      return (
        <CourseCatalogue
          catalogue={detail.catalogue}
          progress={detail.videoWatchedProgress}
          trial={screen.trial}
          onOpen={openVideo}
        />
      )
    case 'comments':
      return <CourseComments thread={screen.comments} box={screen.commentBox} />
    case 'attachments':
      return (
        <CourseAttachments courseId={detail.course.id} attachments={detail.attach} bought={detail.isBuy} />
      )
  }
})

/**
 * 介绍: the course's description, then 购买须知 (the config's `course_purchase_notice`, 4.9.25+) when the school
 * wrote one; both are server HTML, only through RichHtml.
 */
const Intro = observer(function Intro({ detail }: { detail: CourseDetail }) {
  const { config } = useStores()
  const notice = config.config.course_purchase_notice
  return (
    <View>
      {detail.course.render_desc ? (
        <RichHtml id="course-intro" className="course-detail__intro" html={detail.course.render_desc} />
      ) : (
        <Text className="course-detail__none">{TEXT.emptyIntro}</Text>
      )}
      {notice.trim() ? (
        <View className="course-detail__notice" id="course-purchase-notice">
          <Text className="course-detail__notice-title" {...a11y('heading', { level: 2 })}>
            {TEXT.purchaseNotice}
          </Text>
          <RichHtml className="course-detail__notice-body" html={notice} />
        </View>
      ) : null}
    </View>
  )
})

/** 收藏, and 开始学习 or the ways to get the course. */
const BottomBar = observer(function BottomBar({ screen }: { screen: CourseDetailScreen }) {
  const offer = screen.offer
  const collected = screen.collected

  const toggleLike = async () => {
    const result = await screen.toggleLike()
    if (result === 'login') requireLogin()
  }

  return (
    <View className="course-detail__bar">
      <View
        id="course-like"
        className={`course-detail__like${collected ? ' course-detail__like--on' : ''}`}
        data-collected={collected ? 'true' : 'false'}
        {...a11y('button', { pressed: collected })}
        onClick={() => void toggleLike()}
      >
        {collected ? <StarFill size={20} /> : <Star size={20} />}
        <Text className="course-detail__like-text">{TEXT.collect}</Text>
      </View>
      <View className="course-detail__actions">
        {offer?.kind === 'start' ? (
          <>
            {offer.video ? null : <Text className="course-detail__hint">{TEXT.noVideo}</Text>}
            <Button
              id="course-start"
              className="course-detail__action"
              type="primary"
              disabled={!offer.video}
              onClick={() => offer.video && openVideo(offer.video)}
            >
              {TEXT.start}
            </Button>
          </>
        ) : null}
        {offer?.kind === 'get' && !offer.goods && !offer.vip ? (
          <Text className="course-detail__hint" id="course-unavailable">
            {TEXT.unavailable}
          </Text>
        ) : null}
        {offer?.kind === 'get' && offer.vip ? (
          <Button
            id="course-vip"
            className="course-detail__action"
            type="primary"
            fill="outline"
            onClick={() => navigate('/role')}
          >
            {TEXT.vip}
          </Button>
        ) : null}
        {offer?.kind === 'get' && offer.goods ? (
          <Button
            id="course-buy"
            className="course-detail__action"
            type="primary"
            onClick={() =>
              offer.goods && navigate('/order', { ...offer.goods, goods_label: TEXT.goodsLabel })
            }
          >
            {TEXT.buy}
          </Button>
        ) : null}
      </View>
    </View>
  )
})

/** 课程详情: cover, title, price, subscribers; 介绍 / 目录 / 评论 / 课件; 收藏 and the way to learn or buy. */
export default function VodDetailPage() {
  const root = useStores()
  const { id, tab } = useRouteParams('/vod/detail')
  const screen = useScreenStore(() => new CourseDetailScreen(root, id, tab))
  return (
    <PageShell
      path="/vod/detail"
      share={() =>
        detailShare('/vod/detail', screen.courseId, screen.detail?.course.title, screen.detail?.course.thumb)
      }
    >
      <CourseDetailView screen={screen} />
    </PageShell>
  )
}
