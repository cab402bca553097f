import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import { observer } from 'mobx-react-lite'
import { platform } from '@/platform'
import { currentAddress, loginAddress, navigateToAddress } from '@/navigation'
import { attachmentDownloadUrl } from '@/services/api/course'
import type { Attachment } from '@/services/api/types'
import { useStores } from '@/stores'
import { toast } from '@/utils/toast'
import './index.scss'

export const ATTACHMENTS_TEXT = {
  download: '下载',
  empty: '暂无课件',
  buyFirst: '请购买课程',
  copied: '链接已复制，请使用浏览器下载',
  copyFailed: '链接复制失败，请稍后重试',
  miniProgramTitle: '下载课件',
  miniProgramHow: '小程序内无法直接下载文件。下载链接已复制，请粘贴到手机浏览器中打开即可下载。',
  understood: '知道了',
} as const

/** Bytes as KB under 1 MB, else MB (1.5KB, 2.25MB). */
export function formatFileSize(bytes: number): string {
  const KB = 1024
  const MB = KB * 1024
  const round = (value: number, digits: number) => String(Number(value.toFixed(digits)))
  if (!Number.isFinite(bytes) || bytes <= 0) return '0KB'
  if (bytes < MB) return `${round(Math.max(bytes / KB, 0.1), 1)}KB`
  return `${round(bytes / MB, 2)}MB`
}

async function copyLink(url: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: url })
    return true
  } catch {
    toast(ATTACHMENTS_TEXT.copyFailed)
    return false
  }
}

/**
 * A course's attachments (course detail 课件, the player's 课件): name, size, extension and 下载. Downloading
 * needs a login and the course; then, by where the app runs:
 * - a phone browser: the download address opens in a new tab (platform.openDownload), so the course page stays;
 * - WeChat's browser cannot download files: the link is copied, to open in another browser;
 * - the mini-program cannot hand a file to the learner either: the link is copied and a dialog explains it.
 */
export const CourseAttachments = observer(function CourseAttachments({
  attachments,
  bought,
}: {
  attachments: Attachment[]
  /** The learner may download (bought, free, VIP: the detail's `isBuy`). */
  bought: boolean
}) {
  const { session, config } = useStores()

  const download = (attachment: Attachment) => {
    const token = session.token
    if (!token) {
      navigateToAddress(loginAddress(currentAddress()))
      return
    }
    if (!bought) {
      toast(ATTACHMENTS_TEXT.buyFirst)
      return
    }
    const url = attachmentDownloadUrl(config.config.url, attachment.id, token)
    if (platform.isWechatBrowser()) {
      void copyLink(url).then((copied) => {
        if (copied) toast(ATTACHMENTS_TEXT.copied)
      })
      return
    }
    if (platform.openDownload(url)) return
    void copyLink(url).then((copied) => {
      if (!copied) return
      void Taro.showModal({
        title: ATTACHMENTS_TEXT.miniProgramTitle,
        content: ATTACHMENTS_TEXT.miniProgramHow,
        showCancel: false,
        confirmText: ATTACHMENTS_TEXT.understood,
      })
    })
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
          <View className="course-attachments__info">
            <Text className="course-attachments__name">{attachment.name}</Text>
            <View className="course-attachments__meta">
              {attachment.extension ? (
                <Text className="course-attachments__ext">{attachment.extension.toUpperCase()}</Text>
              ) : null}
              <Text className="course-attachments__size">{formatFileSize(attachment.size)}</Text>
            </View>
          </View>
          <Button
            id={`attachment-download-${attachment.id}`}
            className="course-attachments__download"
            size="small"
            fill="outline"
            type="primary"
            onClick={() => download(attachment)}
          >
            {ATTACHMENTS_TEXT.download}
          </Button>
        </View>
      ))}
    </View>
  )
})
