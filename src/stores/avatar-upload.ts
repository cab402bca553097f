import { makeAutoObservable, runInAction } from 'mobx'
import { imagePlatform, type ImagePlatform } from '@/platform/image'
import { uploadAvatar } from '@/services/api/avatar'
import { prepareAvatar, type AvatarProblem, type PickedImage } from '@/utils/avatar-image'
import { Task } from './task'

/** Where a new avatar is: nothing going on, being checked and compressed, or going up. */
export type AvatarPhase = 'idle' | 'preparing' | 'uploading'

export type AvatarOutcome =
  /** The learner closed the picker. */
  | { kind: 'cancelled' }
  /** One is already on its way: this tap did nothing. */
  | { kind: 'busy' }
  /** The file cannot be the avatar (wrong type, too big even compressed, unreadable); nothing was sent. */
  | { kind: 'refused'; problem: AvatarProblem }
  /** The server has the new avatar, and the member detail was asked for again. */
  | { kind: 'uploaded' }
  /** The upload failed; the HTTP layer told the learner why. The old avatar stays. */
  | { kind: 'failed' }

/**
 * A new avatar: choose, check and compress (utils/avatar-image.ts), upload with progress, then `afterUpload`
 * (the member detail again, so the new picture shows everywhere). One at a time: a tap while one is being
 * prepared or sent does nothing. The picker itself is not held: a browser that never says "cancelled" must not
 * leave the avatar untappable.
 */
export class AvatarUpload {
  phase: AvatarPhase = 'idle'
  /** 0–100 while uploading. */
  progress = 0
  private readonly sending = new Task()

  constructor(
    private readonly afterUpload: () => Promise<void>,
    private readonly images: ImagePlatform = imagePlatform
  ) {
    makeAutoObservable<AvatarUpload, 'afterUpload' | 'images' | 'sending'>(this, {
      afterUpload: false,
      images: false,
      sending: false,
    })
  }

  get busy(): boolean {
    return this.sending.running
  }

  async chooseAndUpload(): Promise<AvatarOutcome> {
    if (this.sending.running) return { kind: 'busy' }
    const chosen = await this.images.choose()
    if (chosen.kind === 'cancelled') return { kind: 'cancelled' }
    if (chosen.kind === 'unreadable') return { kind: 'refused', problem: 'unreadable' }
    const outcome = await this.sending.run(() => this.send(chosen.image))
    if (outcome) return outcome
    this.images.forget(chosen.image)
    return { kind: 'busy' }
  }

  private async send(picked: PickedImage): Promise<AvatarOutcome> {
    this.setPhase('preparing')
    try {
      const prepared = await prepareAvatar(picked, this.images.codec)
      if (prepared.kind === 'refused') return { kind: 'refused', problem: prepared.problem }
      const { file } = prepared
      this.setPhase('uploading')
      try {
        await uploadAvatar({ filePath: file.path, fileName: file.fileName }, (percent) =>
          runInAction(() => {
            this.progress = Math.max(this.progress, Math.round(percent))
          })
        )
      } catch {
        return { kind: 'failed' }
      } finally {
        if (file.made) this.images.codec.release(file.path)
      }
      // The upload is done whatever this answers (a failure was told by the HTTP layer).
      await this.afterUpload().catch(() => undefined)
      return { kind: 'uploaded' }
    } finally {
      this.images.forget(picked)
      this.setPhase('idle')
    }
  }

  private setPhase(phase: AvatarPhase): void {
    this.phase = phase
    this.progress = 0
  }
}
