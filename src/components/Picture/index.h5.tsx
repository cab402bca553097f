import { Image } from '@tarojs/components'
import type { PictureComponent } from './types'

/** Keeps `alt` off the div. Not a rest parameter: Babel's helper for `{ alt, ...props }` would be copied into every
 * page chunk that draws a picture. */
const NO_ALT_ON_DIV = { alt: undefined }

/**
 * Taro's Image with a text alternative. In H5 it draws `div.taro-img > img`, and an `alt` (or `aria-label`) given
 * to Image stays on the div: only `imgProps` reach the `<img>`, where screen readers and checkers look for it.
 */
export const Picture: PictureComponent = (props) => (
  <Image {...props} {...NO_ALT_ON_DIV} imgProps={{ alt: props.alt }} />
)
