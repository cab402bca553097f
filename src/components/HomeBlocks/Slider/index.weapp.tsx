import { Swiper } from '@nutui/nutui-react-taro'
import { a11y } from '@/platform/a11y'
import { Picture } from '../../Picture'
import { openBlockLink } from '../links'
import { HOME_PICTURE_TEXT } from '../text'
import { SLIDER_INTERVAL_MS, type SliderComponent } from './types'
import './index.scss'

/**
 * The carousel in the mini-program: NutUI's Swiper over WeChat's native swiper (115 px high, autoplay, looping,
 * with NutUI's indicator). Costs nothing extra there; H5 has its own (see index.h5.tsx). Names as in H5: a slide
 * with a link is a link named 轮播图 N/M, one without is a picture of that name.
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
        <Picture
          className="home-slider__img"
          src={item.src}
          mode="aspectFill"
          data-slide-index={index}
          alt={HOME_PICTURE_TEXT.slide(index + 1, items.length)}
          {...(item.href ? a11y('link') : {})}
          onClick={() => openBlockLink(item.href)}
        />
      </Swiper.Item>
    ))}
  </Swiper>
)
