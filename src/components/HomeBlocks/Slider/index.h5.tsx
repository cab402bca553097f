import { useEffect, useRef, useState } from 'react'
import { Indicator } from '@nutui/nutui-react-taro'
import { a11y } from '@/platform/a11y'
import { openBlockLink } from '../links'
import { HOME_PICTURE_TEXT } from '../text'
import { SLIDER_INTERVAL_MS, type SliderComponent } from './types'
import './index.scss'

/**
 * The carousel in H5: 115 px high, rounded, sliding on its own every 3 s, swiped by hand, with NutUI's indicator.
 *
 * Hand-written rather than NutUI's Swiper: in H5 that wraps Taro's Swiper, which bundles the whole Swiper library
 * (swiper/bundle, 47 KB gzip JS + CSS), and `/#/` must stay within 128 KB. Here the browser does the swiping:
 * a row that scrolls sideways with scroll snapping; autoplay scrolls it to the next slide (back to the first after
 * the last) and pauses while a finger is on it.
 *
 * A slide with a link is a link named 轮播图 N/M (the server gives a slide no title; its picture is then
 * decoration); a slide without one is a picture of that name. The row scrolls: with no link in it, the row itself
 * takes the keyboard focus, so it can be scrolled by keys.
 */
/** The first slide's picture: eager, high priority, and its size on the 375-px design (full width less 2 × 16, 115 high). */
const FIRST_SLIDE = { loading: 'eager', fetchpriority: 'high', width: 343, height: 115 } as const

export const Slider: SliderComponent = ({ items }) => {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const touching = useRef(false)
  const count = items.length
  const anyLink = items.some((item) => item.href)

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
        {...(anyLink ? {} : { tabIndex: 0 })}
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
        {items.map((item, index) => {
          const name = HOME_PICTURE_TEXT.slide(index + 1, count)
          return (
            <div
              key={index}
              className="home-slider__slide"
              data-slide-index={index}
              {...(item.href ? a11y('link', { label: name }) : {})}
              onClick={() => openBlockLink(item.href)}
            >
              <img
                className="home-slider__img"
                src={item.src}
                alt={item.href ? '' : name}
                draggable={false}
                // The first slide is the top of home's first screen: fetched at once, first, with its size.
                {...(index === 0 ? FIRST_SLIDE : {})}
              />
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <div className="home-slider__indicator">
          <Indicator total={count} current={current} />
        </div>
      ) : null}
    </div>
  )
}
