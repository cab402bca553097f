import Taro from '@tarojs/taro'
import type { Attachment } from '@/services/api/types'
import type { AttachmentLink } from '@/stores/attachments'
import { copyAndExplain } from '@/platform/clipboard'
import { documentType } from './file-kind'
import { ATTACHMENTS_TEXT } from './text'

/**
 * The mini-program cannot hand a file to the learner, but WeChat can show PDF and Office files: those are
 * downloaded (Taro.downloadFile, the link's host must be a downloadFile domain) and opened (Taro.openDocument)
 * under a loading mask; when that fails, or for any other type, the link is copied and a dialog says why. A
 * single-use link that was downloaded is spent: the copy is a fresh one.
 */
export async function deliverAttachment(
  link: AttachmentLink,
  attachment: Attachment,
  another: () => Promise<AttachmentLink | null>
): Promise<void> {
  const fileType = documentType(attachment.extension)
  if (!fileType) {
    const why = link.carriesLogin ? ATTACHMENTS_TEXT.cannotOpen : ATTACHMENTS_TEXT.cannotOpenOnce
    await copyAndExplain(link.url, ATTACHMENTS_TEXT.miniProgramTitle, why)
    return
  }
  void Taro.showLoading({ title: ATTACHMENTS_TEXT.opening, mask: true })
  let opened = false
  try {
    const file = await Taro.downloadFile({ url: link.url })
    if (file.statusCode === 200 && file.tempFilePath) {
      await Taro.openDocument({
        filePath: file.tempFilePath,
        fileType: fileType as keyof Taro.openDocument.FileType,
        showMenu: true,
      })
      opened = true
    }
  } catch {
    opened = false
  }
  void Taro.hideLoading()
  if (opened) return
  const copy = link.carriesLogin ? link : await another()
  if (!copy) return
  const why = copy.carriesLogin ? ATTACHMENTS_TEXT.openFailed : ATTACHMENTS_TEXT.openFailedOnce
  await copyAndExplain(copy.url, ATTACHMENTS_TEXT.miniProgramTitle, why)
}
