import { useEffect, useRef, useState } from 'react'
import { Indicator } from '@nutui/nutui-react-taro'
import { openBlockLink } from '../links'
import { SLIDER_INTERVAL_MS, type SliderComponent } from './types'
import './index.scss'

/**
 * The carousel in H5: 115 px high, rounded, sliding on its own every 3 s, swiped by hand, with NutUI's indicator.
 *
 * Hand-written rather than NutUI's Swiper: in H5 that wraps Taro's Swiper, which bundles the whole Swiper library
 * (swiper/bundle, 47 KB gzip JS + CSS), and `/#/` must stay within 190 KB. Here the browser does the swiping:
 * a row that scrolls sideways with scroll snapping; autoplay scrolls it to the next slide (back to the first after
 * the last) and pauses while a finger is on it.
 */
export const Slider: SliderComponent = ({ items }) => {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const touching = useRef(false)
  const count = items.length

  useEffect(() => {
    if (count < 2) return undefined
    const timer = setInterval(() => {
      const element = track.current
      if (!element || touching.current || typeof element.scrollTo !== 'function') return
      const width = element.clientWidth
      if (!width) return
      const next = (Math.round(element.scrollLeft / width) + 1) % count
      element.scrollTo({ left: next * width, behavior: 'smooth' })
    }, SLIDER_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [count])

  const onScroll = () => {
    const element = track.current
    if (!element || !element.clientWidth) return
    const index = Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)))
    setCurrent(index)
  }

  return (
    <div className="home-slider" data-block="slider">
      <div
        className="home-slider__track"
        ref={track}
        onScroll={onScroll}
        onTouchStart={() => {
          touching.current = true
        }}
        onTouchEnd={() => {
          touching.current = false
        }}
        onTouchCancel={() => {
          touching.current = false
        }}
      >
        {items.map((item, index) => (
          <div
            key={index}
            className="home-slider__slide"
            data-slide-index={index}
            onClick={() => openBlockLink(item.href)}
          >
            <img className="home-slider__img" src={item.src} alt="" draggable={false} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="home-slider__indicator">
          <Indicator total={count} current={current} />
        </div>
      ) : null}
    </div>
  )
}
