import { View, Text } from '@tarojs/components'
import { ArrowLeft } from '@nutui/icons-react-taro'
import { goBack } from '@/navigation'
import './index.scss'

/** The back header of non-tab pages (H5; the mini-program shows its native bar instead). */
export function NavHeader({ title }: { title: string }) {
  return (
    <View className="nav-header">
      <View className="nav-header__back" id="nav-back" aria-label="返回" onClick={goBack}>
        <ArrowLeft size={18} />
      </View>
      <Text className="nav-header__title">{title}</Text>
    </View>
  )
}
