import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { onDemand } from '@/utils/on-demand'
import { useOnDemand } from '../use-on-demand'
import type { WatermarkProps } from './types'
import './index.scss'

/**
 * The picture's code (XML escaping, the SVG, its encoding) is a chunk of its own: only a logged-in learner sees a
 * watermark, so a visitor's first screen does not carry it. Fetched once; a failed fetch is tried again by the next
 * page that draws the watermark.
 */
const watermarkPicture = onDemand(() => import('./picture'))

export const loadWatermarkPicture = () => watermarkPicture.load()

/**
 * The page watermark (H5): the learner's `nickname-id` and mobile, tiled over the whole page as a picture (see
 * picture.ts for why not text). It never intercepts touches (pointer-events: none).
 */
export function Watermark({ lines }: WatermarkProps) {
  const painter = useOnDemand(watermarkPicture).value
  // The lines as one value: the page shell makes a new array on each render.
  const linesKey = JSON.stringify(lines)
  const style = useMemo(
    () => (painter ? painter.watermarkStyle(JSON.parse(linesKey) as string[]) : undefined),
    [painter, linesKey]
  )
  return (
    <View className="watermark watermark--picture" aria-hidden="true" data-testid="watermark" style={style} />
  )
}
