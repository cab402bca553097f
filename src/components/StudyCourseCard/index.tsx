import { memo } from 'react'
import { View, Text } from '@tarojs/components'
import { a11y } from '@/platform/a11y'
import { Tag } from '@nutui/nutui-react-taro'
import type { StudyCourse } from '@/services/api/types'
import { Picture } from '../Picture'
import { STUDY_CARD_TEXT } from './text'
import './index.scss'

/**
 * One course of 持续学习: thumb, 已订阅 badge, title and 已学N/M课时. Memoised like CourseCard: lists replace items
 * rather than edit them, so a card already shown is not drawn again when the next page arrives. A link (it opens
 * the course); the thumb is decoration beside the title.
 */
export const StudyCourseCard = memo(function StudyCourseCard({
  item,
  subscribed,
  onOpen,
}: {
  item: StudyCourse
  subscribed: boolean
  onOpen: (item: StudyCourse) => void
}) {
  const { course } = item
  return (
    <View
      className="study-card"
      id={`study-course-${item.id}`}
      data-course-id={item.id}
      {...a11y('link')}
      onClick={() => onOpen(item)}
    >
      <View className="study-card__cover">
        <Picture className="study-card__thumb" src={course.thumb} mode="aspectFill" lazyLoad alt="" />
        {subscribed ? (
          <Tag className="study-card__badge" type="primary">
            {STUDY_CARD_TEXT.subscribed}
          </Tag>
        ) : null}
      </View>
      <View className="study-card__body">
        <Text className="study-card__title">{course.title}</Text>
        <Text className="study-card__progress">
          {STUDY_CARD_TEXT.progress(item.learned_count, course.videos_count)}
        </Text>
      </View>
    </View>
  )
})
