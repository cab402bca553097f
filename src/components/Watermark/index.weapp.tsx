import { View, Text } from '@tarojs/components'
import { TILE, WATERMARK } from './geometry'
import type { WatermarkProps } from './types'
import './index.scss'

// Enough cells to cover a large phone or tablet in portrait; the layer clips what overflows.
const COLUMNS = 8
const ROWS = 8

/**
 * The page watermark (mini-program): the learner's `nickname-id` and mobile, tiled over the whole page. It never
 * intercepts touches (pointer-events: none) and is drawn with plain views (H5 draws a picture: index.h5.tsx).
 */
export function Watermark({ lines }: WatermarkProps) {
  const cellWidth = TILE.width
  const cellHeight = TILE.height
  const cells: { key: string; left: number; top: number }[] = []
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      cells.push({ key: `${row}-${column}`, left: column * cellWidth, top: row * cellHeight })
    }
  }
  return (
    <View className="watermark" aria-hidden="true" data-testid="watermark">
      {cells.map((cell) => (
        <View
          key={cell.key}
          className="watermark__cell"
          style={{
            left: `${cell.left}px`,
            top: `${cell.top}px`,
            width: `${WATERMARK.width}px`,
            height: `${WATERMARK.height}px`,
            fontSize: `${WATERMARK.fontSize}px`,
            transform: `rotate(${WATERMARK.rotate}deg)`,
          }}
        >
          {lines.map((line) => (
            <Text key={line} className="watermark__line">
              {line}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}
