import { View } from '@tarojs/components'
import { a11y } from '@/platform/a11y'
import type { BlockOf, ImageGroupItem } from '@/services/api/view-blocks'
import { Picture as Img } from '../Picture'
import { openBlockLink } from './links'
import { HOME_PICTURE_TEXT } from './text'

/** One picture: with a link, a link named 图片 N (the server gives no title; the picture is then decoration). */
function Picture({ item, index, fill }: { item: ImageGroupItem; index: number; fill: boolean }) {
  const name = HOME_PICTURE_TEXT.image(index + 1)
  return (
    <View
      className="home-images__cell"
      data-image-index={index}
      {...(item.url ? a11y('link', { label: name }) : {})}
      onClick={() => openBlockLink(item.url)}
    >
      <Img
        className="home-images__img"
        src={item.src}
        mode={fill ? 'aspectFill' : 'widthFix'}
        lazyLoad
        alt={item.url ? '' : name}
      />
    </View>
  )
}

/**
 * Images with links: `v-1`…`v-4` are rows of one to four images (each shown whole), `v-1-2` one large image on
 * the left beside two small ones stacked on the right (a fourth image and beyond are not part of that layout).
 */
export function ImageGroup({ block }: { block: BlockOf<'image-group'> }) {
  if (block.layout === 'v-1-2') {
    const [large, ...small] = block.items
    return (
      <View className="home-images home-images--v-1-2" data-block="image-group" data-layout="v-1-2">
        <View className="home-images__large">
          <Picture item={large} index={0} fill />
        </View>
        {small.length ? (
          <View className="home-images__small">
            {small.slice(0, 2).map((item, index) => (
              <Picture key={index} item={item} index={index + 1} fill />
            ))}
          </View>
        ) : null}
      </View>
    )
  }
  return (
    <View
      className={`home-images home-images--${block.layout}`}
      data-block="image-group"
      data-layout={block.layout}
    >
      {block.items.map((item, index) => (
        <Picture key={index} item={item} index={index} fill={false} />
      ))}
    </View>
  )
}
