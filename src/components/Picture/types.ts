import type { ImageProps } from '@tarojs/components'

export interface PictureProps extends Omit<ImageProps, 'imgProps'> {
  /**
   * The picture's text alternative. Empty: decorative (a cover beside its course title, an icon beside its label),
   * skipped by screen readers. Required, so every picture says which it is.
   */
  alt: string
  /**
   * The first screen's largest picture (a course's cover): H5 fetches it at once with a high priority, never
   * lazily, and gives the `<img>` its `width` and `height` (design pixels) so the browser keeps its place.
   */
  priority?: { width: number; height: number }
}

export type PictureComponent = (props: PictureProps) => JSX.Element
