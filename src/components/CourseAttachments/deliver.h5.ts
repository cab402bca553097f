import { platform } from '@/platform'
import type { Attachment } from '@/services/api/types'
import { toast } from '@/utils/toast'
import { copyLink } from '@/utils/clipboard'
import { ATTACHMENTS_TEXT } from './text'

/**
 * H5: a phone browser opens the download in a new tab (platform.openDownload), so the page stays; WeChat's
 * browser cannot download files, so the link is copied, to open in another browser.
 */
export async function deliverAttachment(url: string, _attachment: Attachment): Promise<void> {
  if (!platform.isWechatBrowser()) {
    platform.openDownload(url)
    return
  }
  if (await copyLink(url)) toast(ATTACHMENTS_TEXT.copied)
}
