import { useEffect } from 'react'
import Taro from '@tarojs/taro'

/**
 * The bar shows `title` once it is known (a course's or a paper's name, loaded after the page opened). A module of
 * its own: in navigation.ts it brought Taro's H5 setNavigationBarTitle onto every first screen (+0.2 KB gzip).
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) void Taro.setNavigationBarTitle({ title })
  }, [title])
}
