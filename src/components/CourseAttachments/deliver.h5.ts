import { platform } from '@/platform'
import type { Attachment } from '@/services/api/types'
import type { AttachmentLink } from '@/stores/attachments'
import { toast } from '@/platform/toast'
import { copyLink } from '@/platform/clipboard'
import { ATTACHMENTS_TEXT } from './text'

/**
 * H5: a phone browser opens the download in a new tab (platform.openDownload), so the page stays; WeChat's
 * browser cannot download files, so the link is copied, to open in another browser.
 */
export async function deliverAttachment(
  link: AttachmentLink,
  _attachment: Attachment,
  _another: () => Promise<AttachmentLink | null>
): Promise<void> {
  if (!platform.isWechatBrowser()) {
    platform.openDownload(link.url)
    return
  }
  if (await copyLink(link.url))
    toast(link.carriesLogin ? ATTACHMENTS_TEXT.copied : ATTACHMENTS_TEXT.copiedOnce)
}
