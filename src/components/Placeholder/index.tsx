import { View, Text } from '@tarojs/components'
import './index.scss'

/** A screen whose content comes with a later release: says what it is, and that it is on its way. */
export function Placeholder({ title, description }: { title: string; description: string }) {
  return (
    <View className="placeholder" data-testid="placeholder">
      <Text className="placeholder__title">{title}</Text>
      <Text className="placeholder__text">{description}</Text>
      <Text className="placeholder__note">该功能正在建设中，敬请期待</Text>
    </View>
  )
}
