import type { KeyValueStorage } from './types'

/**
 * Storage that never throws and never loses a value for the rest of the visit. Each write goes to the durable
 * storage first (localStorage, sessionStorage, wx storage); when that refuses it (private mode, a full quota,
 * a full mini-program storage) the value is kept in memory instead, and reads see it as if stored. Memory is
 * read first, so a value kept there wins over an older one the durable storage still holds; a later write
 * that the durable storage accepts takes the key back out of memory.
 */
export function resilientStorage(
  durable: KeyValueStorage,
  onRefused: (error: unknown) => void
): KeyValueStorage {
  /** Values the durable storage refused; `null` marks a key removed in memory that it may still hold. */
  const overlay = new Map<string, string | null>()
  return {
    get: (key) => {
      if (overlay.has(key)) return overlay.get(key) ?? null
      try {
        return durable.get(key)
      } catch {
        return null
      }
    },
    set: (key, value) => {
      try {
        durable.set(key, value)
        overlay.delete(key)
      } catch (error) {
        overlay.set(key, value)
        onRefused(error)
      }
    },
    remove: (key) => {
      try {
        durable.remove(key)
        overlay.delete(key)
      } catch {
        overlay.set(key, null)
      }
    },
  }
}

/**
 * The first refused write of the visit, told once: to the listeners present then, and to a listener that
 * comes later (the app wires its notice after the first stores are made).
 */
export function refusalNotice() {
  let refused = false
  const listeners = new Set<() => void>()
  return {
    report: (error: unknown) => {
      if (refused) return
      refused = true
      console.warn('存储写入失败，数据只保留到页面关闭', error)
      for (const listener of [...listeners]) listener()
    },
    listen: (listener: () => void): (() => void) => {
      if (refused) {
        listener()
        return () => undefined
      }
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
