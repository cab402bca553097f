import { yuanToCents } from './money'
import { classifyUrl, readPositiveId } from './url'

/**
 * The checkout's query (`/order?goods_id=&goods_type=&goods_name=&goods_charge=&goods_label=&goods_thumb=`),
 * checked before anything is shown or sent. The query only says *what* to buy (id and type); its name, price
 * and picture are a first paint until the server's own goods arrive (the order call sends only the id).
 */

/** What can be bought: a course (`vod`), a VIP plan (`role`) or an exam paper (`paper`, the Paper add-on). */
export type BuyableType = 'vod' | 'role' | 'paper'

export interface GoodsQuery {
  id: number
  type: BuyableType
  /** As the query gave it ('' when missing): shown until the server's arrives. */
  name: string
  /** 点播课程 / VIP会员 (the query's, else the type's). */
  label: string
  /** Only an http(s) address; '' otherwise. */
  thumb: string
  /** The query's price in cents; null when it gave none (or 0): the server's price decides. */
  chargeCents: number | null
}

/**
 * Why a query cannot make an order: no id, an id that is not a positive whole number, a type that cannot be
 * bought, a single video (the API has no route for it), or a price that is not an amount.
 */
export type GoodsQueryProblem = 'missing-id' | 'bad-id' | 'bad-type' | 'video' | 'bad-price'

export type GoodsQueryResult = { ok: true; goods: GoodsQuery } | { ok: false; problem: GoodsQueryProblem }

export const GOODS_LABELS: Record<BuyableType, string> = {
  vod: '点播课程',
  role: 'VIP会员',
  paper: '试卷',
}

/** Longest name or label kept from a query (a longer one is cut: it is only a first paint). */
const MAX_TEXT = 100

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

export function readGoodsQuery(query: Record<string, string | undefined>): GoodsQueryResult {
  const rawId = text(query.goods_id)
  if (rawId === '') return { ok: false, problem: 'missing-id' }
  const id = readPositiveId(rawId)
  if (id === null) return { ok: false, problem: 'bad-id' }

  const rawType = text(query.goods_type)
  if (rawType === 'video') return { ok: false, problem: 'video' }
  if (rawType !== 'vod' && rawType !== 'role' && rawType !== 'paper')
    return { ok: false, problem: 'bad-type' }
  const type: BuyableType = rawType

  const rawCharge = text(query.goods_charge)
  let chargeCents: number | null = null
  if (rawCharge !== '') {
    const cents = yuanToCents(rawCharge)
    if (cents === null) return { ok: false, problem: 'bad-price' }
    chargeCents = cents > 0 ? cents : null
  }

  const thumb = text(query.goods_thumb)
  return {
    ok: true,
    goods: {
      id,
      type,
      name: text(query.goods_name).slice(0, MAX_TEXT),
      label: text(query.goods_label).slice(0, MAX_TEXT) || GOODS_LABELS[type],
      thumb: classifyUrl(thumb) === 'outside' ? thumb : '',
      chargeCents,
    },
  }
}
