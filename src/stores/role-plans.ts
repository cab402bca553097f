import { makeAutoObservable } from 'mobx'
import { getRoles } from '@/services/api/order'
import type { Role } from '@/services/api/types'
import { centsToText, yuanToCents } from '@/utils/money'
import { Resource } from './resource'
import type { RootStore } from './root-store'

/** The checkout's query for a plan; the page adds the label (VIP会员). */
export interface RoleGoods {
  goods_id: number
  goods_name: string
  goods_charge: string
  goods_type: 'role'
}

/** 购买会员: nothing chosen yet, or the checkout with the chosen plan. */
export type RoleBuyOutcome = { kind: 'none-selected' } | { kind: 'checkout'; goods: RoleGoods }

/**
 * /role VIP会员: the plans (the page's primary resource), the chosen one, and the learner's own plan, asked for
 * again every time the page shows (a plan bought a moment ago shows at once).
 */
export class RolePlansScreen {
  readonly roles = new Resource<Role[]>(() => getRoles({ primary: true }))
  selectedId: number | null = null

  constructor(private readonly root: RootStore) {
    makeAutoObservable<RolePlansScreen, 'root'>(this, {
      root: false,
      roles: false,
    })
  }

  /** The plans once. */
  open(): Promise<void> {
    return this.roles.load()
  }

  /** The page shows (first time or again): the learner's plan may have changed, so the member is asked for. */
  async refreshMember(): Promise<void> {
    if (!this.root.session.loggedIn) return
    try {
      // Silent: the card keeps what it shows; a 401 still ends the session. The newest answer wins (the session).
      await this.root.session.reloadMember({ silent: true })
    } catch {
      // The card shows the member the app already has.
    }
  }

  select(id: number): void {
    this.selectedId = id
  }

  get selected(): Role | null {
    return this.roles.data?.find((role) => role.id === this.selectedId) ?? null
  }

  buy(): RoleBuyOutcome {
    const role = this.selected
    if (!role) return { kind: 'none-selected' }
    return {
      kind: 'checkout',
      goods: {
        goods_id: role.id,
        goods_name: role.name,
        goods_charge: centsToText(yuanToCents(role.charge) ?? 0),
        goods_type: 'role',
      },
    }
  }
}
