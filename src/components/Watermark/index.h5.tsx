import { View } from '@tarojs/components'
import { TILE } from './geometry'
import { watermarkBackground } from './picture'
import type { WatermarkProps } from './types'
import './index.scss'

/**
 * The page watermark (H5): the learner's `nickname-id` and mobile, tiled over the whole page as a picture (see
 * picture.ts for why not text). It never intercepts touches (pointer-events: none).
 */
export function Watermark({ lines }: WatermarkProps) {
  return (
    <View
      className="watermark watermark--picture"
      aria-hidden="true"
      data-testid="watermark"
      style={{
        backgroundImage: watermarkBackground(lines),
        backgroundSize: `${TILE.width}px ${TILE.height}px`,
      }}
    />
  )
}
