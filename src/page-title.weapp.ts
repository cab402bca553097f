import { useEffect } from 'react'
import Taro from '@tarojs/taro'

/** The mini-program's native bar takes the title as a plain string (see page-title.d.ts). */
export function showPageTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title })
}

/** The bar belongs to this page: set once the title is known, it stays when the page shows again. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) showPageTitle(title)
  }, [title])
}
