import { View, Text } from '@tarojs/components'
import { a11y } from '@/platform/a11y'
import './index.scss'

/**
 * A row of tabs over one list (持续学习's 在学 / 订阅 / 收藏, 学习成长's 学习记录 / 积分明细). Drawn here rather than
 * with NutUI's Tabs: its title scroller measures itself on mount and fails (an unhandled rejection) where a selector
 * query answers nothing, and these tabs switch what one view shows, so no panes are needed.
 * Each tab's id is `${idPrefix}-${tab}`. `look="chips"` draws a row of chips instead of the sticky bar (新入职's
 * 全部 / 免费, 搜索's 全部 / 录播课 / 录播视频): the row and the chips' sizes and colours are the page's
 * (`className`), as each page draws its chips its own way. Either look is a tablist for a screen reader, the
 * active tab marked selected.
 */
export function ChipTabs<T extends string>({
  tabs,
  labels,
  active,
  idPrefix,
  onSelect,
  look = 'bar',
  className = '',
}: {
  tabs: readonly T[]
  labels: Readonly<Record<T, string>>
  active: T
  idPrefix: string
  onSelect: (tab: T) => void
  look?: 'bar' | 'chips'
  /** More classes for the row (with `look="chips"`, the page's look of its chips). */
  className?: string
}) {
  return (
    <View className={`chip-tabs chip-tabs--${look}${className ? ` ${className}` : ''}`} {...a11y('tablist')}>
      {tabs.map((tab) => (
        <View
          key={tab}
          id={`${idPrefix}-${tab}`}
          {...a11y('tab', { selected: tab === active })}
          className={`chip-tabs__tab${tab === active ? ' chip-tabs__tab--active' : ''}`}
          data-active={tab === active ? 'true' : 'false'}
          onClick={() => onSelect(tab)}
        >
          <Text>{labels[tab]}</Text>
        </View>
      ))}
    </View>
  )
}
