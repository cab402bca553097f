import { createContext, useContext, type ReactNode } from 'react'
import { RootStore } from './root-store'

export { RootStore }

const StoresContext = createContext<RootStore | null>(null)

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>
}

/** The root store of the nearest provider (the app's, or a fresh one a test provides). */
export function useStores(): RootStore {
  const store = useContext(StoresContext)
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it')
  return store
}
