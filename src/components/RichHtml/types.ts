import type { ReactElement } from 'react'

export interface RichHtmlProps {
  /** HTML from the server (course description, notice, comment, exam stem or option); null/undefined draws nothing. */
  html: string | null | undefined
  /** Added to the container's `rich-html` class. */
  className?: string
  id?: string
}

/** Both builds' files export a `RichHtml` of this type (index.d.ts is the type source for `tsc`). */
export type RichHtmlComponent = (props: RichHtmlProps) => ReactElement
