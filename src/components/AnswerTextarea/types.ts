import type { FunctionComponent } from 'react'

/** A multi-line answer box: the text is controlled by the caller. */
export interface AnswerTextareaProps {
  id?: string
  className?: string
  value: string
  placeholder: string
  /** The box's name for a screen reader (a placeholder is no label: it goes once the learner types). */
  label: string
  maxlength: number
  onInput: (value: string) => void
}

export type AnswerTextareaComponent = FunctionComponent<AnswerTextareaProps>
