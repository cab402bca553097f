/** What differs between the H5 app and the mini-program. Implemented by index.h5.ts and index.weapp.ts. */
export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

export interface AppLocation {
  /** The route path, e.g. `/vod/detail`. */
  path: string
  query: Record<string, string>
}

export interface Platform {
  name: 'h5' | 'weapp'
  /** Long-lived storage (H5: localStorage with plain string values, as MeEdu's own H5 keeps them). */
  storage: KeyValueStorage
  /** Per-session storage (H5: sessionStorage; mini-program: memory for the app's lifetime). */
  session: KeyValueStorage
  /**
   * Called once, when storage first refuses a write (H5: private mode or a full quota; weapp: a full storage),
   * or at once if it already has. The visit goes on: refused values are kept in memory until the app closes.
   * Returns the unsubscribe.
   */
  onStorageRefused(handler: () => void): () => void
  /** A phone or tablet browser (always true in the mini-program). */
  isMobile(): boolean
  /** WeChat's in-app browser (H5 only; the mini-program is not a browser). */
  isWechatBrowser(): boolean
  /** The H5 header is drawn by the app; the mini-program uses its native navigation bar. */
  drawsOwnHeader: boolean
  /** Social login is a browser redirect: only possible in H5. */
  supportsSocialLogin: boolean
  /** Where the learner is now (route path and query), as the address bar or the page stack says. */
  currentLocation(): AppLocation
  /**
   * Open a page (a Taro page URL) on top of the current one. Near a limited stack's end (2 pages short of the
   * mini-program's 10) it replaces the current page instead, so the learner can always go on.
   */
  pushPage(url: string): void
  /** How many entries the back header can count on (H5: browser history; weapp: page stack + 1). */
  historyLength(): number
  /**
   * Absolute address of an in-app path, for return URLs a server redirects the browser to
   * (H5: `https://host/app/#/auth/faceSuccess`; weapp: '' as nothing can return there).
   */
  appUrl(target: string): string
  /** One step back (H5: browser history, which survives a reload; weapp: the page stack). */
  goBack(): void
  /** Leave the app for an external address (H5: same tab; weapp: the web-view page, pushed like any page). */
  openExternal(url: string): void
  /**
   * Hand a file's address to the browser to download (H5: a new tab, falling back to this one when a popup is
   * refused, so the app page survives a PDF the browser shows instead of saving). False where no browser can
   * take it (the mini-program): the caller offers the link instead.
   */
  openDownload(url: string): boolean
  /** Drop query parameters from the visible address without a navigation (H5 hash query; weapp: no-op). */
  removeQueryParams(keys: readonly string[]): void
  /**
   * Set query parameters in the visible address without a navigation, so a reload keeps them (H5: the hash
   * query, replacing the history entry; weapp: no-op, a mini-program has no address to keep).
   */
  setQueryParams(params: Record<string, string>): void
  /**
   * Reload from scratch: the current page, or `target` (an in-app path with its query) in its place (H5: the
   * address is replaced, then reloaded; weapp: relaunched there).
   */
  reload(target?: string): void
  /**
   * Resolves once the router has shown its first page (H5: a navigation before that is lost, as Taro can
   * only replace a page that has loaded; weapp: at once).
   */
  whenRouterReady(): Promise<void>
  /** A centred text toast that survives the page change it may come with (H5 hides toasts on navigation). */
  showToast(message: string, durationMs: number): void
  /** Called with the unknown path when the router cannot find a page (H5 only). */
  onPageNotFound(handler: (path: string) => void): void
  /**
   * The learner leaves without closing the page: H5 the tab is hidden or the page is being unloaded (reload,
   * close); weapp the app goes to the background. Returns the unsubscribe.
   */
  onBackground(handler: () => void): () => void
  /** The network came back (H5: the browser's `online` event; weapp: network status connected). */
  onReconnect(handler: () => void): () => void
}
