import { makeAutoObservable, runInAction } from 'mobx'
import { queryFaceVerify } from '@/services/api/auth'
import { getMemberDetail } from '@/services/api/member'
import { credentials } from '@/services/credentials'
import { toast } from '@/utils/toast'
import type { RootStore } from './root-store'

type FaceResultState = 'checking' | 'verified' | 'unverified' | 'failed' | 'logged-out'

/** The toast when the server confirms the verification. */
export const FACE_VERIFIED = '实名认证成功'

/** /auth/faceSuccess: asks the server how the face verification ended and shows the verified identity. */
export class FaceResult {
  state: FaceResultState = 'checking'

  constructor(private readonly root: RootStore) {
    makeAutoObservable<FaceResult, 'root'>(this, { root: false })
  }

  async check(): Promise<void> {
    if (!this.root.session.hasToken) {
      this.state = 'logged-out'
      return
    }
    const { bizToken, ruleId } = credentials.getFaceVerify()
    if (!bizToken || !ruleId) {
      this.state = this.root.session.user?.is_face_verify ? 'verified' : 'unverified'
      return
    }
    this.state = 'checking'
    try {
      // A failed check comes back as a malformed envelope ({code: {status: 5}}): silent, it means "not yet".
      const result = await queryFaceVerify({ biz_token: bizToken, rule_id: ruleId }, { silent: true })
      if (result?.status !== 9) throw new Error('not verified')
      const user = await getMemberDetail()
      credentials.clearFaceVerify()
      runInAction(() => {
        this.root.session.login(user)
        this.state = 'verified'
      })
      toast(FACE_VERIFIED)
    } catch {
      runInAction(() => {
        this.state = 'failed'
      })
    }
  }
}
