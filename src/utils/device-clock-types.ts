/** The device's two clocks, as the server clock (utils/server-clock) reads them. */
export interface DeviceClock {
  /** The device's wall clock, epoch ms: it may be hours off, and it jumps when the learner sets it. */
  wall(): number
  /** Milliseconds from a fixed origin, for measuring how long passed; unaffected by setting the wall clock. */
  steady(): number
  /**
   * `steady()` is a true monotonic clock. False where the engine has none (it is then the wall clock that
   * never steps back): the server clock confirms the time with the server before anything irreversible.
   */
  readonly monotonic: boolean
}
