import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import { observer } from 'mobx-react-lite'
import { requireLogin } from '@/navigation'
import type { Attachment } from '@/services/api/types'
import { useStores } from '@/stores'
import { AttachmentDownloads } from '@/stores/attachments'
import { toast } from '@/platform/toast'
import { deliverAttachment } from './deliver'
import { fileKind, formatFileSize, normalExtension } from './file-kind'
import { ATTACHMENTS_TEXT } from './text'
import './index.scss'

export { ATTACHMENTS_TEXT } from './text'
export { fileKind, formatFileSize } from './file-kind'

/** The type mark: a small square coloured by kind, labelled with the extension (文件 when there is none). */
function FileIcon({ extension }: { extension: string }) {
  const ext = normalExtension(extension)
  return (
    <View className={`file-icon file-icon--${fileKind(extension)}`} data-kind={fileKind(extension)}>
      <Text className="file-icon__label">
        {ext && ext.length <= 4 ? ext.toUpperCase() : ATTACHMENTS_TEXT.otherLabel}
      </Text>
    </View>
  )
}

/**
 * A course's attachments (course detail 课件, the player's 课件, 课件中心): a type mark, name, size and 下载.
 * Downloading needs a login and the course; the link is asked for at the tap (stores/attachments.ts: the v3 link
 * of a newer server is single use), then handed over by where the app runs (./deliver.h5.ts, ./deliver.weapp.ts):
 * - a phone browser: the download address opens in a new tab (platform.openDownload), so the course page stays;
 * - WeChat's browser cannot download files: the link is copied, to open in another browser;
 * - the mini-program opens PDF and Office files in WeChat's viewer; other files (and a failed opening) get the
 *   link copied and a dialog that says why.
 * A refusal (请购买课程, 当前附件不支持下载, 请稍后再试) is the server's own words, told by the HTTP layer.
 */
export const CourseAttachments = observer(function CourseAttachments({
  courseId,
  attachments,
  bought,
  onNotBought,
}: {
  /** The course the attachments belong to (the v3 link names it). */
  courseId: number
  attachments: Attachment[]
  /** The learner may download (bought, free, VIP: the detail's `isBuy`). */
  bought: boolean
  /**
   * 下载 by a logged-in learner who has not bought the course. Without it: a 请购买课程 toast (the course page,
   * where buying is at hand); 课件中心 passes its own, which offers the course page.
   */
  onNotBought?: () => void
}) {
  const root = useStores()
  const [downloads] = useState(() => new AttachmentDownloads(root))

  const download = async (attachment: Attachment) => {
    const outcome = await downloads.request(courseId, attachment, bought)
    if (outcome.kind === 'login') requireLogin()
    else if (outcome.kind === 'not-bought') {
      if (onNotBought) onNotBought()
      else toast(ATTACHMENTS_TEXT.buyFirst)
    } else if (outcome.kind === 'link') {
      await deliverAttachment(outcome.link, attachment, () => downloads.another(courseId, attachment))
    }
  }

  if (attachments.length === 0) {
    return (
      <View className="course-attachments__empty" data-testid="attachments-empty">
        <Order className="course-attachments__empty-icon" size={48} />
        <Text className="course-attachments__empty-text">{ATTACHMENTS_TEXT.empty}</Text>
      </View>
    )
  }

  return (
    <View className="course-attachments">
      {attachments.map((attachment) => (
        <View key={attachment.id} className="course-attachments__item" id={`attachment-${attachment.id}`}>
          <FileIcon extension={attachment.extension} />
          <View className="course-attachments__info">
            <Text className="course-attachments__name">{attachment.name}</Text>
            <Text className="course-attachments__size">{formatFileSize(attachment.size)}</Text>
          </View>
          <Button
            id={`attachment-download-${attachment.id}`}
            className="course-attachments__download"
            size="small"
            fill="outline"
            type="primary"
            loading={downloads.busy(attachment.id)}
            onClick={() => void download(attachment)}
          >
            {ATTACHMENTS_TEXT.download}
          </Button>
        </View>
      ))}
    </View>
  )
})
