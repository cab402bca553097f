import type { SliderItem } from '@/services/api/view-blocks'

export interface SliderProps {
  items: readonly SliderItem[]
}

export type SliderComponent = (props: SliderProps) => JSX.Element

/** Seconds between slides while nobody touches the slider. */
export const SLIDER_INTERVAL_MS = 3000
