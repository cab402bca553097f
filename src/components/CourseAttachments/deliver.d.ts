// Type source for ./deliver: the build (and Jest) picks deliver.h5.ts or deliver.weapp.ts by TARO_ENV.
import type { Attachment } from '@/services/api/types'
import type { AttachmentLink } from '@/stores/attachments'

/**
 * Hands a downloadable attachment to the learner, the way the platform can: H5 a new tab, or the link copied inside
 * WeChat's browser; the mini-program opens PDF and Office files (downloadFile + openDocument) and copies the link
 * for anything else or when opening fails. The words say what the link is: one carrying the login (never to be
 * shared) or a single-use link valid for an hour. `another` asks for a fresh link when the first may be spent (the
 * mini-program downloaded it, then could not open the file).
 */
export declare function deliverAttachment(
  link: AttachmentLink,
  attachment: Attachment,
  another: () => Promise<AttachmentLink | null>
): Promise<void>
