import Taro from '@tarojs/taro'
import { toast } from './toast'

export const CLIPBOARD_TEXT = {
  copyFailed: '链接复制失败，请稍后重试',
  understood: '知道了',
} as const

/** Copies a link; false (and 链接复制失败，请稍后重试) when the clipboard refused. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: url })
    return true
  } catch {
    toast(CLIPBOARD_TEXT.copyFailed)
    return false
  }
}

/** The link copied, then a one-button dialog (知道了) that says why and what to do with it. */
export async function copyAndExplain(url: string, title: string, content: string): Promise<void> {
  if (!(await copyLink(url))) return
  await Taro.showModal({ title, content, showCancel: false, confirmText: CLIPBOARD_TEXT.understood })
}
