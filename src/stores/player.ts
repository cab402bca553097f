import { makeAutoObservable, runInAction } from 'mobx'
import { getPlayInfo, getVideoDetail, type PlayInfo } from '@/services/api/video'
import { getCourseDetail } from '@/services/api/course'
import type { Attachment, Member, PlayUrl, Video, VideoDetail } from '@/services/api/types'
import type { SystemConfig } from './config-store'
import type { SessionStore } from './session-store'
import { Resource } from './resource'
import { CommentThread, commentBox, type CommentBox } from './comment-thread'
import { playSource, type Source } from './play-source'
import { readPositiveId } from '@/utils/url'

/** What the player needs of the progress queue (RootStore.progress): reports, and what is still waiting. */
export interface ProgressReporter {
  /** Resolves when the queue can be asked (RootStore's is loaded on demand); the player waits for it. */
  ready(): Promise<unknown>
  seed(videoId: number, watchSeconds: number): void
  report(videoId: number, position: number): void
  pendingPosition(videoId: number): number | null
  readonly failing: boolean
}

/** What the player reads of the app: the config (`player`), the learner, the progress queue. */
export interface PlayerRoot {
  config: { config: Pick<SystemConfig, 'player' | 'h5_url'> }
  session: Pick<SessionStore, 'user' | 'loggedIn'>
  progress: ProgressReporter
}

/** A report goes out every time the position has advanced this far since the last one (MeEdu: 10 s). */
export const REPORT_EVERY_SECONDS = 10
/** With `ban_drag`, how much further than the wall clock allows a position may be (events arrive late). */
const DRAG_SLACK_SECONDS = 2
/** The fastest a learner can play (2×): an advance beyond that since the last update is a seek. */
const MAX_PLAYBACK_RATE = 2

/**
 * Who may watch what: the whole video, its first `free_seconds` (trial), or nothing (buy first). Decided by the
 * server's `is_watch` (and its refusal of play addresses), never by the learner's VIP plan: since 4.9.26 a plan
 * opens only the courses marked `is_vip_free`.
 */
export type Access = 'full' | 'trial' | 'buy'

/** What the player component must do after an event: move the playhead back, pause, say why. */
export interface PlayerCommand {
  seek?: number
  pause?: boolean
  /** `ban-drag`: 该视频禁止拖动. */
  notice?: 'ban-drag'
}

/** After the video ended: the trial is over, a next lesson, or the last lesson of the course. */
export type EndState = 'trial' | 'next' | 'last'

export interface Marquee {
  text: string
  size: number
  /** The server's colour, or null for the default (MeEdu: red). */
  color: string | null
  opacity: number
}

/** The course as the checkout page takes it (the label is the page's words). */
export interface CourseGoods {
  goods_id: number
  goods_name: string
  goods_charge: number
  goods_type: 'vod'
  goods_thumb: string
}

/** A seek to make when the source has loaded; `resume`: to the saved position (the learner is told). */
export interface PendingSeek {
  position: number
  resume: boolean
}

const NO_COMMAND: PlayerCommand = {}
type PlaybackFacts = 'position' | 'furthest' | 'lastReported' | 'lastTimeAt' | 'afterPause' | 'mediaDuration'

/** The bullet-secret text: `${mobile}`, `${user.mobile}` and `${user.id}` filled in from the learner. */
export function fillBulletText(template: string, user: Member | null): string {
  const mobile = user?.mobile ?? ''
  return template
    .split('${user.mobile}')
    .join(mobile)
    .split('${mobile}')
    .join(mobile)
    .split('${user.id}')
    .join(user ? String(user.id) : '')
}

/**
 * The player page (`/vod/video?id=`): the video and its play addresses, who may watch how much, and the
 * reporting cadence of the watched position (the progress queue does the sending, storing and resending).
 *
 * The player component hands every playback event here (`onTime`, `onPause`, `onEnded`, `onHide`) and carries
 * out the command it gets back (seek back for `ban_drag` and the trial cap, pause at the trial's end). The
 * store never touches the player itself, so every rule is testable without one.
 */
export class PlayerScreen {
  /** The id from the address; 0 when it is not a positive whole number. */
  readonly videoId: number
  readonly detail: Resource<VideoDetail>
  readonly playInfo: Resource<PlayInfo>
  /** The course's attachments (课件 tab), loaded when first asked for. */
  readonly course: Resource<{ attach: Attachment[]; isBuy: boolean }>
  /** The video's comments (评论 tab); posting only when the learner may watch. */
  readonly comments: CommentThread
  /** Index into the play addresses (the quality list). */
  quality = 0
  ended = false
  trialEnded = false
  /** Where the playhead must go once the (new) source has loaded: the resume point, or the position kept across
   * a quality switch. Taken once by the component. */
  pendingSeek: PendingSeek | null = null

  // Playback facts that change several times a second: not observable, nothing on screen follows them.
  private position = 0
  private furthest = 0
  private lastReported = 0
  private lastTimeAt: number | null = null
  // Paused: the next update reports the true position (Taro's H5 throttles timeupdate; 'pause' has no position).
  private afterPause = false
  /** The media's own length, as the player found it (0: not known yet). */
  private mediaDuration = 0

  constructor(
    private readonly root: PlayerRoot,
    videoId: unknown,
    private readonly now: () => number = Date.now
  ) {
    this.videoId = readPositiveId(videoId) ?? 0
    this.detail = new Resource(() => getVideoDetail(this.videoId))
    this.playInfo = new Resource(() => getPlayInfo(this.videoId, this.access === 'trial'))
    this.course = new Resource(async () => {
      const data = await getCourseDetail(this.courseId, { primary: false, silent: true })
      return { attach: data.attach, isBuy: data.isBuy }
    })
    this.comments = new CommentThread({ kind: 'video', id: this.videoId })
    makeAutoObservable<PlayerScreen, 'root' | 'now' | PlaybackFacts>(this, {
      root: false,
      now: false,
      detail: false,
      playInfo: false,
      course: false,
      comments: false,
      position: false,
      furthest: false,
      lastReported: false,
      lastTimeAt: false,
      afterPause: false,
      mediaDuration: false,
    })
  }

  /** An id that is not a positive whole number: the page shows the error page and asks nothing. */
  get invalid(): boolean {
    return this.videoId === 0
  }

  /** Load the video; then seed the queue with the saved position and ask for play addresses if allowed. */
  async load(): Promise<void> {
    if (this.invalid) return
    // The queue knows positions not acknowledged yet (the resume point); it loads while the video does.
    await Promise.all([this.detail.load(), this.root.progress.ready().catch(() => undefined)])
    const data = this.detail.data
    if (!data) return
    this.root.progress.seed(this.videoId, data.video_watched_progress[this.videoId]?.watch_seconds ?? 0)
    const { saved, resume } = this.startingPoint(data)
    runInAction(() => {
      this.resumeAt = resume
      this.position = resume
      // ban_drag: the learner may move freely within what they have already watched.
      this.furthest = saved
      this.lastReported = resume
      this.pendingSeek = resume > 0 ? { position: resume, resume: true } : null
    })
    if (this.access !== 'buy') await this.playInfo.load()
  }

  /** Ask for the play addresses again (after a failure). */
  retryPlayInfo(): Promise<void> {
    return this.playInfo.reload()
  }

  loadCourse(): Promise<void> {
    if (!this.detail.data || !this.courseId) return Promise.resolve()
    return this.course.load()
  }

  // ---- what the screen shows -------------------------------------------------------------------------------

  get video(): Video | null {
    return this.detail.data?.video ?? null
  }

  get courseId(): number {
    const data = this.detail.data
    return data ? data.course.id || data.video.course_id : 0
  }

  get title(): string {
    return this.detail.data?.course.title ?? ''
  }

  get access(): Access {
    const data = this.detail.data
    // The server refused the play addresses (请购买后观看): whatever the detail said, buying comes first.
    if (this.playInfo.data?.kind === 'refused') return 'buy'
    if (!data || data.is_watch) return 'full'
    return data.video.free_seconds > 0 ? 'trial' : 'buy'
  }

  /** Whether the learner may watch the whole course (else the bottom bar offers the ways to get it). */
  get canWatch(): boolean {
    return (this.detail.data?.is_watch ?? false) && this.access !== 'buy'
  }

  /** A VIP plan opens this course: VIP会员免费看 is offered (never for a course a plan does not open). */
  get vipFree(): boolean {
    return this.detail.data?.vipFree ?? false
  }

  /** The course has a price: 购买课程 is offered (a course that is free or priced 0 cannot be ordered). */
  get purchasable(): boolean {
    const course = this.detail.data?.course
    return !!course && !course.is_free && course.charge > 0
  }

  /** The comment box under the video: logged in, the video watchable (`is_watch`), comments allowed on it. */
  get commentBox(): CommentBox {
    const data = this.detail.data
    return commentBox(this.root.session, {
      entitled: this.canWatch,
      allowed: data?.commentsAllowed ?? true,
    })
  }

  /** Why the play addresses could not be had (the server's words, or the HTTP layer's plain ones); null: no failure. */
  get playInfoFailure(): string | null {
    if (this.playInfo.state !== 'error') return null
    const error = this.playInfo.error
    return error instanceof Error && error.message ? error.message : null
  }

  get freeSeconds(): number {
    return this.access === 'trial' ? (this.video?.free_seconds ?? 0) : 0
  }

  get banDrag(): boolean {
    return this.video?.ban_drag ?? false
  }

  /**
   * Where playback starts: the furthest of the server's saved position and a report of this learner still
   * waiting in the queue (a failure before a reload), when it is past the start and before the last second
   * (the trial's last second for a trial). Fixed when the video loads.
   */
  resumeAt = 0

  private startingPoint(data: VideoDetail): { saved: number; resume: number } {
    const server = data.video_watched_progress[this.videoId]?.watch_seconds ?? 0
    const saved = Math.floor(Math.max(server, this.root.progress.pendingPosition(this.videoId) ?? 0))
    const end = this.access === 'trial' ? data.video.free_seconds : data.video.duration
    const resume = saved <= 0 || (end > 0 && saved >= end - 1) ? 0 : saved
    return { saved, resume }
  }

  get urls(): PlayUrl[] {
    const info = this.playInfo.data
    return info?.kind === 'urls' ? info.urls : []
  }

  get source(): Source {
    return playSource(this.urls[this.quality]?.url ?? this.urls[0]?.url)
  }

  /** The lessons of the course in catalogue order (chapters in order, then videos without a chapter). */
  get lessons(): Video[] {
    return (this.detail.data?.catalogue ?? []).flatMap((group) => group.videos)
  }

  get nextVideo(): Video | null {
    const lessons = this.lessons
    const index = lessons.findIndex((lesson) => lesson.id === this.videoId)
    return index >= 0 ? (lessons[index + 1] ?? null) : null
  }

  get endState(): EndState | null {
    if (this.trialEnded) return 'trial'
    if (!this.ended) return null
    if (this.access === 'trial') return 'trial'
    return this.nextVideo ? 'next' : 'last'
  }

  get marquee(): Marquee | null {
    const { player } = this.root.config.config
    if (!player.enabled_bullet_secret) return null
    const bullet = player.bullet_secret
    const text = fillBulletText(bullet.text || '${mobile}', this.root.session.user).trim()
    if (!text) return null
    const opacity = bullet.opacity > 0 && bullet.opacity <= 1 ? bullet.opacity : 1
    return {
      text,
      size: bullet.size > 0 ? bullet.size : 14,
      color: bullet.color.trim() || null,
      opacity,
    }
  }

  get goods(): CourseGoods | null {
    const data = this.detail.data
    if (!data) return null
    return {
      goods_id: data.course.id,
      goods_name: data.course.title,
      goods_charge: data.course.charge,
      goods_type: 'vod',
      goods_thumb: data.course.thumb,
    }
  }

  // ---- playback events -------------------------------------------------------------------------------------

  /** Switch quality: the new source starts where this one was. */
  selectQuality(index: number): void {
    if (index === this.quality || index < 0 || index >= this.urls.length) return
    this.pendingSeek = this.position > 0 ? { position: this.position, resume: false } : null
    this.quality = index
  }

  /** The component takes the seek it must make once the source has loaded (once). */
  takePendingSeek(): PendingSeek | null {
    const seek = this.pendingSeek
    this.pendingSeek = null
    return seek
  }

  /** The player found the media's length (loadedmetadata, timeupdate). */
  onDuration(duration: number): void {
    if (Number.isFinite(duration) && duration > 0) this.mediaDuration = duration
  }

  /** The playhead moved (every ~250 ms while playing, and after a seek). */
  onTime(currentTime: number, duration?: number): PlayerCommand {
    if (duration !== undefined) this.onDuration(duration)
    if (!Number.isFinite(currentTime) || currentTime < 0) return NO_COMMAND
    const undo = this.undoJump(currentTime)
    if (undo) return undo

    const free = this.freeSeconds
    if (this.access === 'trial' && free > 0 && currentTime >= free) {
      this.position = free
      this.furthest = Math.max(this.furthest, free)
      if (!this.trialEnded) this.report(free)
      this.trialEnded = true
      return currentTime > free + 1 ? { seek: free, pause: true } : { pause: true }
    }

    if (currentTime < this.position - 0.5 && currentTime < this.lastReported) {
      // Went back: the next report is due 10 s from here (the queue ignores what is not beyond the saved one).
      this.lastReported = Math.floor(currentTime)
    }
    this.position = currentTime
    this.furthest = Math.max(this.furthest, currentTime)
    const advance = Math.floor(currentTime) - this.lastReported
    if (advance >= REPORT_EVERY_SECONDS || (this.afterPause && advance > 0)) this.report(currentTime)
    this.afterPause = false
    return NO_COMMAND
  }

  onPlay(): void {
    this.lastTimeAt = this.now()
    this.afterPause = false
    this.ended = false
  }

  onPause(): void {
    this.lastTimeAt = null
    this.report(this.position)
    this.afterPause = true
  }

  /**
   * The video played to its end: report the end, and show what comes next. With `ban_drag`, an end reached by a
   * jump (a seek past the last second) is undone like any other jump ahead.
   *
   * The end reported is at least the video's `duration` as the server knows it: MeEdu marks a video 已看完 only
   * when the reported position reaches that `duration`, and the media's own end, cut to whole seconds, can fall
   * short of it (a 120 s video whose file ends at 119.96 s would be reported at 119 and never finish).
   */
  onEnded(duration?: number): PlayerCommand {
    if (duration !== undefined) this.onDuration(duration)
    // Timeupdates come every 250 ms (of media time × the playback rate): the last one may be seconds short.
    const end = Math.max(this.position, this.mediaDuration)
    const undo = this.undoJump(end)
    if (undo) return undo
    this.position = end
    this.furthest = Math.max(this.furthest, end)
    this.lastTimeAt = null
    this.report(Math.max(end, this.video?.duration ?? 0))
    this.ended = true
    return NO_COMMAND
  }

  /** The page is left or hidden, the app goes to the background: what was watched goes out now. */
  onHide(): void {
    this.lastTimeAt = null
    this.report(this.position)
  }

  dispose(): void {
    this.onHide()
  }

  /**
   * `ban_drag`: a position further than playback could have got since the last update (at up to 2×, plus some
   * slack for late events) is a jump ahead: back to the furthest position reached.
   */
  private undoJump(target: number): PlayerCommand | null {
    const now = this.now()
    const elapsed = this.lastTimeAt === null ? 0 : Math.max(0, now - this.lastTimeAt) / 1000
    this.lastTimeAt = now
    if (!this.banDrag) return null
    const allowed = Math.max(this.furthest, this.position) + elapsed * MAX_PLAYBACK_RATE + DRAG_SLACK_SECONDS
    if (target <= allowed) return null
    this.position = this.furthest
    return { seek: this.furthest, notice: 'ban-drag' }
  }

  private report(position: number): void {
    if (this.invalid || !this.detail.data || this.access === 'buy') return
    const cap = this.access === 'trial' ? this.freeSeconds : Infinity
    const seconds = Math.floor(Math.min(position, cap))
    if (seconds <= 0) return
    this.root.progress.report(this.videoId, seconds)
    this.lastReported = seconds
  }
}
