/** Types of config/api-url-guard.js (CommonJS, read by config/index.ts and the unit test). */
export type BuildEnv = Record<string, string | undefined>
export function isLoopbackUrl(value: string): boolean
export function loopbackApiProblem(env: BuildEnv): string | null
export function stopOnLoopbackApi(
  env?: BuildEnv,
  options?: { print?: (message: string) => void; exit?: (code: number) => void }
): void
