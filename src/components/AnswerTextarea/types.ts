import type { FunctionComponent } from 'react'

/** A multi-line answer box: the text is controlled by the caller. */
export interface AnswerTextareaProps {
  id?: string
  className?: string
  value: string
  placeholder: string
  maxlength: number
  onInput: (value: string) => void
}

export type AnswerTextareaComponent = FunctionComponent<AnswerTextareaProps>
