/** H5: the app's back header asks (see leave-guard.d.ts); the browser's own back is not held. */
export function guardLeaving(message: string): () => void {
  void message
  return () => undefined
}
