import { View } from '@tarojs/components'
import { a11y } from '@/platform/a11y'
import './index.scss'

/**
 * The title row of a NutUI `Tabs`, given as its `title` render prop: the same classes (so NutUI's look and its
 * line under the active title stay), but a tablist of tabs with the active one selected, reachable by keyboard.
 * NutUI's own titles are plain views a screen reader cannot tell apart from text. Tapping a title calls `onSelect`;
 * the page passes the chosen value back to `Tabs` as its `value`.
 */
export function TabTitles<T extends string>({
  tabs,
  labels,
  active,
  onSelect,
}: {
  tabs: readonly T[]
  labels: Readonly<Record<T, string>>
  active: T
  onSelect: (tab: T) => void
}) {
  return (
    <View className="tab-titles" {...a11y('tablist')}>
      {tabs.map((tab) => (
        <View
          key={tab}
          className={`nut-tabs-titles-item${tab === active ? ' nut-tabs-titles-item-active' : ''}`}
          data-tab={tab}
          {...a11y('tab', { selected: tab === active })}
          onClick={() => onSelect(tab)}
        >
          <View className="nut-tabs-titles-item-line nut-tabs-titles-item-line-horizontal" />
          <View className="nut-tabs-titles-item-text">{labels[tab]}</View>
        </View>
      ))}
    </View>
  )
}
