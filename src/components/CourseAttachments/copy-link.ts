import Taro from '@tarojs/taro'
import { toast } from '@/utils/toast'
import { ATTACHMENTS_TEXT } from './text'

/** Copies the address; false (and 链接复制失败) when the clipboard refused. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: url })
    return true
  } catch {
    toast(ATTACHMENTS_TEXT.copyFailed)
    return false
  }
}
