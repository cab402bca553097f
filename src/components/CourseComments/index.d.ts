// Type source for `@/components/CourseComments`. The build (and Jest, through moduleFileExtensions) picks
// index.h5.tsx (the thread's code fetched when a thread is first shown) or index.weapp.tsx by TARO_ENV.
import type { ComponentType } from 'react'
import type { CourseCommentsProps } from './thread'

export declare const CourseComments: ComponentType<CourseCommentsProps>
export type { CourseCommentsProps } from './thread'
