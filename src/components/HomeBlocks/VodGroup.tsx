import { View, Text } from '@tarojs/components'
import { CourseCard } from '@/components/CourseCard'
import { navigate } from '@/navigation'
import type { Course } from '@/services/api/types'
import type { BlockOf } from '@/services/api/view-blocks'
import { VOD_GROUP_TEXT } from './text'

// One function for every card, so the memoised cards are not drawn again when the page re-renders.
const openCourse = (course: Course) => navigate('/vod/detail', { id: course.id })

/** A group of courses: its title, 查看全部 (the course list), and the courses as cards. */
export function VodGroup({ block }: { block: BlockOf<'h5-vod-v1'> }) {
  return (
    <View className="home-vod" data-block="h5-vod-v1">
      <View className="home-vod__header">
        <Text className="home-vod__title">{block.title}</Text>
        <View className="home-vod__all" onClick={() => navigate('/vod')}>
          <Text>{VOD_GROUP_TEXT.all}</Text>
        </View>
      </View>
      {block.courses.map((course) => (
        <CourseCard key={course.id} course={course} onOpen={openCourse} />
      ))}
    </View>
  )
}
