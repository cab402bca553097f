import * as progressQueue from './progress-queue'

/** The mini-program has no chunks to fetch: the queue is in the main package. */
export const loadProgressQueue = () => Promise.resolve(progressQueue)
