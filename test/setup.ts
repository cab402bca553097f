import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { resetTaroMock } from './mocks/taro'

// waitFor/findBy give a chain of pages 4 s, not Testing Library's 1 s: under Preact (the H5 pass) effects run after
// the next frame, as in a browser, and a loaded 2-core machine can take over 1 s for five pages of a list. Still
// under Jest's 5 s per test, so a chain that never ends fails on its own assertion.
configure({ asyncUtilTimeout: 4000 })

// Preact (the H5 pass) runs effects after the next frame: `requestAnimationFrame`, or a 100 ms timer where there is
// none. jsdom draws no frames, so every effect would wait 100 ms of real time, longer than a settling round
// (actAndSettle) looks. A frame here is the next turn of the event loop: effects stay after the drawing, as in a
// browser, without the 100 ms. Preact's act() swaps this option while it runs and puts it back after.
if (process.env.TARO_ENV !== 'weapp') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { options } = require('preact') as typeof import('preact')
  ;(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (
    callback
  ) => {
    setTimeout(callback, 0)
  }
}

// Known noise, not the app's: NutUI's icons draw with a `-webkitMask` style when TARO_ENV=weapp, which React DOM
// flags in development ("Unsupported style property %s", '-webkitMask'). Everything else reaches the console.
const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  const text = args.slice(0, 2).map(String).join(' ')
  if (text.includes('Unsupported style property') && text.includes('-webkitMask')) return
  consoleError(...args)
}

// Every test starts from a clean Taro mock (calls, implementations, storage, page stack, router, events) and
// empty Web Storage and address.
beforeEach(() => {
  resetTaroMock()
  window.localStorage.clear()
  window.sessionStorage.clear()
  if (window.location.hash) window.location.hash = ''
  // A MeEdu 4.9.10 server unless the test says otherwise (asServer in test/mocks/server.ts). Required here, not
  // imported above: the app modules it loads must see the test file's own jest.mock()s.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ;(require('./mocks/server') as typeof import('./mocks/server')).asServer('4.9.10')
})

// The H5 watermark fetches its picture's code on first use (a chunk of its own in the build); loaded before the
// tests, every logged-in page draws it at once, as on any page after the first.
beforeAll(async () => {
  if (process.env.TARO_ENV !== 'weapp')
    await (await import('@/components/Watermark/index.h5')).loadWatermarkPicture()
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})
