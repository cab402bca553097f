import { ApiError } from '@/services/http'
import { startFaceVerify } from '@/services/api/auth'
import { credentials } from '@/services/credentials'
import { platform } from '@/platform'
import type { RootStore } from './root-store'

export type FaceStartOutcome =
  /** The provider's address; it returns the learner to /auth/faceSuccess. */
  | { kind: 'started'; url: string }
  /** It could not start; `reason` is the server's message when it sent one. */
  | { kind: 'refused'; reason: string | null }
  /** A second tap while the first one starts: ignored. */
  | { kind: 'busy' }

/** Starts a face verification (立即认证 in the dialog or on the result page). */
export async function startFaceVerification(root: RootStore): Promise<FaceStartOutcome> {
  const outcome = await root.afterLogin.faceStart.run(async (): Promise<FaceStartOutcome> => {
    try {
      // The mini-program cannot be a return address: "PC" asks the server for its own result page.
      const result = await startFaceVerify(platform.appUrl('/auth/faceSuccess') || 'PC')
      credentials.setFaceVerify(result.biz_token, result.rule_id)
      return { kind: 'started', url: result.url }
    } catch (error) {
      return { kind: 'refused', reason: error instanceof ApiError ? error.serverMessage || null : null }
    }
  })
  return outcome ?? { kind: 'busy' }
}
