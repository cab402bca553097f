import { View, Text } from '@tarojs/components'
import { Category, Home, User, Videos } from '@nutui/icons-react-taro'
import { TABS } from '@/routes'
import { switchTab } from '@/navigation'
import { a11y } from '@/platform/a11y'
import { TAB_BAR_TEXT } from './text'
import './index.scss'

const ICONS: Record<(typeof TABS)[number]['path'], typeof Home> = {
  '/': Home,
  '/vod': Category,
  '/study': Videos,
  '/member': User,
}

/**
 * The four-tab bar, drawn inside the three tab pages (/, /study, /member). Switching replaces the current
 * history entry, so back never walks through tabs.
 *
 * Hand-written on purpose: the page shell imports the bar on every page, /login included, and NutUI's Tabbar
 * (with Tabbar.Item's Badge and SafeArea) added 2.3 KB gzip there, for a bar that page never shows.
 *
 * The page keeps its last lines clear of the bar with the shell's bottom padding (`.page-shell--tabbed`), not an
 * element after the content: one would move down when the content arrives (a layout shift).
 *
 * For a screen reader it is the app's navigation, a list of links with the current page marked
 * (`aria-current="page"`), not a tablist: each entry opens another page, it shows no panel of this one, and the
 * tab pattern would promise arrow keys between panels. The icons are decoration (the labels show);
 * a red dot is said in the entry's name.
 */
export function TabBar({ current, badge }: { current: string; badge?: Partial<Record<string, boolean>> }) {
  return (
    <View className="tab-bar" {...a11y('navigation', { label: TAB_BAR_TEXT.name })}>
      {TABS.map((tab) => {
        const Icon = ICONS[tab.path]
        const active = tab.path === current
        return (
          <View
            key={tab.path}
            id={`tab-${tab.path === '/' ? 'home' : tab.path.slice(1)}`}
            {...a11y('link', {
              current: active,
              label: badge?.[tab.path] ? TAB_BAR_TEXT.withDot(tab.text) : undefined,
            })}
            className={`tab-bar__item${active ? ' tab-bar__item--active' : ''}`}
            onClick={() => {
              if (!active) switchTab(tab.path)
            }}
          >
            <View className="tab-bar__icon" {...a11y(null, { hidden: true })}>
              <Icon size={22} />
              {badge?.[tab.path] ? <View className="tab-bar__dot" /> : null}
            </View>
            <Text className="tab-bar__text">{tab.text}</Text>
          </View>
        )
      })}
    </View>
  )
}
