// 课件中心 (courseware): the files attached to courses, course by course; store CoursewareScreen.
import { useEffect, useState } from 'react'
import { usePageScroll } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import ArrowDown from '@nutui/icons-react-taro/dist/es/icons/ArrowDown.js'
import ArrowUp from '@nutui/icons-react-taro/dist/es/icons/ArrowUp.js'
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import { observer } from 'mobx-react-lite'
import { CourseAttachments } from '@/components/CourseAttachments'
import { InfiniteList } from '@/components/InfiniteList'
import { ConfirmModal } from '@/components/Modal/ConfirmModal'
import { PageShell } from '@/components/PageShell'
import { usePullDownReload } from '@/components/pull-down-reload'
import { navigate } from '@/navigation'
import { a11y } from '@/platform/a11y'
import { useStores } from '@/stores'
import { CoursewareScreen, type CoursewareCourse } from '@/stores/courseware'
import { useScreenStore } from '@/stores/use-screen-store'
import { toast } from '@/platform/toast'
import { COURSEWARE_TEXT as TEXT } from './text'
import './index.scss'

/**
 * One course: its title (需购买 when the logged-in learner has not bought it) and how many files; tapped, it
 * opens to its attachments. 下载 follows the course's rules; an unbought course's asks to buy (`onNotBought`).
 */
function CoursewareCard({
  item,
  open,
  needBuy,
  onToggle,
  onNotBought,
}: {
  item: CoursewareCourse
  open: boolean
  /** 需购买: a logged-in learner who has not bought the course. */
  needBuy: boolean
  onToggle: () => void
  onNotBought: () => void
}) {
  const Arrow = open ? ArrowUp : ArrowDown
  return (
    <View className="courseware-card" id={`courseware-${item.course.id}`}>
      <View
        className="courseware-card__head"
        id={`courseware-toggle-${item.course.id}`}
        {...a11y('button', { expanded: open })}
        onClick={onToggle}
      >
        <View className="courseware-card__text">
          <View className="courseware-card__line">
            <Text className="courseware-card__title">{item.course.title}</Text>
            {needBuy ? (
              <Text className="courseware-card__tag" id={`courseware-need-buy-${item.course.id}`}>
                {TEXT.needBuy}
              </Text>
            ) : null}
          </View>
          <Text className="courseware-card__count">{TEXT.count(item.attach.length)}</Text>
        </View>
        <Text className="courseware-card__action">{open ? TEXT.collapse : TEXT.expand}</Text>
        <Arrow className="courseware-card__arrow" size={12} />
      </View>
      {open ? (
        <CourseAttachments
          courseId={item.course.id}
          attachments={item.attach}
          bought={item.bought}
          onNotBought={onNotBought}
        />
      ) : null}
    </View>
  )
}

/** 请购买课程后下载: 去购买 opens the course page, where it is bought. */
function BuyFirst({ item, onClose }: { item: CoursewareCourse; onClose: () => void }) {
  return (
    <ConfirmModal
      id="courseware-buy"
      title={TEXT.buyTitle}
      text={TEXT.buyText(item.course.title)}
      cancelText={TEXT.cancel}
      okText={TEXT.buyGo}
      okId="courseware-buy-go"
      onCancel={onClose}
      onConfirm={() => {
        onClose()
        navigate('/vod/detail', { id: item.course.id })
      }}
    />
  )
}

/**
 * 课件中心: the courses that have attachments, found batch by batch as the list scrolls (see CoursewareScreen);
 * the first course is open, the others open on a tap. A load that found nothing holds the list and offers
 * 继续查找课件.
 */
const CoursewareView = observer(function CoursewareView({ screen }: { screen: CoursewareScreen }) {
  const { session } = useStores()
  const [toggled, setToggled] = useState<Record<number, boolean>>({})
  const [buying, setBuying] = useState<CoursewareCourse | null>(null)
  const { list } = screen
  const waiting = screen.paused && !list.loading && !list.error && !list.finished
  useEffect(() => {
    void screen.open()
  }, [screen])
  // The learner scrolling the list asks for more: its end may then check 2 batches again. The list's own loads
  // (its end still on screen after a short find) do not: opening stays within its 9 requests.
  usePageScroll(() => screen.scrolled())
  // Pull-down: the search starts again from the catalogue's first page, the courses shown staying until the
  // first find is in. Its details are asked silently, so a failure is said here (what was shown stays).
  usePullDownReload(async () => {
    if ((await screen.refresh()) === 'failed') toast(TEXT.refreshFailed)
  })
  const firstId = list.items[0]?.course.id
  const isOpen = (courseId: number) => toggled[courseId] ?? courseId === firstId
  return (
    <View className="courseware">
      <InfiniteList
        id="courseware-list"
        list={list}
        hold={screen.paused}
        itemKey={(item: CoursewareCourse) => item.course.id}
        emptyText={TEXT.empty}
        emptyImage={<Order className="empty-state__icon" size={56} />}
        renderItem={(item: CoursewareCourse) => (
          <CoursewareCard
            item={item}
            open={isOpen(item.course.id)}
            needBuy={session.loggedIn && !item.bought}
            onToggle={() => setToggled((state) => ({ ...state, [item.course.id]: !isOpen(item.course.id) }))}
            onNotBought={() => setBuying(item)}
          />
        )}
      />
      {waiting ? (
        <View className="courseware__more">
          {list.items.length === 0 ? <Text className="courseware__hint">{TEXT.searchMoreHint}</Text> : null}
          <Button id="courseware-more" fill="outline" type="primary" onClick={() => void screen.searchMore()}>
            {TEXT.searchMore}
          </Button>
        </View>
      ) : null}
      {buying ? <BuyFirst item={buying} onClose={() => setBuying(null)} /> : null}
    </View>
  )
})

export default function VodKJPage() {
  const screen = useScreenStore(() => new CoursewareScreen())
  return (
    <PageShell path="/vodKJ">
      <CoursewareView screen={screen} />
    </PageShell>
  )
}
