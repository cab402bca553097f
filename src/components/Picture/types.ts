import type { ImageProps } from '@tarojs/components'

export interface PictureProps extends Omit<ImageProps, 'imgProps'> {
  /**
   * The picture's text alternative. Empty: decorative (a cover beside its course title, an icon beside its label),
   * skipped by screen readers. Required, so every picture says which it is.
   */
  alt: string
}

export type PictureComponent = (props: PictureProps) => JSX.Element
