import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button, SearchBar } from '@nutui/nutui-react-taro'
import { ChipTabs } from '@/components/ChipTabs'
import { EmptyState } from '@/components/EmptyState'
import SearchIcon from '@nutui/icons-react-taro/dist/es/icons/Search.js'
import MaskClose from '@nutui/icons-react-taro/dist/es/icons/MaskClose.js'
import { observer } from 'mobx-react-lite'
import { InfiniteList } from '@/components/InfiniteList'
import { PageShell } from '@/components/PageShell'
import { usePullDownReload } from '@/components/pull-down-reload'
import { keepInAddress, navigate, useRouteParams } from '@/navigation'
import { a11y } from '@/platform/a11y'
import type { SearchResult, SearchType } from '@/services/api/search'
import { SearchScreen, searchTarget, titleParts } from '@/stores/search'
import { useScreenStore } from '@/stores/use-screen-store'
import { htmlToText } from '@/utils/html'
import { toast } from '@/platform/toast'
import { SEARCH_TEXT, TYPE_LABELS, TYPE_TAB_LABELS, type TypeTab } from './text'
import './index.scss'

/** The type chips (ids `search-type-all`, `-vod`, `-video`): 'all' is the type ''. */
const TYPE_TABS: readonly TypeTab[] = ['all', 'vod', 'video']

const typeLabel = (type: string) => TYPE_LABELS[type] ?? SEARCH_TEXT.otherType

/** Characters of the plain-text preview of `short_desc`. */
const PREVIEW_LENGTH = 60

function openHit(hit: SearchResult): void {
  const target = searchTarget(hit)
  if (target.kind === 'course') navigate('/vod/detail', { id: target.id })
  else if (target.kind === 'video') navigate('/vod/video', { id: target.id })
  else if (target.kind === 'unsupported') toast(SEARCH_TEXT.unsupported)
  else toast(SEARCH_TEXT.missing)
}

const HitTitle = ({ title, keywords }: { title: string; keywords: string }) => (
  <Text className="search-hit__title">
    {titleParts(title, keywords).map((part, index) =>
      part.match ? (
        <Text key={index} className="search-hit__mark">
          {part.text}
        </Text>
      ) : (
        part.text
      )
    )}
  </Text>
)

const SearchView = observer(function SearchView() {
  const params = useRouteParams('/search')
  const screen = useScreenStore(() => new SearchScreen(params.keywords, params.type))

  useEffect(() => {
    void screen.open()
  }, [screen])
  // Pull-down: page 1 of the same query, the results shown staying until it is in (no query: nothing to ask).
  usePullDownReload(() => (screen.hasQuery ? screen.list.reloadInPlace() : undefined))

  /**
   * A new query, in place (as 新入职's filter and 持续学习's tabs): the list starts again from page 1 and drops
   * answers to the old query; the address keeps the query (H5), so a reload or a shared link shows the same.
   */
  const searchFor = (keywords: string, type: SearchType) => {
    void screen.search(keywords, type)
    keepInAddress('/search', { keywords, type })
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 })
  }

  const submit = () => {
    const request = screen.submit()
    if (request.kind === 'empty') toast(SEARCH_TEXT.empty)
    else searchFor(request.keywords, request.type)
  }

  return (
    <View className="search">
      <View className="search__header">
        <SearchBar
          className="search__bar"
          value={screen.draft}
          placeholder={SEARCH_TEXT.placeholder}
          maxLength={50}
          inputProps={a11y(null, { label: SEARCH_TEXT.placeholder })}
          leftIn={<SearchIcon size={14} />}
          // NutUI's own clear is a div with a name but no role (a screen reader cannot operate it): ours is a
          // button named 清除, in the same place and look.
          clearable={false}
          rightIn={
            screen.draft ? (
              <View
                id="search-clear"
                className="nut-searchbar-clear nut-searchbar-icon"
                {...a11y('button', { label: SEARCH_TEXT.clear })}
                onClick={() => screen.setDraft('')}
              >
                <MaskClose />
              </View>
            ) : null
          }
          onChange={(value) => screen.setDraft(value)}
          onSearch={submit}
          right={
            <View id="search-submit" className="search__submit" onClick={submit}>
              <Button size="small" type="primary" shape="round">
                {SEARCH_TEXT.submit}
              </Button>
            </View>
          }
        />
        <ChipTabs
          look="chips"
          className="search__types"
          tabs={TYPE_TABS}
          labels={TYPE_TAB_LABELS}
          active={screen.type || 'all'}
          idPrefix="search-type"
          onSelect={(tab) => {
            const type = tab === 'all' ? '' : tab
            if (type === screen.type) return
            const next = screen.chooseType(type)
            searchFor(next.keywords, next.type)
          }}
        />
      </View>
      {screen.hasQuery && screen.mode === 'titles' ? (
        <Text className="search__note" id="search-titles-note">
          {SEARCH_TEXT.titlesOnly}
        </Text>
      ) : null}

      {screen.hasQuery && screen.mode === 'unavailable' ? (
        // Neither search exists on this server: said on the page, never as 加载失败.
        <EmptyState
          testId="search-unavailable"
          text={SEARCH_TEXT.unavailable}
          icon={<SearchIcon className="empty-state__icon" size={56} />}
        />
      ) : screen.hasQuery ? (
        <InfiniteList
          id="search-list"
          list={screen.list}
          itemKey={(hit: SearchResult, index) => `${hit.id}-${hit.resource_type}-${index}`}
          emptyText={screen.mode === 'uncertain' ? SEARCH_TEXT.uncertain : SEARCH_TEXT.noResults}
          emptyImage={<SearchIcon className="empty-state__icon" size={56} />}
          renderItem={(hit: SearchResult) => {
            const preview = htmlToText(hit.short_desc, PREVIEW_LENGTH)
            return (
              <View
                className="search-hit"
                {...a11y('link')}
                data-resource-id={hit.resource_id}
                data-resource-type={hit.resource_type}
                onClick={() => openHit(hit)}
              >
                <View className="search-hit__head">
                  <Text className="search-hit__type">{typeLabel(hit.resource_type)}</Text>
                  <HitTitle title={hit.title} keywords={screen.keywords} />
                </View>
                {preview ? <Text className="search-hit__desc">{preview}</Text> : null}
              </View>
            )
          }}
        />
      ) : (
        <EmptyState
          testId="search-hint"
          text={SEARCH_TEXT.hint}
          icon={<SearchIcon className="empty-state__icon" size={56} />}
        />
      )}
    </View>
  )
})

/**
 * 搜索: the query kept in the address (`/search?keywords=…&type=…`), its results 10 a page. On a server without
 * full-text search the course titles are searched and a line says so; without any search a sentence says why.
 */
export default function SearchPage() {
  return (
    <PageShell path="/search">
      <SearchView />
    </PageShell>
  )
}
