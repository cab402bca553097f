import type { KeyValueStorage } from '@/platform'
import type { AgreementStatus } from '@/services/api/types'
import { STORAGE_KEYS } from '@/services/credentials'
import { serverNow } from '@/utils/server-clock'

/** Where the device remembers the agreements each learner agreed to that the server did not record. */
export const AGREEMENT_MEMORY_KEY = STORAGE_KEYS.agreementMemory

/** How long an 同意 the server did not record keeps the dialog away: 30 days (docs/decisions.md). */
export const AGREEMENT_MEMORY_MS = 30 * 24 * 60 * 60 * 1000

export type AgreementKind = keyof AgreementStatus

const KINDS: readonly AgreementKind[] = ['user', 'privacy']

/** Per learner id, per kind: until when an unrecorded 同意 stands (milliseconds since 1970, the server's clock). */
type Saved = Record<string, Partial<Record<AgreementKind, number>>>

/**
 * The agreements a learner agreed to on this device although the server kept them unagreed. MeEdu records a
 * consent only for an active version: on a server with no 用户协议 or 隐私政策 published, 同意 records nothing and
 * the flag stays false (samples v4.9.30/40, 40b), so a dialog shown whenever a flag is false would come back
 * after every 同意, as in MeEdu's own H5. So:
 *
 * - after an 同意 that leaves a flag false, that flag is not asked about again for 30 days, for that learner on
 *   this device (kept in storage, so a reload or a new visit does not ask again);
 * - once the server says a flag is true, the memory of it goes: a later false is a new version the learner has
 *   not agreed to, and it is asked for at once (sample v4.9.30/40f);
 * - after 30 days it is asked again, once: the only way an agreement first published after that 同意 is ever put
 *   to the learner (the server gives no other sign of it).
 */
export class AgreementMemory {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number = serverNow
  ) {}

  /** The kinds this learner must still be asked about, given what the server says now. */
  due(userId: number, status: AgreementStatus): AgreementKind[] {
    const remembered = this.read()[String(userId)] ?? {}
    const now = this.now()
    return KINDS.filter((kind) => !status[kind] && !((remembered[kind] ?? 0) > now))
  }

  /**
   * What the server says now: a flag that is true ends what was remembered for it. Called with every member
   * detail (a true flag may come from an 同意 on another device).
   */
  observe(userId: number, status: AgreementStatus): void {
    const saved = this.read()
    const remembered = saved[String(userId)]
    if (!remembered || !KINDS.some((kind) => status[kind] && remembered[kind] !== undefined)) return
    for (const kind of KINDS) if (status[kind]) delete remembered[kind]
    if (Object.keys(remembered).length === 0) delete saved[String(userId)]
    this.write(saved)
  }

  /** The learner agreed and the server still says these flags are false: do not ask about them for a while. */
  agreedUnrecorded(userId: number, status: AgreementStatus): void {
    const kinds = KINDS.filter((kind) => !status[kind])
    if (kinds.length === 0) return
    const saved = this.read()
    const remembered = { ...(saved[String(userId)] ?? {}) }
    const until = this.now() + AGREEMENT_MEMORY_MS
    for (const kind of kinds) remembered[kind] = until
    saved[String(userId)] = remembered
    this.write(saved)
  }

  private read(): Saved {
    try {
      const value: unknown = JSON.parse(this.storage.get(AGREEMENT_MEMORY_KEY) ?? '{}')
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return {}
      const saved: Saved = {}
      for (const [user, entry] of Object.entries(value as Record<string, unknown>)) {
        if (entry === null || typeof entry !== 'object') continue
        const kinds: Partial<Record<AgreementKind, number>> = {}
        for (const kind of KINDS) {
          const until = (entry as Record<string, unknown>)[kind]
          if (typeof until === 'number' && Number.isFinite(until)) kinds[kind] = until
        }
        if (Object.keys(kinds).length > 0) saved[user] = kinds
      }
      return saved
    } catch {
      return {}
    }
  }

  private write(saved: Saved): void {
    this.storage.set(AGREEMENT_MEMORY_KEY, JSON.stringify(saved))
  }
}
