/**
 * The commerce pages over a mocked API, in both passes (H5 and mini-program platform files): 收银台, VIP会员,
 * 支付中 (hand pay), 支付成功 and 我的订单.
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/react'
import CheckoutPage from '@/packages/order/order'
import HandPayPage from '@/packages/order/order/pay'
import SuccessPage from '@/packages/order/order/success'
import MyOrdersPage from '@/packages/order/member/order'
import RolePage from '@/packages/order/role'
import { platform } from '@/platform'
import { pageUrl } from '@/routes'
import type { RootStore } from '@/stores'
import { parseQuery } from '@/utils/url'
import {
  deferred,
  envelope,
  ok,
  routeRequests,
  sentCalls,
  type FakeResponse,
  type Handler,
} from '../mocks/api'
import { actAndSettle, bootedRoot, makeMember, renderWithStores, wireHttp } from '../mocks/app'
import { $, countOf, tap, toasts, type } from '../mocks/screen'
import { openPageAt, triggerDidShow } from '../mocks/taro'

const onWeapp = platform.name === 'weapp'
const inH5 = onWeapp ? it.skip : it
const inWeapp = onWeapp ? it : it.skip

const COURSE = 'GET /api/v2/course/3'
const ROLES = 'GET /api/v2/roles'
const PAYMENTS = 'GET /api/v2/order/payments'
const COURSE_ORDER = 'POST /api/v2/order/course'
const ROLE_ORDER = 'POST /api/v2/order/role'
const STATUS = 'GET /api/v2/order/status'
const HAND_PAY = 'POST /api/v3/order/pay/handPay'
const ORDERS = 'GET /api/v2/member/orders'
const MEMBER = 'GET /api/v2/member/detail'

const courseAnswer = (course: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  ok({
    course: {
      id: 3,
      title: '服务器课程名',
      thumb: 'https://cdn.test/3.png',
      charge: 199,
      is_free: 0,
      ...course,
    },
    chapters: [{ id: 10, course_id: 3, title: '第一章' }],
    videos: { 10: [{ id: 4, course_id: 3, chapter_id: 10, title: '一' }] },
    isBuy: false,
    ...extra,
  })

const ROLE_LIST = [
  { id: 1, name: '月度会员', charge: 30, expire_days: 30, desc_rows: ['全站课程免费看', '专属客服'] },
  { id: 2, name: '年度会员', charge: '12.50', expire_days: 365, desc_rows: [] },
]

const PAYMENT_LIST = [
  { sign: 'alipay', name: '支付宝', icon: '' },
  { sign: 'handPay', name: '手动打款', icon: '' },
]

const rawOrder = (extra: Record<string, unknown> = {}) => ({
  id: 9,
  order_id: '1120000101',
  charge: 199,
  status_text: '未支付',
  payment_text: '',
  goods: [{ goods_id: 3, goods_type: 'vod', goods_name: '服务器课程名' }],
  ...extra,
})

type Routes = Record<string, FakeResponse | Handler>

let spies: ReturnType<typeof wireHttp>
let external: jest.SpyInstance
beforeEach(() => {
  spies = wireHttp()
  external = jest.spyOn(platform, 'openExternal').mockImplementation(() => undefined)
})
// Leave no hash behind: clearing it by assignment (test/setup.ts) fires popstate, and the H5 platform's
// lost-back repair would try to reload jsdom 1.5 s later, in the middle of a later test.
afterEach(() => window.history.replaceState(null, '', window.location.pathname))

function loggedInRoot(config: Record<string, unknown> = {}): RootStore {
  const root = bootedRoot({ user: makeMember() })
  root.config.save({ url: 'https://api.test', vip_protocol: 'https://school.test/vip', ...config })
  return root
}

const urls = (api: 'navigateTo' | 'redirectTo' | 'reLaunch') =>
  jest.mocked(Taro[api]).mock.calls.map(([options]) => (options as { url: string }).url)

const withQuery = (url: string) => {
  const [path, search = ''] = url.split('?')
  return { path, query: parseQuery(search) }
}

// ------------------------------------------------------------------------------------------------ 收银台

const COURSE_QUERY = {
  goods_id: '3',
  goods_type: 'vod',
  goods_name: '地址里的名字',
  goods_charge: '1',
  goods_label: '点播课程',
}

async function renderCheckout(
  routes: Routes = {},
  { query = COURSE_QUERY, root = loggedInRoot() }: { query?: Record<string, string>; root?: RootStore } = {}
) {
  openPageAt('/order', 'packages/order/order/index', query)
  routeRequests({
    [COURSE]: courseAnswer(),
    [ROLES]: ok(ROLE_LIST),
    [PAYMENTS]: ok(PAYMENT_LIST),
    [COURSE_ORDER]: ok(rawOrder()),
    [ROLE_ORDER]: ok(rawOrder({ goods: [{ goods_id: 2, goods_type: 'role' }] })),
    [STATUS]: ok({ status: 1 }),
    ...routes,
  })
  const view = renderWithStores(<CheckoutPage />, root)
  await actAndSettle()
  return { root, view }
}

const text = (id: string) => $(id)?.textContent ?? ''

describe('收银台', () => {
  it.each([
    [{ goods_type: 'vod' }, '订单信息有误，请返回重新选择'],
    [{ goods_id: 'abc', goods_type: 'vod' }, '订单信息有误，请返回重新选择'],
    [{ goods_id: '3', goods_type: 'book' }, '订单信息有误，请返回重新选择'],
    [{ goods_id: '3', goods_type: 'vod', goods_charge: '-1' }, '订单信息有误，请返回重新选择'],
    [{ goods_id: '3', goods_type: 'video' }, '暂不支持单独购买视频，请返回购买整套课程'],
  ])('a bad query %j says so, asks for nothing and offers the way back', async (query, message) => {
    await renderCheckout({}, { query: query as Record<string, string> })
    expect(text('checkout-problem')).toBe(message)
    expect(sentCalls()).toEqual([])
    expect($('checkout-submit')).toBeNull()
    tap('checkout-back')
  })

  it("shows the server's goods (not the query's), the payments and 总计", async () => {
    await renderCheckout()
    expect(text('checkout-name')).toBe('服务器课程名')
    expect(text('checkout-goods-price')).toBe('￥199')
    expect(screen.getByText('点播课程')).toBeInTheDocument()
    expect(text('checkout-total')).toBe('总计￥199')
    expect(screen.queryByText('地址里的名字')).toBeNull()
    expect(text('payment-alipay')).toContain('支付宝')
    expect($('payment-alipay')).toHaveAttribute('data-checked', 'true')
    expect($('checkout-submit')).not.toHaveClass('nut-button-disabled')
    expect(sentCalls()).toEqual(expect.arrayContaining([COURSE, PAYMENTS]))
  })

  it('the query is the first paint while the server answers', async () => {
    const held = deferred<FakeResponse>()
    await renderCheckout({ [COURSE]: () => held.promise })
    expect(text('checkout-name')).toBe('地址里的名字')
    expect(text('checkout-total')).toBe('总计￥1')
    expect($('checkout-submit')).toHaveClass('nut-button-disabled')
    await actAndSettle(() => held.resolve(courseAnswer()))
    expect(text('checkout-total')).toBe('总计￥199')
  })

  it('a failed goods load offers a retry and never a wrong order', async () => {
    let fail = true
    await renderCheckout({ [COURSE]: () => (fail ? envelope(500, '服务器错误') : courseAnswer()) })
    expect($('goods-retry')).not.toBeNull()
    expect($('checkout-submit')).toHaveClass('nut-button-disabled')
    fail = false
    await actAndSettle(() => tap('goods-retry'))
    expect($('goods-retry')).toBeNull()
    expect($('checkout-submit')).not.toHaveClass('nut-button-disabled')
  })

  it('a free course is not bought: 该课程免费，无需购买 and a way to study it', async () => {
    await renderCheckout({ [COURSE]: courseAnswer({ is_free: 1, charge: 0 }) })
    expect(text('checkout-not-for-sale')).toBe('该课程免费，无需购买')
    tap('checkout-study')
    expect(urls('redirectTo')).toEqual([pageUrl('/vod/detail', { id: 3 })])
    expect(countOf(COURSE_ORDER)).toBe(0)
  })

  it('a course bought already: says so, 开始学习 opens its first video', async () => {
    await renderCheckout({ [COURSE]: courseAnswer({}, { isBuy: true }) })
    // MeEdu's isBuy is true for a VIP member too: the words hold for both.
    expect(text('checkout-not-for-sale')).toBe('您已可以学习该课程，无需购买')
    tap('checkout-study')
    expect(urls('redirectTo')).toEqual([pageUrl('/vod/video', { id: 4 })])
  })

  it('a course that does not exist: a clear message, not the error page', async () => {
    await renderCheckout({ [COURSE]: envelope(404, '资源不存在') })
    expect(text('checkout-missing')).toBe('商品不存在或已下架，请返回重新选择')
    expect(spies.onNotFound).not.toHaveBeenCalled()
  })

  it('no payment offered: says so, 提交订单 is disabled', async () => {
    await renderCheckout({ [PAYMENTS]: ok([]) })
    expect(text('payments-none')).toBe('暂无可用的支付方式，请联系管理员')
    expect($('checkout-submit')).toHaveClass('nut-button-disabled')
  })

  it('failed payments can be asked for again', async () => {
    let fail = true
    await renderCheckout({
      [PAYMENTS]: () => (fail ? Promise.reject({ errMsg: 'request:fail' }) : ok(PAYMENT_LIST)),
    })
    fail = false
    await actAndSettle(() => tap('payments-retry'))
    expect($('payment-handPay')).not.toBeNull()
  })

  describe('优惠码', () => {
    const openPromo = () => tap('promo-open')

    it('empty, spaces and emoji are refused without a request; the input stays', async () => {
      await renderCheckout()
      expect($('promo-sheet')).toBeNull()
      openPromo()
      expect($('promo-sheet')).not.toBeNull()
      await actAndSettle(() => tap('promo-verify'))
      type('promo-input', 'AB CD')
      await actAndSettle(() => tap('promo-verify'))
      type('promo-input', 'CODE😀')
      await actAndSettle(() => tap('promo-verify'))
      expect(toasts()).toEqual(['请输入优惠码', '优惠码无效', '优惠码无效'])
      expect($('promo-sheet')).not.toBeNull() // refused: the dialog stays
      expect(sentCalls().some((call) => call.includes('promoCode'))).toBe(false)
      expect(($('promo-input') as HTMLInputElement).value).toBe('CODE😀')
    })

    it('a valid code: 优惠码有效，抵扣N元, the discount line and the new total; removable', async () => {
      await renderCheckout({
        'GET /api/v2/promoCode/SAVE10/check': ok({ can_use: 1, promo_code: { invited_user_reward: 10.5 } }),
      })
      openPromo()
      type('promo-input', ' SAVE10 ')
      await actAndSettle(() => tap('promo-verify'))
      expect(toasts()).toEqual(['优惠码有效，抵扣10.5元'])
      expect($('promo-sheet')).toBeNull() // applied: the dialog closes
      expect(text('checkout-discount')).toContain('-￥10.5')
      expect(text('promo-applied')).toBe('优惠码 SAVE10')
      expect(text('checkout-total')).toBe('总计￥188.5')
      tap('promo-remove')
      expect($('checkout-discount')).toBeNull()
      expect(text('checkout-total')).toBe('总计￥199')
    })

    it('a discount bigger than the price: 总计￥0', async () => {
      await renderCheckout({
        'GET /api/v2/promoCode/BIG/check': ok({ can_use: 1, promo_code: { invited_user_reward: 1000 } }),
      })
      openPromo()
      type('promo-input', 'BIG')
      await actAndSettle(() => tap('promo-verify'))
      expect(toasts()).toEqual(['优惠码有效，抵扣1000元'])
      expect(text('checkout-total')).toBe('总计￥0')
    })

    it('a code the server will not take: 优惠码无效, no discount', async () => {
      await renderCheckout({ 'GET /api/v2/promoCode/OLD/check': ok({ can_use: 0, promo_code: [] }) })
      openPromo()
      type('promo-input', 'OLD')
      await actAndSettle(() => tap('promo-verify'))
      expect(toasts()).toEqual(['优惠码无效'])
      expect($('checkout-discount')).toBeNull()
    })
  })

  describe('提交订单', () => {
    it('a double tap on a slow network sends one order; the button shows loading', async () => {
      const held = deferred<FakeResponse>()
      await renderCheckout({ [COURSE_ORDER]: () => held.promise })
      tap('payment-handPay')
      await actAndSettle(() => {
        tap('checkout-submit')
        tap('checkout-submit')
      })
      expect($('checkout-submit')).toHaveClass('nut-button-loading')
      tap('checkout-submit')
      await actAndSettle(() => held.resolve(ok(rawOrder())))
      expect(countOf(COURSE_ORDER)).toBe(1)
      expect(urls('redirectTo')).toHaveLength(1)
    })

    it('a refusal (请勿重复购买) is told and the form stays: payment and promo code kept', async () => {
      await renderCheckout({
        [COURSE_ORDER]: envelope(1, '请勿重复购买'),
        'GET /api/v2/promoCode/SAVE/check': ok({ can_use: 1, promo_code: { invited_user_reward: 10 } }),
      })
      tap('payment-handPay')
      tap('promo-open')
      type('promo-input', 'SAVE')
      await actAndSettle(() => tap('promo-verify'))
      await actAndSettle(() => tap('checkout-submit'))
      expect(toasts()).toEqual(['优惠码有效，抵扣10元', '请勿重复购买'])
      expect($('payment-handPay')).toHaveAttribute('data-checked', 'true')
      expect(text('checkout-total')).toBe('总计￥189')
      expect($('checkout-submit')).not.toHaveClass('nut-button-loading')
      expect(urls('redirectTo')).toEqual([])
      expect(external).not.toHaveBeenCalled()
    })

    it('hand pay: the checkout replaces itself with /order/pay', async () => {
      await renderCheckout({ [COURSE_ORDER]: ok(rawOrder({ charge: '12.50' })) })
      tap('payment-handPay')
      await actAndSettle(() => tap('checkout-submit'))
      expect(urls('redirectTo').map(withQuery)).toEqual([
        {
          path: pageUrl('/order/pay'),
          query: { orderId: '1120000101', price: '199', payment: 'handPay', type: 'vod', id: '3' },
        },
      ])
    })

    it('already paid (a promo code covered it): 支付成功 and /order/success in place of the checkout', async () => {
      await renderCheckout({ [COURSE_ORDER]: ok(rawOrder({ status_text: '已支付' })) })
      await actAndSettle(() => tap('checkout-submit'))
      expect(toasts()).toEqual(['支付成功'])
      expect(urls('redirectTo')).toEqual([pageUrl('/order/success')])
    })

    it('a gateway the app cannot use: 无法支付', async () => {
      await renderCheckout({ [PAYMENTS]: ok([{ sign: 'paypal', name: 'PayPal', icon: '' }]) })
      await actAndSettle(() => tap('checkout-submit'))
      expect(toasts()).toEqual(['无法支付'])
    })

    inH5(
      'alipay in H5: the browser goes to the pay redirect with the token and both return addresses',
      async () => {
        await renderCheckout()
        await actAndSettle(() => tap('checkout-submit'))
        expect(external).toHaveBeenCalledTimes(1)
        const url = new URL(external.mock.calls[0][0])
        expect(url.pathname).toBe('/api/v2/order/pay/redirect')
        expect(url.searchParams.get('payment')).toBe('alipay')
        expect(url.searchParams.get('token')).toBe('token-1')
        expect(url.searchParams.get('s_url')).toMatch(/#\/order\/success$/)
        expect(url.searchParams.get('f_url')).toMatch(/#\/member\/order$/)
      }
    )

    inWeapp('alipay in the mini-program: a choice; 在小程序内打开支付页 opens the web-view', async () => {
      await renderCheckout()
      expect(text('payment-note')).toContain('业务域名')
      jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 0, errMsg: 'ok' })
      await actAndSettle(() => tap('checkout-submit'))
      expect(jest.mocked(Taro.showActionSheet).mock.calls[0][0].itemList).toEqual([
        '在小程序内打开支付页',
        '复制链接到浏览器支付',
        '手动打款',
      ])
      expect(external).toHaveBeenCalledTimes(1)
      expect(external.mock.calls[0][0]).toMatch(/^https:\/\/api\.test\/api\/v2\/order\/pay\/redirect\?/)

      // Back from the web-view: paid → 支付成功.
      routeRequests({ [STATUS]: ok({ status: 9 }) })
      await actAndSettle(() => triggerDidShow())
      expect(toasts()).toEqual(['支付成功'])
      expect(urls('redirectTo')).toEqual([pageUrl('/order/success')])
    })

    inWeapp('复制链接到浏览器支付 copies the H5 app address of 我的订单 and explains', async () => {
      await renderCheckout({}, { root: loggedInRoot({ h5_url: 'https://h5.test' }) })
      jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 1, errMsg: 'ok' })
      await actAndSettle(() => tap('checkout-submit'))
      expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'https://h5.test/#/member/order' })
      expect(jest.mocked(Taro.showModal).mock.calls[0][0]?.content).toContain('我的订单')
    })

    inWeapp('without h5_url the pay link is copied with a warning not to share it', async () => {
      await renderCheckout()
      jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 1, errMsg: 'ok' })
      await actAndSettle(() => tap('checkout-submit'))
      expect(jest.mocked(Taro.setClipboardData).mock.calls[0][0].data).toMatch(/pay\/redirect\?/)
      expect(jest.mocked(Taro.showModal).mock.calls[0][0]?.content).toContain('请勿分享')
    })

    inWeapp(
      '手动打款 from the choice; closing the sheet keeps the order and says where it waits',
      async () => {
        await renderCheckout()
        await actAndSettle(() => tap('checkout-submit'))
        expect(toasts()).toEqual(['订单已保留，可在“我的订单”中继续支付'])
        jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 2, errMsg: 'ok' })
        await actAndSettle(() => tap('checkout-submit'))
        expect(countOf(COURSE_ORDER)).toBe(1)
        expect(withQuery(urls('redirectTo')[0]).path).toBe(pageUrl('/order/pay'))
      }
    )

    describe('a VIP plan', () => {
      const ROLE_QUERY = {
        goods_id: '2',
        goods_type: 'role',
        goods_name: '年度会员',
        goods_charge: '12.50',
        goods_label: 'VIP会员',
      }

      it('提示: 我已阅读并同意《会员服务协议》; 取消 sends nothing, the title opens the agreement', async () => {
        await renderCheckout({}, { query: ROLE_QUERY })
        expect(text('checkout-name')).toBe('年度会员')
        expect(text('checkout-total')).toBe('总计￥12.5')
        await actAndSettle(() => tap('checkout-submit'))
        expect(text('agreement-dialog')).toContain('提示')
        expect(text('agreement-dialog')).toContain('我已阅读并同意《会员服务协议》')
        tap('agreement-vip')
        expect(external).toHaveBeenCalledWith('https://school.test/vip')
        tap('agreement-cancel')
        expect($('agreement-dialog')).toBeNull()
        expect(countOf(ROLE_ORDER)).toBe(0)
      })

      inH5(
        'the promo code and the chosen payment stay in the address: back from the agreement keeps them',
        async () => {
          const promo = {
            'GET /api/v2/promoCode/SAVE/check': ok({ can_use: 1, promo_code: { invited_user_reward: 2 } }),
          }
          await renderCheckout(promo, { query: ROLE_QUERY })
          tap('promo-open')
          type('promo-input', 'SAVE')
          await actAndSettle(() => tap('promo-verify'))
          tap('payment-handPay')
          await actAndSettle()
          const kept = parseQuery(window.location.hash.split('?')[1] ?? '')
          expect(kept).toMatchObject({ ...ROLE_QUERY, promo_code: 'SAVE', payment: 'handPay' })

          // The agreement opened in this tab; back loads the checkout again from that address.
          await renderCheckout(promo, { query: kept })
          expect(text('promo-applied')).toBe('优惠码 SAVE')
          expect(text('checkout-total')).toBe('总计￥10.5')
          expect($('payment-handPay')).toHaveAttribute('data-checked', 'true')
          expect(toasts()).toEqual(['优惠码有效，抵扣2元']) // the learner's own check only
        }
      )

      it('阅读并同意 posts the plan order with agree 1, once', async () => {
        const bodies: unknown[] = []
        await renderCheckout(
          {
            [ROLE_ORDER]: (request) => {
              bodies.push(request.data)
              return ok(rawOrder({ status_text: '已支付' }))
            },
          },
          { query: ROLE_QUERY }
        )
        await actAndSettle(() => tap('checkout-submit'))
        await actAndSettle(() => tap('agreement-agree'))
        expect(bodies).toEqual([{ role_id: 2, agree: 1 }])
        expect(urls('redirectTo')).toEqual([pageUrl('/order/success')])
      })
    })
  })
})

// ------------------------------------------------------------------------------------------------ VIP会员

async function renderRole(routes: Routes = {}, member = makeMember()) {
  openPageAt('/role', 'packages/order/role/index', {})
  routeRequests({ [ROLES]: ok(ROLE_LIST), [MEMBER]: ok(member), ...routes })
  const root = bootedRoot({ user: member })
  renderWithStores(<RolePage />, root)
  await actAndSettle()
  return root
}

describe('VIP会员', () => {
  it('not a member: 您还不是本站会员哦 / 免费会员; the plans with price and rows', async () => {
    await renderRole()
    expect(text('role-card')).toContain('您还不是本站会员哦')
    expect(text('role-card')).toContain('免费会员')
    expect(text('role-1')).toContain('月度会员')
    expect(text('role-1')).toContain('￥30')
    expect(text('role-1')).toContain('全站课程免费看')
    expect(text('role-2')).toContain('￥12.5')
  })

  it('a member: 您的<plan><expiry>到期 / 购买后将会有效期顺延, fresh on every show', async () => {
    const root = await renderRole({}, makeMember())
    expect(text('role-status')).toBe('您还不是本站会员哦')
    routeRequests({
      [ROLES]: ok(ROLE_LIST),
      [MEMBER]: ok(
        makeMember({ role: { id: 2, name: '年度会员' }, role_expired_at: '2030-06-01T00:00:00.000000Z' })
      ),
    })
    await actAndSettle(() => triggerDidShow())
    expect(text('role-status')).toBe('您的年度会员2030-06-01到期')
    expect(text('role-card')).toContain('购买后将会有效期顺延')
    expect(root.session.user?.role?.name).toBe('年度会员')
  })

  inH5('the plans are a radio group: the tapped plan is the checked radio, the others are not', async () => {
    await renderRole()
    expect(screen.getByRole('radiogroup')).toBeInTheDocument()
    const plan = (name: RegExp) => screen.getByRole('radio', { name })
    expect(plan(/月度会员/)).toHaveAttribute('aria-checked', 'false')
    tap('role-2')
    expect(plan(/年度会员/)).toHaveAttribute('aria-checked', 'true')
    expect(plan(/月度会员/)).toHaveAttribute('aria-checked', 'false')
  })

  inWeapp('the plans are radios for the base library (aria-role); the tapped one is checked', async () => {
    await renderRole()
    expect($('role-1')).toHaveAttribute('aria-role', 'radio')
    expect($('role-1')).not.toHaveAttribute('role')
    tap('role-2')
    expect($('role-2')).toHaveAttribute('aria-checked', 'true')
    expect($('role-1')).toHaveAttribute('aria-checked', 'false')
  })

  it('a plan whose expiry has passed (by the server clock) says 已于…到期', async () => {
    await renderRole(
      {},
      makeMember({ role: { id: 2, name: '年度会员' }, role_expired_at: '2020-06-01T00:00:00.000000Z' })
    )
    expect(text('role-status')).toBe('您的年度会员已于2020-06-01到期')
  })

  it('购买会员: none chosen → 请选择需要购买的会员; chosen → the checkout with the plan', async () => {
    await renderRole()
    tap('role-buy')
    expect(toasts()).toEqual(['请选择需要购买的会员'])
    tap('role-2')
    expect($('role-2')).toHaveAttribute('data-selected', 'true')
    tap('role-buy')
    expect(urls('navigateTo').map(withQuery)).toEqual([
      {
        path: pageUrl('/order'),
        query: {
          goods_id: '2',
          goods_name: '年度会员',
          goods_label: 'VIP会员',
          goods_charge: '12.5',
          goods_type: 'role',
        },
      },
    ])
  })

  it('plans failing to load: 加载失败 with 重新加载', async () => {
    let fail = true
    await renderRole({ [ROLES]: () => (fail ? Promise.reject({ errMsg: 'request:fail' }) : ok(ROLE_LIST)) })
    expect(screen.getByTestId('resource-error')).toBeInTheDocument()
    fail = false
    await actAndSettle(() => tap('resource-retry'))
    expect($('role-1')).not.toBeNull()
  })
})

// ------------------------------------------------------------------------------------------------ 支付中

async function renderHandPay(query: Record<string, string>, routes: Routes = {}) {
  openPageAt('/order/pay', 'packages/order/order/pay/index', query)
  routeRequests({
    [HAND_PAY]: ok({
      text: '<p>开户行：<b>测试银行</b></p><script>window.__xss=1</script><a href="#" onclick="window.__xss=2">x</a>',
    }),
    ...routes,
  })
  renderWithStores(<HandPayPage />, loggedInRoot())
  await actAndSettle()
}

describe('支付中 (hand pay)', () => {
  it('the order, the amount and the sanitised instructions; 我已完成支付 → 我的订单', async () => {
    await renderHandPay({ orderId: '1120000101', price: '12.50', payment: 'handPay', type: 'vod', id: '3' })
    expect(screen.getByText('手动打款支付')).toBeInTheDocument()
    expect(text('hand-pay-order')).toBe('订单号 1120000101')
    expect(text('hand-pay-price')).toBe('需支付 ￥12.5')
    expect(screen.getByText('收款信息（手动打款需后台验证后交付订单，请耐心等待）')).toBeInTheDocument()
    expect(text('hand-pay-text')).toContain('开户行：测试银行')
    expect(document.querySelector('#hand-pay-text script, #hand-pay-text [onclick]')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
    tap('hand-pay-done')
    expect(urls('redirectTo')).toEqual([pageUrl('/member/order')])
  })

  it('a network failure offers 重新加载; 我已完成支付 only once the instructions are here', async () => {
    let fail = true
    await renderHandPay(
      { orderId: '1120000101' },
      { [HAND_PAY]: () => (fail ? Promise.reject({ errMsg: 'request:fail' }) : ok({ text: '<p>账户</p>' })) }
    )
    expect($('hand-pay-done')).toBeNull()
    fail = false
    await actAndSettle(() => tap('resource-retry'))
    expect(text('hand-pay-text')).toContain('账户')
    expect($('hand-pay-done')).not.toBeNull()
  })

  it.each([
    ['unknown', envelope(404, '订单不存在'), '订单不存在'],
    ['paid', envelope(1, '订单已支付'), '订单已支付'],
    // MeEdu 4.9.10's own words for a paid or cancelled order without a method, told in Chinese.
    [
      'paid or cancelled (4.9.10)',
      envelope(1, 'order status error'),
      '该订单已支付或已取消，无法使用手动打款，请在“我的订单”中查看',
    ],
  ])(
    'an order the server refuses (%s): the same message as no order number, no 我已完成支付',
    async (_, answer, told) => {
      await renderHandPay({ orderId: 'abc' }, { [HAND_PAY]: answer })
      expect(toasts()).toEqual([told])
      expect(text('hand-pay-invalid')).toBe('订单信息有误，请在“我的订单”中重新发起支付')
      expect($('hand-pay-order')).toBeNull()
      expect($('resource-retry')).toBeNull()
      expect($('hand-pay-done')).toBeNull()
    }
  )

  it('an order MeEdu answers although it is paid (it has a payment): its status says so, no bank details', async () => {
    await renderHandPay({ orderId: '1120000101' }, { [STATUS]: ok({ status: 9 }) })
    expect(sentCalls()).toEqual([HAND_PAY, STATUS])
    expect(toasts()).toEqual(['该订单已支付或已取消，无法使用手动打款，请在“我的订单”中查看'])
    expect(text('hand-pay-invalid')).toBe('订单信息有误，请在“我的订单”中重新发起支付')
    expect($('hand-pay-text')).toBeNull()
    expect($('hand-pay-done')).toBeNull()
  })

  it('no order number: a clear message and nothing asked', async () => {
    await renderHandPay({})
    expect(text('hand-pay-invalid')).toBe('订单信息有误，请在“我的订单”中重新发起支付')
    expect(sentCalls()).toEqual([])
  })
})

// ------------------------------------------------------------------------------------------------ 支付成功

describe('支付成功', () => {
  it('返回首页 and 查看订单 replace the page; nothing asked', async () => {
    openPageAt('/order/success', 'packages/order/order/success/index', {})
    routeRequests({})
    renderWithStores(<SuccessPage />, loggedInRoot())
    await actAndSettle()
    expect(text('success-text')).toBe('支付成功')
    tap('success-home')
    tap('success-orders')
    expect(urls('redirectTo')).toEqual([pageUrl('/'), pageUrl('/member/order')])
    expect(sentCalls()).toEqual([])
  })

  inH5("the header's back starts over from home (the page before may be the gateway's cashier)", async () => {
    openPageAt('/order/success', 'packages/order/order/success/index', {})
    routeRequests({})
    const back = jest.spyOn(platform, 'goBack')
    const history = jest.spyOn(platform, 'historyLength').mockReturnValue(5)
    renderWithStores(<SuccessPage />, loggedInRoot())
    await actAndSettle()
    tap('nav-back')
    expect(urls('reLaunch')).toEqual([pageUrl('/')])
    expect(back).not.toHaveBeenCalled()
    back.mockRestore()
    history.mockRestore()
  })
})

// ------------------------------------------------------------------------------------------------ 我的订单

const listOrder = (id: number, extra: Record<string, unknown> = {}) =>
  rawOrder({
    id,
    order_id: `10${id}`,
    charge: 19.9,
    payment_text: '支付宝',
    created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
    goods: [
      { goods_id: 3, goods_type: 'vod', goods_name: `课程${id}`, goods_thumb: 'https://cdn.test/t.png' },
    ],
    ...extra,
  })

async function renderOrders(routes: Routes = {}) {
  openPageAt('/member/order', 'packages/order/member/order/index', {})
  routeRequests({
    [ORDERS]: ok({
      current_page: 1,
      data: [
        listOrder(1),
        listOrder(2, { status_text: '支付中' }),
        listOrder(3, { status_text: '已支付' }),
        listOrder(4, { status_text: '已取消' }),
      ],
      total: 4,
    }),
    [PAYMENTS]: ok(PAYMENT_LIST),
    ...routes,
  })
  const root = loggedInRoot()
  renderWithStores(<MyOrdersPage />, root)
  await actAndSettle()
  return root
}

describe('我的订单', () => {
  it('each order: relative time, coloured status, number, goods, payment, amount; 去支付 when unpaid', async () => {
    await renderOrders()
    const first = $('order-101')!
    expect(first).toHaveTextContent('3分钟前')
    expect(text('order-no-101')).toBe('订单号 101')
    expect(first.querySelector('.order-card__status--unpaid')).toHaveTextContent('未支付')
    expect(first).toHaveTextContent('课程1')
    expect(first).toHaveTextContent('支付宝')
    expect(first).toHaveTextContent('￥19.9')
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/t.png')
    expect($('order-pay-101')).not.toBeNull()
    // 支付中: left at a gateway. MeEdu 4.9.10's pay redirect refuses it (订单状态错误): no 去支付.
    for (const id of ['102', '103', '104']) expect($(`order-pay-${id}`)).toBeNull()
    expect($('order-103')!.querySelector('.order-card__status--paid')).toHaveTextContent('已支付')
    expect(screen.getByTestId('list-end')).toHaveTextContent('已经到底了')
  })

  it('支付中 at a gateway: says why it cannot be paid again; 重新下单 opens the checkout with the same goods', async () => {
    await renderOrders()
    expect(text('order-at-gateway-102')).toBe(
      '该订单已转到支付渠道，不能再次支付。如已付款，请稍后刷新；未付款可重新下单'
    )
    for (const id of ['101', '103', '104']) expect($(`order-at-gateway-${id}`)).toBeNull()
    tap('order-reorder-102')
    expect(urls('navigateTo').map(withQuery)).toEqual([
      {
        path: pageUrl('/order'),
        query: {
          goods_id: '3',
          goods_type: 'vod',
          goods_name: '课程2',
          goods_thumb: 'https://cdn.test/t.png',
        },
      },
    ])
    expect(sentCalls()).not.toContain(PAYMENTS)
    expect(external).not.toHaveBeenCalled()
  })

  it('empty: 暂无订单', async () => {
    await renderOrders({ [ORDERS]: ok({ current_page: 1, data: [], total: 0 }) })
    expect(screen.getByTestId('list-empty')).toHaveTextContent('暂无订单')
  })

  it('a failed page: 加载失败，点击重试', async () => {
    let fail = true
    await renderOrders({
      [ORDERS]: () =>
        fail
          ? Promise.reject({ errMsg: 'request:fail' })
          : ok({ current_page: 1, data: [listOrder(1)], total: 1 }),
    })
    fail = false
    await actAndSettle(() => tap('list-retry'))
    expect($('order-101')).not.toBeNull()
  })

  it('去支付 → the action sheet of gateways; hand pay opens its instructions on top of the list', async () => {
    await renderOrders()
    jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 1, errMsg: 'ok' })
    await actAndSettle(() => tap('order-pay-101'))
    expect(jest.mocked(Taro.showActionSheet).mock.calls[0][0].itemList).toEqual(['支付宝', '手动打款'])
    expect(urls('navigateTo').map(withQuery)).toEqual([
      {
        path: pageUrl('/order/pay'),
        query: { orderId: '101', payment: 'handPay', type: 'vod', id: '3' },
      },
    ])
  })

  it('a hand-pay order waiting for the school: 等待确认收款 and 查看收款信息 (its instructions), not 去支付', async () => {
    await renderOrders({
      [ORDERS]: ok({
        current_page: 1,
        data: [
          listOrder(5, { payment_method: 'hand', payment_text: '手动打款' }),
          // As MeEdu 4.9.10 lists an order after hand pay (sample 30h): 支付中, handPay.
          listOrder(6, { payment_method: 'handPay', payment_text: '手动打款', status_text: '支付中' }),
          listOrder(7, { payment_method: 'hand', status_text: '已支付' }),
        ],
        total: 3,
      }),
    })
    for (const id of ['105', '106']) {
      expect($(`order-pay-${id}`)).toBeNull()
      expect($(`order-reorder-${id}`)).toBeNull()
      expect($(`order-at-gateway-${id}`)).toBeNull()
      expect(text(`order-awaiting-${id}`)).toBe('等待确认收款')
      expect(text(`order-hand-pay-${id}`)).toBe('查看收款信息')
    }
    expect(text('order-no-105')).toBe('订单号 105')
    expect($('order-hand-pay-107')).toBeNull()
    tap('order-hand-pay-105')
    expect(urls('navigateTo').map(withQuery)).toEqual([
      { path: pageUrl('/order/pay'), query: { orderId: '105' } },
    ])
    expect(Taro.showActionSheet).not.toHaveBeenCalled()
    expect(sentCalls()).not.toContain(PAYMENTS)
  })

  it('closing the sheet does nothing', async () => {
    await renderOrders()
    await actAndSettle(() => tap('order-pay-101'))
    expect(urls('navigateTo')).toEqual([])
    expect(external).not.toHaveBeenCalled()
    expect(toasts()).toEqual([])
  })

  inH5('去支付 with alipay sends the browser to the pay redirect of that order', async () => {
    await renderOrders()
    jest.mocked(Taro.showActionSheet).mockResolvedValueOnce({ tapIndex: 0, errMsg: 'ok' })
    await actAndSettle(() => tap('order-pay-101'))
    expect(new URL(external.mock.calls[0][0]).searchParams.get('order_id')).toBe('101')
  })

  it('no gateway offered: 暂无可用的支付方式', async () => {
    await renderOrders({ [PAYMENTS]: ok([]) })
    await actAndSettle(() => tap('order-pay-101'))
    expect(toasts()).toEqual(['暂无可用的支付方式'])
    expect(Taro.showActionSheet).not.toHaveBeenCalled()
  })

  it('shown again: from page 1 (an order may have been paid meanwhile)', async () => {
    await renderOrders()
    routeRequests({
      [ORDERS]: ok({ current_page: 1, data: [listOrder(1, { status_text: '已支付' })], total: 1 }),
    })
    await actAndSettle(() => triggerDidShow())
    expect($('order-pay-101')).toBeNull()
    expect($('order-101')).toHaveTextContent('已支付')
  })
})
