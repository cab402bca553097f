import { makeAutoObservable, runInAction } from 'mobx'

/**
 * Keeps a sending action from running twice: while one run is in flight, another `run()` does nothing and
 * resolves `undefined`. `running` is observable, for a button's loading state. With a key (`run(fn, id)`), each
 * key is its own single flight (one mark-as-read per message, say).
 */
export class Task {
  private readonly inFlight = new Set<string>()

  constructor() {
    makeAutoObservable<Task, 'inFlight'>(this, { inFlight: true })
  }

  /** Something is in flight (for `key`, or for any key when none is given). */
  isRunning(key?: string | number): boolean {
    return key === undefined ? this.inFlight.size > 0 : this.inFlight.has(String(key))
  }

  get running(): boolean {
    return this.isRunning()
  }

  async run<T>(action: () => Promise<T>, key: string | number = ''): Promise<T | undefined> {
    const id = String(key)
    if (this.inFlight.has(id)) return undefined
    this.inFlight.add(id)
    try {
      return await action()
    } finally {
      runInAction(() => this.inFlight.delete(id))
    }
  }
}
