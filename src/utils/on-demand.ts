/**
 * Code fetched when it is first needed (H5: a chunk of its own, `import('./part')`): fetched once and then at hand
 * (`value`), while a failed fetch is forgotten, so the next `load()` tries again. Shown by components through
 * `useOnDemand` (components/use-on-demand.ts).
 */
export interface OnDemand<T> {
  /** What the fetch gave, once it arrived; null before. */
  readonly value: T | null
  /** Fetches it (once; again after a failure). */
  load(): Promise<T>
}

export function onDemand<T>(fetch: () => Promise<T>): OnDemand<T> {
  let value: T | null = null
  let loading: Promise<T> | null = null
  return {
    get value() {
      return value
    },
    load() {
      loading ??= fetch().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = null
          throw error
        }
      )
      return loading
    },
  }
}
