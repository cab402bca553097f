import { a11y } from '@/platform/a11y'
import type { AnswerTextareaComponent } from './types'

/**
 * A plain <textarea>. Taro's H5 Textarea is a web component: it would bring Stencil's runtime (≈ 11 KB gzip) to
 * the exam page, the only page with one.
 */
export const AnswerTextarea: AnswerTextareaComponent = ({ maxlength, onInput, label, ...field }) => (
  <textarea
    {...field}
    {...a11y(null, { label })}
    maxLength={maxlength}
    onChange={(event) => onInput(event.currentTarget.value)}
  />
)
