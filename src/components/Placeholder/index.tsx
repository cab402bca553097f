import { View, Text } from '@tarojs/components'
import { Empty } from '@nutui/nutui-react-taro'
// Only the placeholder pages need this icon: its own module keeps it off the other pages (see nutui-icons.d.ts).
import Clock from '@nutui/icons-react-taro/dist/es/icons/Clock.js'
import './index.scss'

const PLACEHOLDER_NOTE = '该功能正在建设中，敬请期待'

/**
 * A screen whose content comes with a later release: NutUI's Empty saying what the page is, and that it is on
 * its way. The picture is one of NutUI's icons (Empty's default pictures are loaded from JD's CDN).
 */
export function Placeholder({ title, description }: { title: string; description: string }) {
  return (
    <View className="placeholder" data-testid="placeholder">
      <Empty
        className="placeholder__empty"
        image={<Clock className="placeholder__icon" />}
        title={title}
        description={description}
      >
        <Text className="placeholder__note">{PLACEHOLDER_NOTE}</Text>
      </Empty>
    </View>
  )
}
