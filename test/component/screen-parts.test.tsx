/**
 * Shared screen parts: the web-view page of the mini-program (never blank), ResourceView, the loading /
 * failed / loaded frame of every detail screen, ConfirmModal's busy state and ChipTabs' two looks. Runs in both passes.
 */
import Taro from '@tarojs/taro'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import WebViewPage from '@/pages/webview'
import { ChipTabs } from '@/components/ChipTabs'
import { ConfirmModal } from '@/components/Modal/ConfirmModal'
import { ResourceView } from '@/components/ResourceView'
import { Resource } from '@/stores/resource'
import { deferred } from '../mocks/api'
import { bootedRoot, renderWithStores } from '../mocks/app'
import { setCurrentPages } from '../mocks/taro'

const onH5 = process.env.TARO_ENV === 'h5'

/** The one tablist, as each build writes its role (H5 `role`, the mini-program `aria-role`). */
const tablist = () => document.querySelector(onH5 ? '[role="tablist"]' : '[aria-role="tablist"]')

/** The learner is on the web-view page with these (URL-encoded, as the mini-program hands them) options. */
function openWebView(options: Record<string, string>) {
  const encoded = Object.fromEntries(
    Object.entries(options).map(([key, value]) => [key, encodeURIComponent(value)])
  )
  setCurrentPages([{ route: 'pages/home/index' }, { route: 'pages/webview/index', options: encoded }])
  if (onH5) {
    const search = new URLSearchParams(options).toString()
    window.location.hash = `#/webview${search ? `?${search}` : ''}`
  }
  // The app wraps every page in its stores (the page's share handler reads the site name).
  return renderWithStores(<WebViewPage />, bootedRoot())
}

describe('web-view page', () => {
  it('shows the page of a web address', () => {
    const { container } = openWebView({ url: 'https://example.com/agreement?a=1' })
    expect(container.querySelector('[src="https://example.com/agreement?a=1"]')).not.toBeNull()
    expect(screen.queryByText('无法打开该页面：链接无效')).not.toBeInTheDocument()
  })

  it.each([
    ['no address at all', {}],
    ['a script address', { url: 'javascript:alert(1)' }],
    ['an in-app path', { url: '/vod/detail?id=3' }],
    ['an address without a host', { url: 'https://' }],
  ])('%s: says what happened and offers the way back, never a blank page', (_, options) => {
    const { container } = openWebView(options)
    expect(screen.getByText('无法打开该页面：链接无效')).toBeInTheDocument()
    expect(container.querySelector('[src]')).toBeNull()
    if (onH5) jest.spyOn(window.history, 'length', 'get').mockReturnValue(1)
    fireEvent.click(document.getElementById('webview-back')!)
    // Back to the page that opened it (weapp: two pages on the stack); with nothing to go back to, home.
    if (onH5) expect(Taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
    else expect(Taro.navigateBack).toHaveBeenCalledTimes(1)
  })
})

describe('ResourceView', () => {
  it('skeleton while loading, then the content', async () => {
    const answer = deferred<{ title: string }>()
    const resource = new Resource(() => answer.promise)
    render(<ResourceView resource={resource}>{(course) => <p>{course.title}</p>}</ResourceView>)
    let loading: Promise<void> = Promise.resolve()
    act(() => {
      loading = resource.load()
    })
    expect(screen.getByTestId('resource-loading')).toBeInTheDocument()
    await act(async () => {
      answer.resolve({ title: 'Vue3 实战' })
      await loading
    })
    expect(screen.getByText('Vue3 实战')).toBeInTheDocument()
    expect(screen.queryByTestId('resource-loading')).not.toBeInTheDocument()
  })

  it('a failure says 加载失败; 重新加载 loads again and shows the content', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ title: '第二次' })
    const resource = new Resource<{ title: string }>(fetch)
    render(<ResourceView resource={resource}>{(course) => <p>{course.title}</p>}</ResourceView>)
    await act(() => resource.load())
    expect(screen.getByTestId('resource-error')).toHaveTextContent('加载失败')
    await act(async () => {
      fireEvent.click(document.getElementById('resource-retry')!)
    })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(screen.getByText('第二次')).toBeInTheDocument()
  })

  it('a reload keeps the content on screen', async () => {
    const second = deferred<{ title: string }>()
    const fetch = jest.fn().mockResolvedValueOnce({ title: '旧' }).mockReturnValueOnce(second.promise)
    const resource = new Resource<{ title: string }>(fetch)
    render(<ResourceView resource={resource}>{(course) => <p>{course.title}</p>}</ResourceView>)
    await act(() => resource.load())
    let reloading: Promise<void> = Promise.resolve()
    act(() => {
      reloading = resource.reload()
    })
    expect(screen.getByText('旧')).toBeInTheDocument()
    await act(async () => {
      second.resolve({ title: '新' })
      await reloading
    })
    expect(screen.getByText('新')).toBeInTheDocument()
  })

  it('a part of a screen: its own loading (or nothing), its words and retry id, the failure on one line', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(['微信'])
    const resource = new Resource<string[]>(fetch)
    const { rerender } = render(
      <ResourceView
        resource={resource}
        loading={<p>正在获取</p>}
        failedText="支付方式加载失败"
        retryId="pay-retry"
        inline
      >
        {(names) => <p>{names.join()}</p>}
      </ResourceView>
    )
    expect(screen.getByText('正在获取')).toBeInTheDocument()
    expect(screen.queryByTestId('resource-loading')).not.toBeInTheDocument()
    await act(() => resource.load())
    expect(screen.getByTestId('resource-error')).toHaveTextContent('支付方式加载失败重新加载')
    expect(screen.getByTestId('resource-error')).toHaveClass('resource-view__error--inline')
    expect(document.getElementById('resource-retry')).toBeNull()
    await act(async () => {
      fireEvent.click(document.getElementById('pay-retry')!)
    })
    expect(screen.getByText('微信')).toBeInTheDocument()
    const idle = new Resource<string[]>(() => new Promise(() => {}))
    rerender(
      <ResourceView resource={idle} loading={null}>
        {(names) => <p>{names.join()}</p>}
      </ResourceView>
    )
    expect(screen.queryByTestId('resource-loading')).not.toBeInTheDocument()
    expect(screen.queryByText('微信')).not.toBeInTheDocument()
  })

  it('takes data, state and reload put together by a page (data kept from elsewhere)', async () => {
    const reload = jest.fn(() => Promise.resolve())
    const shown = (data: string | null, state: 'loading' | 'error' | 'ready') => (
      <ResourceView resource={{ data, state, reload }}>{(name) => <p>{name}</p>}</ResourceView>
    )
    const { rerender } = render(shown(null, 'error'))
    fireEvent.click(document.getElementById('resource-retry')!)
    expect(reload).toHaveBeenCalledTimes(1)
    // The data wins over a failed reload of it.
    rerender(shown('用户1', 'error'))
    expect(screen.getByText('用户1')).toBeInTheDocument()
    expect(screen.queryByTestId('resource-error')).not.toBeInTheDocument()
  })
})

describe('ConfirmModal', () => {
  const open = (busy: boolean, onCancel = jest.fn(), onConfirm = jest.fn()) => {
    const modal = (isBusy: boolean) => (
      <ConfirmModal
        id="ask"
        text="确认安全退出登录？"
        textClassName="page__question"
        cancelText="取消"
        okText="确定"
        busy={isBusy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    )
    const view = render(modal(busy))
    return { onCancel, onConfirm, setBusy: (isBusy: boolean) => view.rerender(modal(isBusy)) }
  }
  const tapButton = (id: string) => fireEvent.click(document.getElementById(id)!)

  it('without a title: the question (with the page’s class) and both answers', () => {
    const { onCancel, onConfirm } = open(false)
    expect(document.querySelector('#ask .modal__title')).toBeNull()
    expect(document.querySelector('#ask .modal__text')).toHaveClass('page__question')
    tapButton('ask-ok')
    tapButton('ask-cancel')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('busy: the action shows loading and answers no second tap; 取消 is disabled until it is done', () => {
    const { onCancel, onConfirm, setBusy } = open(true)
    expect(document.getElementById('ask-ok')).toHaveClass('nut-button-loading')
    expect(document.getElementById('ask-ok')).toHaveClass('modal__action--disabled')
    expect(document.getElementById('ask-cancel')).toHaveClass('nut-button-disabled')
    tapButton('ask-ok')
    tapButton('ask-cancel')
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
    setBusy(false)
    expect(document.getElementById('ask-ok')).not.toHaveClass('nut-button-loading')
    tapButton('ask-cancel')
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})

describe('ChipTabs', () => {
  const row = (look?: 'bar' | 'chips', onSelect = jest.fn()) => {
    render(
      <ChipTabs
        tabs={['all', 'free'] as const}
        labels={{ all: '全部', free: '免费' }}
        active="free"
        idPrefix="scene"
        look={look}
        className={look === 'chips' ? 'page__chips' : undefined}
        onSelect={onSelect}
      />
    )
    return onSelect
  }

  it('a bar by default; chips with the page’s class; the same tabs, ids and taps either way', () => {
    row()
    expect(tablist()).toHaveClass('chip-tabs', 'chip-tabs--bar')
    cleanup()
    const onSelect = row('chips')
    expect(tablist()).toHaveClass('chip-tabs', 'chip-tabs--chips', 'page__chips')
    expect(document.getElementById('scene-free')).toHaveAttribute('data-active', 'true')
    expect(document.getElementById('scene-free')).toHaveClass('chip-tabs__tab--active')
    expect(document.getElementById('scene-all')).toHaveAttribute('data-active', 'false')
    fireEvent.click(document.getElementById('scene-all')!)
    expect(onSelect).toHaveBeenCalledWith('all')
  })
})
