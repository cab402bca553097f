import type { RootStore } from './root-store'

/** 个人中心 (/member): what the page reloads on pull-to-refresh. Who is shown comes from the session. */
export class MemberCentreScreen {
  constructor(private readonly root: RootStore) {}

  /**
   * Pull-to-refresh: the member detail and the unread count, side by side. Resolves when both are in (or failed),
   * so the page can stop the spinner; a failure keeps what the page showed (the HTTP layer says why). A visitor
   * has nothing to reload.
   */
  async refresh(): Promise<void> {
    if (!this.root.session.loggedIn) return
    await Promise.all([
      this.root.session.reloadMember().catch(() => undefined),
      this.root.messages.refreshUnreadCount(),
    ])
  }
}
