import { Image } from '@tarojs/components'
import { Swiper } from '@nutui/nutui-react-taro'
import { openBlockLink } from '../links'
import { SLIDER_INTERVAL_MS, type SliderComponent } from './types'
import './index.scss'

/**
 * The carousel in the mini-program: NutUI's Swiper over WeChat's native swiper (115 px high, autoplay, looping,
 * with NutUI's indicator). Costs nothing extra there; H5 has its own (see index.h5.tsx).
 */
export const Slider: SliderComponent = ({ items }) => (
  <Swiper
    className="home-slider"
    data-block="slider"
    height={115}
    autoplay={items.length > 1}
    interval={SLIDER_INTERVAL_MS}
    loop={items.length > 1}
    indicator={items.length > 1}
  >
    {items.map((item, index) => (
      <Swiper.Item key={index}>
        <Image
          className="home-slider__img"
          src={item.src}
          mode="aspectFill"
          data-slide-index={index}
          onClick={() => openBlockLink(item.href)}
        />
      </Swiper.Item>
    ))}
  </Swiper>
)
