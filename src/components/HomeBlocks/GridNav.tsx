import { View, Image } from '@tarojs/components'
import { Grid } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import type { BlockOf } from '@/utils/view-blocks'
import { openBlockLink } from './links'

/**
 * Icons with names, `line_count` a row (NutUI Grid, about 1.5 KB gzip). In-app links need login; web links open
 * directly.
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
            text={item.name}
            onClick={() => openBlockLink(item.href, { needsLogin: true, loggedIn: session.loggedIn })}
          >
            <Image className="home-grid__icon" src={item.src} mode="aspectFit" data-grid-index={index} />
          </Grid.Item>
        ))}
      </Grid>
    </View>
  )
})
