import { Textarea } from '@tarojs/components'
import type { AnswerTextareaComponent } from './types'

/** The mini-program's native textarea. */
export const AnswerTextarea: AnswerTextareaComponent = ({ onInput, ...field }) => (
  <Textarea {...field} autoHeight={false} onInput={(event) => onInput(event.detail.value)} />
)
