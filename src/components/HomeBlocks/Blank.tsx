import { View } from '@tarojs/components'
import type { BlockOf } from '@/services/api/view-blocks'

/** A spacer of the admin's height and colour (the colour was checked by the parser). */
export function Blank({ block }: { block: BlockOf<'blank'> }) {
  return (
    <View
      className="home-blank"
      data-block="blank"
      style={{ height: `${block.height}px`, backgroundColor: block.bgcolor || undefined }}
    />
  )
}
