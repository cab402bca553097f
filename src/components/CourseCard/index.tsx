import { memo } from 'react'
import { View, Text } from '@tarojs/components'
import { a11y } from '@/platform/a11y'
import type { Course } from '@/services/api/types'
import { Picture } from '../Picture'
import { COURSE_CARD_TEXT } from './text'
import './index.scss'

/** ￥ and the yuan amount as the server gave it (12.5 → ￥12.5), or 免费 for a free or zero-priced course. */
export function coursePrice(course: Pick<Course, 'is_free' | 'charge'>): string {
  return course.is_free || course.charge <= 0 ? COURSE_CARD_TEXT.free : COURSE_CARD_TEXT.price(course.charge)
}

/**
 * One course in a list (新入职, the home page's course groups): cover, title, price and subscribers. Memoised on
 * the course object: lists replace items rather than edit them, so a card already shown is not drawn again
 * when the next page arrives. A link for a screen reader (it opens the course), named by what it shows; the cover
 * is decoration beside the title.
 */
export const CourseCard = memo(function CourseCard({
  course,
  onOpen,
}: {
  course: Course
  onOpen: (course: Course) => void
}) {
  const free = course.is_free || course.charge <= 0
  return (
    <View className="course-card" data-course-id={course.id} {...a11y('link')} onClick={() => onOpen(course)}>
      <Picture className="course-card__thumb" src={course.thumb} mode="aspectFill" lazyLoad alt="" />
      <View className="course-card__body">
        <Text className="course-card__title">{course.title}</Text>
        <View className="course-card__meta">
          <Text className="course-card__subscribers">{COURSE_CARD_TEXT.subscribers(course.user_count)}</Text>
          <Text className={`course-card__price${free ? ' course-card__price--free' : ''}`}>
            {coursePrice(course)}
          </Text>
        </View>
      </View>
    </View>
  )
})
