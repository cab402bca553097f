import { Image } from '@tarojs/components'
import type { PictureComponent } from './types'

/** Keeps `alt` and `priority` off the div. Not a rest parameter: Babel's helper for `{ alt, ...props }` would be
 * copied into every page chunk that draws a picture. */
const OFF_THE_DIV = { alt: undefined, priority: undefined }

/**
 * Taro's Image with a text alternative. In H5 it draws `div.taro-img > img`, and an `alt` (or `aria-label`) given
 * to Image stays on the div: only `imgProps` reach the `<img>`, where screen readers and checkers look for it.
 * A `priority` picture's `<img>` is eager, fetched first (`fetchpriority`), and carries its size.
 */
export const Picture: PictureComponent = (props) => {
  const { priority } = props
  const imgProps = priority
    ? {
        alt: props.alt,
        loading: 'eager' as const,
        fetchpriority: 'high',
        width: priority.width,
        height: priority.height,
      }
    : { alt: props.alt }
  return (
    <Image {...props} {...OFF_THE_DIV} lazyLoad={priority ? false : props.lazyLoad} imgProps={imgProps} />
  )
}
