import type { PropsWithChildren } from 'react'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
import { RootStore, StoresProvider } from '@/stores'
import { setupApp } from '@/app-setup'
import './app.scss'

// Created once, outside render, so every page shares it.
const rootStore = new RootStore()
setupApp(rootStore)

function App({ children }: PropsWithChildren) {
  return (
    <StoresProvider store={rootStore}>
      <ConfigProvider>{children}</ConfigProvider>
    </StoresProvider>
  )
}

export default App
