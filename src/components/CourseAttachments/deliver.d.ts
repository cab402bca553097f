// Type source for ./deliver: the build (and Jest) picks deliver.h5.ts or deliver.weapp.ts by TARO_ENV.
import type { Attachment } from '@/services/api/types'

/**
 * Hands a downloadable attachment (its address carries the token) to the learner, the way the platform can:
 * H5 a new tab, or the link copied inside WeChat's browser; the mini-program opens PDF and Office files
 * (downloadFile + openDocument) and copies the link for anything else or when opening fails.
 */
export declare function deliverAttachment(url: string, attachment: Attachment): Promise<void>
