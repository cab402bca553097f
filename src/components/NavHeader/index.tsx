import { View, Text } from '@tarojs/components'
import { ArrowLeft } from '@nutui/icons-react-taro'
import { goBack } from '@/navigation'
import { a11y } from '@/platform/a11y'
import { NAV_HEADER_TEXT } from './text'
import './index.scss'

/**
 * The back header of non-tab pages (H5; the mini-program shows its native bar instead): the page's banner, its
 * title the page's one level-1 heading, and the back arrow a button named 返回.
 *
 * Hand-written on purpose: NutUI's NavBar (with its SafeArea) adds 0.8 KB gzip to /login, which has no room for it
 * within its byte budget (128 KB, `npm run bench`); a centred title and a back button need no more than this.
 */
export function NavHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  return (
    <View className="nav-header" role="banner">
      <View
        className="nav-header__back"
        id="nav-back"
        {...a11y('button', { label: NAV_HEADER_TEXT.back })}
        onClick={onBack ?? (() => goBack())}
      >
        <ArrowLeft size={18} />
      </View>
      {/* The login pages show no title here (their own heading is in the page): no empty heading. */}
      <Text className="nav-header__title" {...(title ? a11y('heading', { level: 1 }) : {})}>
        {title}
      </Text>
    </View>
  )
}
