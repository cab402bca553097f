import Taro from '@tarojs/taro'
import type { Attachment } from '@/services/api/types'
import { copyAndExplain } from '@/utils/clipboard'
import { documentType } from './file-kind'
import { ATTACHMENTS_TEXT } from './text'

/**
 * The mini-program cannot hand a file to the learner, but WeChat can show PDF and Office files: those are
 * downloaded (Taro.downloadFile, the API host must be a downloadFile domain) and opened (Taro.openDocument)
 * under a loading mask; when that fails, or for any other type, the link is copied and a dialog says why.
 */
export async function deliverAttachment(url: string, attachment: Attachment): Promise<void> {
  const fileType = documentType(attachment.extension)
  if (!fileType) {
    await copyAndExplain(url, ATTACHMENTS_TEXT.miniProgramTitle, ATTACHMENTS_TEXT.cannotOpen)
    return
  }
  void Taro.showLoading({ title: ATTACHMENTS_TEXT.opening, mask: true })
  let opened = false
  try {
    const file = await Taro.downloadFile({ url })
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
  if (!opened) await copyAndExplain(url, ATTACHMENTS_TEXT.miniProgramTitle, ATTACHMENTS_TEXT.openFailed)
}
