import { Image } from '@tarojs/components'
import type { PictureComponent } from './types'

/**
 * Taro's Image with a text alternative. In H5 it draws `div.taro-img > img`, and an `alt` (or `aria-label`) given
 * to Image stays on the div: only `imgProps` reach the `<img>`, where screen readers and checkers look for it.
 */
export const Picture: PictureComponent = ({ alt, ...props }) => <Image {...props} imgProps={{ alt }} />
