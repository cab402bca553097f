// Type source for `@/components/AnswerTextarea`: index.h5.tsx (a plain <textarea>) or index.weapp.tsx (Taro's).
import type { AnswerTextareaComponent } from './types'

export declare const AnswerTextarea: AnswerTextareaComponent
export type { AnswerTextareaProps } from './types'
