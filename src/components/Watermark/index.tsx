import { View, Text } from '@tarojs/components'
import './index.scss'

/** The product's watermark: gap 10 × 150, font 20, rotation −35°, full page. Cell size as antd-mobile's WaterMark (120 × 64). */
const WATERMARK = { gapX: 10, gapY: 150, fontSize: 20, rotate: -35, width: 120, height: 64 } as const

// Enough cells to cover a large phone or tablet in portrait; the layer clips what overflows.
const COLUMNS = 8
const ROWS = 8

/**
 * The page watermark: the learner's `nickname-id` and mobile, tiled over the whole page. It never
 * intercepts touches (pointer-events: none) and is drawn with plain views so the mini-program shows it too.
 */
export function Watermark({ lines }: { lines: string[] }) {
  const cellWidth = WATERMARK.width + WATERMARK.gapX
  const cellHeight = WATERMARK.height + WATERMARK.gapY
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
