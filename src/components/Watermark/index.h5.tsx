import { View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import type { WatermarkProps } from './types'
import './index.scss'

type Painter = typeof import('./picture')

/**
 * The picture's code (XML escaping, the SVG, its encoding) is a chunk of its own: only a logged-in learner sees a
 * watermark, so a visitor's first screen does not carry it. Fetched once; a failed fetch is tried again by the next
 * page that draws the watermark.
 */
let painter: Painter | null = null
let loading: Promise<Painter> | null = null

export function loadWatermarkPicture(): Promise<Painter> {
  loading ??= import('./picture').then(
    (loaded) => (painter = loaded),
    (error: unknown) => {
      loading = null
      throw error
    }
  )
  return loading
}

/**
 * The page watermark (H5): the learner's `nickname-id` and mobile, tiled over the whole page as a picture (see
 * picture.ts for why not text). It never intercepts touches (pointer-events: none).
 */
export function Watermark({ lines }: WatermarkProps) {
  const [loaded, setLoaded] = useState(painter !== null)
  useEffect(() => {
    if (loaded) return
    let current = true
    loadWatermarkPicture().then(
      () => current && setLoaded(true),
      () => undefined
    )
    return () => {
      current = false
    }
  }, [loaded])
  // The lines as one value: the page shell makes a new array on each render.
  const linesKey = JSON.stringify(lines)
  const style = useMemo(
    () => (loaded && painter ? painter.watermarkStyle(JSON.parse(linesKey) as string[]) : undefined),
    [loaded, linesKey]
  )
  return (
    <View className="watermark watermark--picture" aria-hidden="true" data-testid="watermark" style={style} />
  )
}
