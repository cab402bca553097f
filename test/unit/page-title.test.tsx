/**
 * The page title as text (src/page-title.*.ts): H5 sets document.title and takes away Taro's hidden bar title, the
 * router's innerHTML target; the mini-program hands its bar the plain string. Run in both passes.
 */
import fs from 'fs'
import path from 'path'
import { act, render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { triggerDidShow } from '../mocks/taro'
import { shownPageTitle } from '../mocks/page-title'
import { showPageTitle, usePageTitle } from '@/page-title'

const ENV = process.env.TARO_ENV
const HOSTILE = '<img src=x onerror="window.__xss=1">课程<svg onload="window.__xss=1"></svg>'
const TRICKY = `"引号" 'single' a < b & &amp; 😀 <i>tag</i>`

function Titled({ title }: { title: string | null }) {
  usePageTitle(title)
  return null
}

/** Taro's H5 navigation bar as @tarojs/router builds it (hidden under our header). */
function addTaroBar(): HTMLElement {
  const bar = document.createElement('div')
  bar.id = 'taro-navigation-bar'
  bar.innerHTML =
    '<div class="taro-navigation-bar-title-wrap"><div class="taro-navigation-bar-title">首页</div></div>'
  document.body.appendChild(bar)
  return bar
}

afterEach(() => {
  document.getElementById('taro-navigation-bar')?.remove()
  delete (window as { __xss?: number }).__xss
})

it('a hostile title is the title as typed, and never markup', () => {
  const bar = addTaroBar()
  render(<Titled title={HOSTILE} />)
  expect(shownPageTitle()).toBe(HOSTILE)
  expect(document.querySelector('img, svg')).toBeNull()
  if (ENV === 'weapp') {
    expect(Taro.setNavigationBarTitle).toHaveBeenCalledTimes(1)
    expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: HOSTILE })
  } else {
    // Taro.setNavigationBarTitle would put the title into the bar with innerHTML: never called in H5.
    expect(Taro.setNavigationBarTitle).not.toHaveBeenCalled()
    expect(bar.querySelector('.taro-navigation-bar-title')).toBeNull()
  }
})

it('ordinary text with quotes, <, & and emoji shows exactly as typed', () => {
  render(<Titled title={TRICKY} />)
  expect(shownPageTitle()).toBe(TRICKY)
})

it('no title yet: the route title stays; the title follows once loaded and when it changes', () => {
  const { rerender } = render(<Titled title={null} />)
  expect(shownPageTitle()).toBeUndefined()
  expect(Taro.setNavigationBarTitle).not.toHaveBeenCalled()
  rerender(<Titled title="安全生产培训" />)
  expect(shownPageTitle()).toBe('安全生产培训')
  rerender(<Titled title="第二课" />)
  expect(shownPageTitle()).toBe('第二课')
})

it('a page shown again (a back to it) takes its title back from the route title Taro set', () => {
  render(<Titled title={TRICKY} />)
  document.title = '课程详情' // what Taro's router sets as the page shows, before the page's useDidShow
  act(() => triggerDidShow())
  if (ENV === 'weapp')
    expect(Taro.setNavigationBarTitle).toHaveBeenCalledTimes(1) // the bar kept it
  else expect(document.title).toBe(TRICKY)
})

it('showPageTitle sets the title at once (H5: after removing every Taro bar title)', () => {
  addTaroBar()
  showPageTitle('换绑手机号')
  expect(shownPageTitle()).toBe('换绑手机号')
  if (ENV !== 'weapp') expect(document.querySelectorAll('.taro-navigation-bar-title')).toHaveLength(0)
})

describe('the source', () => {
  const SRC = path.resolve(__dirname, '..', '..', 'src')
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(entry.name) ? [full] : []
    })
  const files = walk(SRC).map((file) => ({
    file: path.relative(SRC, file).split(path.sep).join('/'),
    // Code only: comments name the sinks they keep away from.
    text: fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '$1'),
  }))
  const using = (pattern: RegExp) => files.filter(({ text }) => pattern.test(text)).map(({ file }) => file)

  it('calls Taro.setNavigationBarTitle from the mini-program title module only', () => {
    expect(using(/setNavigationBarTitle\s*\(/)).toEqual(['page-title.weapp.ts'])
  })

  it('has one HTML sink, RichHtml in H5, fed by the sanitiser', () => {
    const sinks =
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write|srcdoc|createContextualFragment|DOMParser|dangerouslySetInnerHTML/
    expect(using(sinks)).toEqual(['components/RichHtml/index.h5.tsx'])
    const richHtml = files.find(({ file }) => file === 'components/RichHtml/index.h5.tsx')!.text
    expect(richHtml).toMatch(/dangerouslySetInnerHTML=\{\{ __html: markup \}\}/)
  })
})
