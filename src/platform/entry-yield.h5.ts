/**
 * H5: the app's entry yields one task here. This module awaits at its top level, so webpack makes it, app.tsx that
 * imports it first, and Taro's entry an async module each: every module of the entry is evaluated in the script's
 * own task, and the rest (the root store, Taro's app and router, which starts the first page) runs in the next.
 * Between them the browser may paint the shell and answer a tap: two long tasks instead of one.
 */
await new Promise<void>((resolve) => {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    resolve()
  }
  channel.port2.postMessage(null)
})

export {}
