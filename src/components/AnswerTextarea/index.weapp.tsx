import { Textarea } from '@tarojs/components'
import { a11y } from '@/platform/a11y'
import type { AnswerTextareaComponent } from './types'

/** The mini-program's native textarea. */
export const AnswerTextarea: AnswerTextareaComponent = ({ onInput, label, ...field }) => (
  <Textarea
    {...field}
    {...a11y(null, { label })}
    autoHeight={false}
    onInput={(event) => onInput(event.detail.value)}
  />
)
