// Type source for `@/platform/leave-guard`. The build (and Jest, through moduleFileExtensions) picks
// leave-guard.h5.ts or leave-guard.weapp.ts by TARO_ENV.

/**
 * Ask before the learner leaves the current page by the platform's own back (the mini-program's native back
 * button and gesture: WeChat's alert before unload). Returns the release. H5: nothing (the app's back header asks
 * itself; a browser `beforeunload` prompt would also stop the reload that resumes an attempt).
 */
export declare function guardLeaving(message: string): () => void
