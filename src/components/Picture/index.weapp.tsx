import { Image } from '@tarojs/components'
import { a11y } from '@/platform/a11y'
import type { PictureComponent } from './types'

/**
 * Taro's Image with a text alternative. The mini-program's image has no `alt`: it takes the base library's
 * `aria-role` img and `aria-label`, and a decorative picture is hidden from the screen reader. Attributes the caller
 * gives come last and win (a picture that is itself a link passes `a11y('link', { label })`). `priority` is H5's
 * (the mini-program loads an image when it is drawn).
 */
export const Picture: PictureComponent = ({ alt, priority: _priority, ...props }) => (
  <Image {...(alt ? a11y('img', { label: alt }) : a11y(null, { hidden: true }))} {...props} />
)
