/** H5: the progress queue's code is a chunk of its own, fetched when a learner plays or has reports waiting. */
export const loadProgressQueue = () => import('./progress-queue')
