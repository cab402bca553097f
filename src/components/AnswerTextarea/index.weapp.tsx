import { Textarea } from '@tarojs/components'
import type { AnswerTextareaComponent } from './types'

/** The mini-program's native textarea. */
export const AnswerTextarea: AnswerTextareaComponent = ({
  id,
  className,
  value,
  placeholder,
  maxlength,
  onInput,
}) => (
  <Textarea
    id={id}
    className={className}
    value={value}
    placeholder={placeholder}
    maxlength={maxlength}
    autoHeight={false}
    onInput={(event) => onInput(event.detail.value)}
  />
)
