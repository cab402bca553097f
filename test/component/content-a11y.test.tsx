/**
 * What a screen reader learns from the app's content parts: course cards are links whose cover is decoration,
 * chips and the course page's titles are tablists with the selected tab marked, the payment choice is a radio
 * group, avatars and home pictures carry a text alternative (empty when decorative). Both passes: H5 writes
 * `role` and `alt`, the mini-program `aria-role`, `aria-label` and `aria-hidden`.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { AvatarPicture } from '@/components/AvatarPicture'
import { ChipTabs } from '@/components/ChipTabs'
import { CourseCard } from '@/components/CourseCard'
import { Slider } from '@/components/HomeBlocks/Slider'
import { PaymentMethods } from '@/components/PaymentMethods'
import { Picture } from '@/components/Picture'
import { TabTitles } from '@/components/TabTitles'
import type { Course, Payment } from '@/services/api/types'

const onH5 = process.env.TARO_ENV !== 'weapp'

/** Elements of a role, as each build writes it (H5 `role`, the mini-program `aria-role`). */
const byRole = (role: string, within: ParentNode = document) =>
  Array.from(within.querySelectorAll<HTMLElement>(onH5 ? `[role="${role}"]` : `[aria-role="${role}"]`))

/** The text alternative a screen reader gets from a picture: H5 the `<img>`'s alt, the mini-program its label. */
function pictureName(img: HTMLElement): string | null {
  if (onH5) return img.getAttribute('alt')
  return img.getAttribute('aria-hidden') === 'true' ? '' : img.getAttribute('aria-label')
}

const course: Course = {
  id: 7,
  title: '安全生产第一课',
  thumb: 'https://cdn.test/7.png',
  charge: 0,
  is_free: true,
  user_count: 12,
  short_description: '',
  videos_count: 3,
  category_id: 1,
}

describe('Picture', () => {
  it('gives the picture its text alternative; empty marks it decorative', () => {
    render(
      <>
        <Picture className="named" src="https://cdn.test/a.png" alt="公众号二维码" />
        <Picture className="decorative" src="https://cdn.test/b.png" alt="" />
      </>
    )
    const [named, decorative] = Array.from(document.querySelectorAll<HTMLElement>('img'))
    expect(pictureName(named)).toBe('公众号二维码')
    expect(pictureName(decorative)).toBe('')
    if (onH5) expect(screen.getByRole('img', { name: '公众号二维码' })).toBe(named)
    else expect(named).toHaveAttribute('aria-role', 'img')
  })
})

describe('CourseCard', () => {
  it('is a link named by its title, price and subscribers; the cover beside the title is decoration', () => {
    const onOpen = jest.fn()
    render(<CourseCard course={course} onOpen={onOpen} />)
    const [link] = byRole('link')
    expect(link).toHaveTextContent('安全生产第一课')
    expect(link).toHaveTextContent('免费')
    expect(pictureName(link.querySelector('img')!)).toBe('')
    if (onH5) {
      expect(screen.getByRole('link', { name: /安全生产第一课/ })).toHaveAttribute('tabindex', '0')
      expect(screen.queryByRole('img')).not.toBeInTheDocument()
    }
    fireEvent.click(link)
    expect(onOpen).toHaveBeenCalledWith(course)
  })
})

describe('ChipTabs', () => {
  it('is a tablist whose active tab is selected, the others not', () => {
    const onSelect = jest.fn()
    const { rerender } = render(
      <ChipTabs
        tabs={['learned', 'subscribed'] as const}
        labels={{ learned: '在学', subscribed: '订阅' }}
        active="subscribed"
        idPrefix="study-tab"
        onSelect={onSelect}
      />
    )
    expect(byRole('tablist')).toHaveLength(1)
    const selected = () => byRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])
    expect(selected()).toEqual([
      ['在学', 'false'],
      ['订阅', 'true'],
    ])
    if (onH5)
      expect(screen.getByRole('tab', { name: '订阅', selected: true })).toHaveAttribute('tabindex', '0')
    fireEvent.click(byRole('tab')[0])
    expect(onSelect).toHaveBeenCalledWith('learned')
    rerender(
      <ChipTabs
        tabs={['learned', 'subscribed'] as const}
        labels={{ learned: '在学', subscribed: '订阅' }}
        active="learned"
        idPrefix="study-tab"
        onSelect={onSelect}
      />
    )
    expect(selected()).toEqual([
      ['在学', 'true'],
      ['订阅', 'false'],
    ])
  })
})

describe('TabTitles (the course page’s NutUI Tabs titles)', () => {
  it('a tablist with NutUI’s classes, the active title selected; a tap selects', () => {
    const onSelect = jest.fn()
    render(
      <TabTitles
        tabs={['intro', 'catalogue', 'comments'] as const}
        labels={{ intro: '介绍', catalogue: '目录', comments: '评论' }}
        active="catalogue"
        onSelect={onSelect}
      />
    )
    const tabs = byRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['介绍', '目录', '评论'])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(tabs[1]).toHaveClass('nut-tabs-titles-item', 'nut-tabs-titles-item-active')
    expect(byRole('tablist')[0]).toContainElement(tabs[0])
    fireEvent.click(tabs[2])
    expect(onSelect).toHaveBeenCalledWith('comments')
  })
})

describe('PaymentMethods', () => {
  const payments: Payment[] = [
    { sign: 'alipay', name: '支付宝', icon: '' },
    { sign: 'handPay', name: '手动打款', icon: 'https://cdn.test/hand.png' },
  ]

  it('a radio group named 支付方式: each gateway a radio named by its name, the chosen one checked', () => {
    const onChange = jest.fn()
    render(<PaymentMethods payments={payments} value="alipay" onChange={onChange} />)
    const [group] = byRole('radiogroup')
    expect(group).toHaveAttribute('aria-label', '支付方式')
    const radios = byRole('radio', group)
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['true', 'false'])
    expect(radios[1]).toHaveTextContent('手动打款')
    // The gateway's picture is beside its name; NutUI's round tick is only a look.
    expect(pictureName(radios[1].querySelector('img')!)).toBe('')
    expect(radios[0].querySelector('.payment-methods__look')).toHaveAttribute('aria-hidden', 'true')
    if (onH5) {
      expect(screen.getByRole('radio', { name: /手动打款/, checked: false })).toBe(radios[1])
      expect(screen.getAllByRole('radio')).toHaveLength(2)
    }
    fireEvent.click(radios[1])
    expect(onChange).toHaveBeenCalledWith('handPay')
  })
})

describe('AvatarPicture', () => {
  it('a picture beside the learner’s name is decorative; without a picture, NutUI’s person icon and no image', () => {
    const { rerender } = render(<AvatarPicture src="https://cdn.test/me.png" />)
    const img = document.querySelector<HTMLElement>('.nut-avatar img')!
    expect(img).toHaveAttribute('src', 'https://cdn.test/me.png')
    expect(pictureName(img)).toBe('')
    rerender(<AvatarPicture src="" />)
    expect(document.querySelector('.nut-avatar img')).toBeNull()
    expect(document.querySelector('.nut-avatar-icon')).not.toBeNull()
  })

  it('takes a name when it stands alone', () => {
    render(<AvatarPicture src="https://cdn.test/me.png" alt="头像" />)
    expect(pictureName(document.querySelector<HTMLElement>('.nut-avatar img')!)).toBe('头像')
  })
})

describe('home slider', () => {
  it('a slide with a link is a link named 轮播图 N/M; one without is a picture of that name', () => {
    render(
      <Slider
        items={[
          { src: 'https://cdn.test/s1.png', href: '/vod' },
          { src: 'https://cdn.test/s2.png', href: '' },
        ]}
      />
    )
    const [link] = byRole('link')
    expect(byRole('link')).toHaveLength(1)
    expect(link).toHaveAttribute('aria-label', '轮播图 1/2')
    const pictures = Array.from(document.querySelectorAll<HTMLElement>('img'))
    expect(pictures.map(pictureName)).toEqual(onH5 ? ['', '轮播图 2/2'] : ['轮播图 1/2', '轮播图 2/2'])
  })
})
