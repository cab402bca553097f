import { View, Text } from '@tarojs/components'
import { Grid } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { a11y } from '@/platform/a11y'
import { useStores } from '@/stores'
import type { BlockOf } from '@/services/api/view-blocks'
import { Picture } from '../Picture'
import { openBlockLink } from './links'

/**
 * Icons with names, `line_count` a row (NutUI Grid, about 1.5 KB gzip). In-app links need login; web links open
 * directly. Each item is a link named by its label (drawn here rather than by Grid.Item's `text`, which could
 * not be part of a link: Grid.Item passes no role); the icon beside the label is decoration.
 */
export const GridNav = observer(function GridNav({ block }: { block: BlockOf<'grid-nav'> }) {
  const { session } = useStores()
  return (
    <View className={`home-grid home-grid--${block.lineCount}`} data-block="grid-nav">
      <Grid columns={block.lineCount} square={false} gap={0} className="home-grid__grid">
        {block.items.map((item, index) => (
          <Grid.Item
            key={index}
            className="home-grid__item"
            onClick={() => openBlockLink(item.href, { session })}
          >
            <View className="home-grid__link" {...a11y('link')}>
              <Picture
                className="home-grid__icon"
                src={item.src}
                mode="aspectFit"
                data-grid-index={index}
                alt=""
              />
              <Text className="nut-grid-item-text">{item.name}</Text>
            </View>
          </Grid.Item>
        ))}
      </Grid>
    </View>
  )
})
