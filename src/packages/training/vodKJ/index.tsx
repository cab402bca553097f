import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import ArrowDown from '@nutui/icons-react-taro/dist/es/icons/ArrowDown.js'
import ArrowUp from '@nutui/icons-react-taro/dist/es/icons/ArrowUp.js'
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import { observer } from 'mobx-react-lite'
import { CourseAttachments } from '@/components/CourseAttachments'
import { InfiniteList } from '@/components/InfiniteList'
import { PageShell } from '@/components/PageShell'
import { CoursewareScreen, type CoursewareCourse } from '@/stores/courseware'
import { useScreenStore } from '@/stores/use-screen-store'
import { COURSEWARE_TEXT as TEXT } from './text'
import './index.scss'

/** One course: its title and how many files; tapped, it opens to its attachments (下载 by the course's rules). */
function CoursewareCard({
  item,
  open,
  onToggle,
}: {
  item: CoursewareCourse
  open: boolean
  onToggle: () => void
}) {
  const Arrow = open ? ArrowUp : ArrowDown
  return (
    <View className="courseware-card" id={`courseware-${item.course.id}`}>
      <View className="courseware-card__head" id={`courseware-toggle-${item.course.id}`} onClick={onToggle}>
        <View className="courseware-card__text">
          <Text className="courseware-card__title">{item.course.title}</Text>
          <Text className="courseware-card__count">{TEXT.count(item.attach.length)}</Text>
        </View>
        <Text className="courseware-card__action">{open ? TEXT.collapse : TEXT.expand}</Text>
        <Arrow className="courseware-card__arrow" size={12} />
      </View>
      {open ? <CourseAttachments attachments={item.attach} bought={item.bought} /> : null}
    </View>
  )
}

/**
 * 课件中心: the courses that have attachments, found batch by batch as the list scrolls (see CoursewareScreen);
 * the first course is open, the others open on a tap.
 */
const CoursewareView = observer(function CoursewareView({ screen }: { screen: CoursewareScreen }) {
  const [toggled, setToggled] = useState<Record<number, boolean>>({})
  useEffect(() => {
    void screen.open()
  }, [screen])
  const firstId = screen.list.items[0]?.course.id
  const isOpen = (courseId: number) => toggled[courseId] ?? courseId === firstId
  return (
    <View className="courseware">
      <InfiniteList
        id="courseware-list"
        list={screen.list}
        itemKey={(item: CoursewareCourse) => item.course.id}
        emptyText={TEXT.empty}
        emptyImage={<Order className="empty-state__icon" size={56} />}
        renderItem={(item: CoursewareCourse) => (
          <CoursewareCard
            item={item}
            open={isOpen(item.course.id)}
            onToggle={() => setToggled((state) => ({ ...state, [item.course.id]: !isOpen(item.course.id) }))}
          />
        )}
      />
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
