// 视频播放 (player): a lesson, with its catalogue, comments and files; store PlayerScreen.
import { useEffect, useState } from 'react'
import { useDidHide, useUnload } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button, TabPane, Tabs } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { ResourceView } from '@/components/ResourceView'
import { Player, PLAYER_TEXT } from '@/components/Player'
import { CourseCatalogue } from '@/components/CourseCatalogue'
import { CourseComments } from '@/components/CourseComments'
import { CourseAttachments } from '@/components/CourseAttachments'
import { navigate, redirect, routeAddress, toErrorPage, useRouteParams } from '@/navigation'
import { usePageTitle } from '@/page-title'
import { platform } from '@/platform'
import { useStores } from '@/stores'
import { PlayerScreen } from '@/stores/player'
import { useScreenStore } from '@/stores/use-screen-store'
import type { Video } from '@/services/api/types'
import { classifyUrl } from '@/utils/url'
import { VIDEO_PAGE_TEXT } from './text'
import './index.scss'

type Tab = keyof typeof VIDEO_PAGE_TEXT.tabs
const TABS: Tab[] = ['catalogue', 'comments', 'attachments']

/** The checkout for this video's course (the goods fields of MeEdu's H5). */
function subscribe(screen: PlayerScreen) {
  const goods = screen.goods
  if (goods) navigate('/order', { ...goods, goods_label: VIDEO_PAGE_TEXT.goodsLabel })
}

/** Another lesson replaces this page (so back leads where the learner came from, not through every lesson). */
const openLesson = (video: Video) => redirect('/vod/video', { id: video.id })

/** This video in the H5 app, for the mini-program's embedded-video message ('' without `h5_url`). */
function h5Link(h5Url: string, videoId: number): string {
  const base = h5Url.trim().replace(/\/+$/, '')
  return classifyUrl(base) === 'outside' ? `${base}/#${routeAddress('/vod/video', { id: videoId })}` : ''
}

/**
 * The bottom bar's ways to get the course, while the learner cannot watch it all: 购买课程 for a priced course,
 * VIP会员免费看 only where a VIP plan opens it (never for a course the learner owns or a free one).
 */
const offersBar = (screen: PlayerScreen) => !screen.canWatch && (screen.purchasable || screen.vipFree)

const VideoView = observer(function VideoView({ screen }: { screen: PlayerScreen }) {
  const { config } = useStores()
  const [tab, setTab] = useState<Tab>('catalogue')

  useEffect(() => {
    if (screen.invalid) toErrorPage('/vod/video')
    else void screen.load()
  }, [screen])

  usePageTitle(screen.title)

  useEffect(() => {
    if (tab === 'attachments') void screen.loadCourse()
  }, [tab, screen, screen.detail.data])

  if (screen.invalid) return null
  return (
    <ResourceView resource={screen.detail} rows={6}>
      {(detail) => (
        <View className={`video-page${offersBar(screen) ? ' video-page--with-bar' : ''}`}>
          <Player
            screen={screen}
            cover={config.config.player.cover}
            h5Link={h5Link(config.config.h5_url, screen.videoId)}
            onSubscribe={() => subscribe(screen)}
            onVip={() => navigate('/role')}
            onNext={() => {
              if (screen.nextVideo) openLesson(screen.nextVideo)
            }}
          />
          <View className="video-page__title">{detail.video.title}</View>
          <Tabs
            className="video-page__tabs"
            value={tab}
            duration={0}
            autoHeight
            onChange={(value) => setTab(TABS.includes(value as Tab) ? (value as Tab) : 'catalogue')}
          >
            {TABS.map((name) => (
              <TabPane key={name} title={VIDEO_PAGE_TEXT.tabs[name]} value={name}>
                {/* Every pane is drawn (an empty one when inactive): NutUI slides the panes by index. */}
                {name !== tab ? (
                  <View />
                ) : name === 'catalogue' ? (
                  <CourseCatalogue
                    catalogue={detail.catalogue}
                    progress={detail.video_watched_progress}
                    currentVideoId={screen.videoId}
                    trial={!detail.is_watch}
                    onOpen={(video) => {
                      if (video.id !== screen.videoId) openLesson(video)
                    }}
                  />
                ) : name === 'comments' ? (
                  <CourseComments thread={screen.comments} box={screen.commentBox} />
                ) : (
                  <ResourceView resource={screen.course} rows={2}>
                    {(course) => (
                      <CourseAttachments
                        courseId={screen.courseId}
                        attachments={course.attach}
                        bought={course.isBuy}
                      />
                    )}
                  </ResourceView>
                )}
              </TabPane>
            ))}
          </Tabs>
          {offersBar(screen) ? (
            <View className="video-page__bar">
              {screen.vipFree ? (
                <Button
                  id="video-vip"
                  className="video-page__vip"
                  fill="outline"
                  type="primary"
                  onClick={() => navigate('/role')}
                >
                  {PLAYER_TEXT.vip}
                </Button>
              ) : null}
              {screen.purchasable ? (
                <Button
                  id="video-buy"
                  className="video-page__buy"
                  type="primary"
                  onClick={() => subscribe(screen)}
                >
                  {VIDEO_PAGE_TEXT.subscribe}
                </Button>
              ) : null}
            </View>
          ) : null}
        </View>
      )}
    </ResourceView>
  )
})

/**
 * 视频播放 (`/vod/video?id=`): the player, the video's title, then 目录 / 评论 / 课件; the bottom bar to buy when
 * the learner cannot watch the course. The watched position goes to the progress queue on its cadence and
 * whenever the learner leaves: the page hidden or closed, the app or tab in the background.
 */
const VodVideoPage = observer(function VodVideoPage() {
  const { id } = useRouteParams('/vod/video')
  const root = useStores()
  const screen = useScreenStore(() => new PlayerScreen(root, id))

  useDidHide(() => screen.onHide())
  useUnload(() => screen.onHide())
  useEffect(() => platform.onBackground(() => screen.onHide()), [screen])

  return (
    <PageShell path="/vod/video" title={screen.title || undefined}>
      <VideoView screen={screen} />
    </PageShell>
  )
})

export default VodVideoPage
