import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.scss'

/** A centred modal over a mask. Tapping the mask does nothing: these dialogs want an answer. */
export function Modal({ id, children }: { id: string; children: ReactNode }) {
  return (
    <View className="modal" id={id} role="dialog" aria-modal="true">
      <View className="modal__mask" catchMove />
      <View className="modal__body">{children}</View>
    </View>
  )
}
