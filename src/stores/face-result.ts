import { makeAutoObservable, runInAction } from 'mobx'
import { queryFaceVerify } from '@/services/api/auth'
import { credentials } from '@/services/credentials'
import type { RootStore } from './root-store'

type FaceResultState = 'checking' | 'verified' | 'unverified' | 'failed' | 'logged-out'

/** /auth/faceSuccess: asks the server how the face verification ended and shows the verified identity. */
export class FaceResultScreen {
  state: FaceResultState = 'checking'

  constructor(private readonly root: RootStore) {
    makeAutoObservable<FaceResultScreen, 'root'>(this, { root: false })
  }

  /** Resolves true when this check is the one that confirmed the verification (the page says so once). */
  async check(): Promise<boolean> {
    if (!this.root.session.loggedIn) {
      this.state = 'logged-out'
      return false
    }
    const { bizToken, ruleId } = credentials.getFaceVerify()
    if (!bizToken || !ruleId) {
      this.state = this.root.session.user?.is_face_verify ? 'verified' : 'unverified'
      return false
    }
    this.state = 'checking'
    try {
      // A failed check comes back as a malformed envelope ({code: {status: 5}}): silent, it means "not yet".
      const result = await queryFaceVerify({ biz_token: bizToken, rule_id: ruleId }, { silent: true })
      if (!result.verified) throw new Error('not verified')
      await this.root.session.reloadMember()
      credentials.clearFaceVerify()
      runInAction(() => {
        this.state = 'verified'
      })
      return true
    } catch {
      runInAction(() => {
        this.state = 'failed'
      })
      return false
    }
  }
}
