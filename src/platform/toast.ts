import { platform } from '@/platform'

const TOAST_DURATION_MS = 2000

/** A centred text toast for 2000 ms. */
export function toast(message: string): void {
  if (!message) return
  platform.showToast(message, TOAST_DURATION_MS)
}
