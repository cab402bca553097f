// First: in H5 the modules below are evaluated in the entry's task, and this module's body after a yield.
import '@/platform/entry-yield'
import type { PropsWithChildren } from 'react'
import { RootStore, StoresProvider } from '@/stores'
import { setupApp } from '@/app-setup'
// Every page renders the page shell. Loading it with the app keeps it, and the NutUI and Taro component code
// it brings, in the entry bundle: Taro's H5 build splits only the entry, so a module that is not in it is
// copied into each page's lazily loaded chunk (/vod's chunk: 23.4 KB gzip without this import, 2.3 KB with it).
import '@/components/PageShell'
import './app.scss'

// Created once, outside render, so every page shares it. The boot runs on its own (a failed one is logged and the
// app goes on with the defaults, RootStore.boot): nothing here waits for it.
const rootStore = new RootStore()
void setupApp(rootStore)

/**
 * The root: the store provider. NutUI needs no provider here: its locale defaults to zh-CN, and the theme is set
 * per page by the page shell (an app-level ConfigProvider cannot reach the mini-program's page roots). NutUI's
 * global theme stylesheet is not loaded either: its components fall back to their built-in values, and
 * src/theme.ts sets the ones we change.
 */
function App({ children }: PropsWithChildren) {
  return <StoresProvider store={rootStore}>{children}</StoresProvider>
}

export default App
