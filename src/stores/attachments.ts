import { getAttachmentLink, type AttachmentLink } from '@/services/api/course'
import type { Attachment } from '@/services/api/types'
import type { RootStore } from './root-store'
import { Task } from './task'

export type { AttachmentLink }

/** What a tap on 下载 leads to. */
export type AttachmentOutcome =
  /** Nobody is logged in: the login page first. */
  | { kind: 'login' }
  /** The learner may not download from this course (the detail's `isBuy`): the caller says what to do. */
  | { kind: 'not-bought' }
  /** The link to hand over, fresh (the newer ones are single use). */
  | { kind: 'link'; link: AttachmentLink }
  /** The server refused (请购买课程, 当前附件不支持下载, 请稍后再试…) and said so; or a tap while one is on its way. */
  | { kind: 'none' }

/**
 * The 下载 buttons of one list of attachments (a course's 课件, 课件中心's cards): each asks for its link at the
 * tap (api/course.ts `getAttachmentLink`: the v3 link on a newer server, the v2 address with the token on
 * 4.9.10), one at a time per attachment.
 */
export class AttachmentDownloads {
  private readonly asking = new Task()

  constructor(private readonly root: RootStore) {}

  /** 下载 is on its way for this attachment. */
  busy(attachmentId: number): boolean {
    return this.asking.isRunning(attachmentId)
  }

  /** A link for `attachment` of course `courseId`, when the learner may have one. */
  async request(courseId: number, attachment: Attachment, bought: boolean): Promise<AttachmentOutcome> {
    if (!this.root.session.loggedIn) return { kind: 'login' }
    if (!bought) return { kind: 'not-bought' }
    const outcome = await this.asking.run(async (): Promise<AttachmentOutcome> => {
      try {
        const link = await getAttachmentLink(this.root.config.config.url, courseId, attachment.id)
        // No link: the older way found no token (a logout since the tap).
        if (link) return { kind: 'link', link }
        return this.root.session.loggedIn ? { kind: 'none' } : { kind: 'login' }
      } catch {
        return { kind: 'none' }
      }
    }, attachment.id)
    return outcome ?? { kind: 'none' }
  }

  /**
   * Another link for the same attachment, when the first may be spent (the mini-program downloaded it, then could
   * not open the file: a v3 link works once). Null when none could be had (told).
   */
  async another(courseId: number, attachment: Attachment): Promise<AttachmentLink | null> {
    try {
      return await getAttachmentLink(this.root.config.config.url, courseId, attachment.id)
    } catch {
      return null
    }
  }
}
