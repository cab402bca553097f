import { useEffect, useRef } from 'react'
import { useDidShow } from '@tarojs/taro'

/**
 * Taro's H5 router writes every title it sets (its navigation-bar title API, a page shown, a back) into this hidden
 * element as HTML, so a title holding markup would run. Without the element the router stops after setting
 * `document.title`, which is text. That title API is never called in H5 (its code also cost the first screen
 * 0.2 KB gzip).
 */
const TARO_BAR_TITLE = '#taro-navigation-bar .taro-navigation-bar-title'

/** `document.title` as text, after taking away the element the router writes as HTML (see page-title.d.ts). */
export function showPageTitle(title: string): void {
  for (const element of document.querySelectorAll(TARO_BAR_TITLE)) element.remove()
  document.title = title
}

/**
 * Set once the title is known, and again each time the page shows: the router sets the route's own title when a
 * page shows (a back to it), just before the page's useDidShow runs.
 */
export function usePageTitle(title: string | null | undefined): void {
  const latest = useRef(title)
  latest.current = title
  useEffect(() => {
    if (title) showPageTitle(title)
  }, [title])
  useDidShow(() => {
    if (latest.current) showPageTitle(latest.current)
  })
}
