import { readGoodsQuery } from '@/utils/goods-query'
import { readPositiveId } from '@/utils/url'

const base = {
  goods_id: '3',
  goods_type: 'vod',
  goods_name: '进阶课程',
  goods_charge: '199',
  goods_label: '点播课程',
}

describe('the checkout query', () => {
  it('a course with its name, label, price and picture', () => {
    expect(readGoodsQuery({ ...base, goods_thumb: 'https://cdn.test/3.png' })).toEqual({
      ok: true,
      goods: {
        id: 3,
        type: 'vod',
        name: '进阶课程',
        label: '点播课程',
        thumb: 'https://cdn.test/3.png',
        chargeCents: 19900,
      },
    })
  })

  it('an exam paper (goods_type paper): the label 试卷', () => {
    expect(readGoodsQuery({ goods_id: '5', goods_type: 'paper', goods_charge: '19.9' })).toEqual({
      ok: true,
      goods: { id: 5, type: 'paper', name: '', label: '试卷', thumb: '', chargeCents: 1990 },
    })
  })

  it('a plan: the label defaults by type; "12.50" is 1250 cents', () => {
    expect(readGoodsQuery({ goods_id: '2', goods_type: 'role', goods_charge: '12.50' })).toEqual({
      ok: true,
      goods: { id: 2, type: 'role', name: '', label: 'VIP会员', thumb: '', chargeCents: 1250 },
    })
  })

  it('a missing or zero price is left to the server', () => {
    expect(readGoodsQuery({ goods_id: '3', goods_type: 'vod' })).toMatchObject({
      ok: true,
      goods: { chargeCents: null },
    })
    expect(readGoodsQuery({ ...base, goods_charge: '0' })).toMatchObject({
      ok: true,
      goods: { chargeCents: null },
    })
    expect(readGoodsQuery({ ...base, goods_charge: '' })).toMatchObject({
      ok: true,
      goods: { chargeCents: null },
    })
  })

  it('a picture that is not a web address is dropped', () => {
    for (const thumb of ['javascript:alert(1)', 'data:image/png;base64,xx', '/x.png', 'http://a b'])
      expect(readGoodsQuery({ ...base, goods_thumb: thumb })).toMatchObject({
        ok: true,
        goods: { thumb: '' },
      })
  })

  it('a very long name is cut (it is only a first paint)', () => {
    const result = readGoodsQuery({ ...base, goods_name: '长'.repeat(500) })
    expect(result.ok && result.goods.name.length).toBe(100)
  })

  it('names the problem of a bad query', () => {
    expect(readGoodsQuery({ goods_type: 'vod' })).toEqual({ ok: false, problem: 'missing-id' })
    expect(readGoodsQuery({ ...base, goods_id: '  ' })).toEqual({ ok: false, problem: 'missing-id' })
    for (const id of ['abc', '-1', '0', '1.5', '3abc', '1e3', '99999999999999999999', '３'])
      expect([id, readGoodsQuery({ ...base, goods_id: id })]).toEqual([id, { ok: false, problem: 'bad-id' }])
    expect(readGoodsQuery({ ...base, goods_type: 'video' })).toEqual({ ok: false, problem: 'video' })
    for (const type of [undefined, '', 'book', 'VOD', 'role '])
      expect([type, readGoodsQuery({ ...base, goods_type: type as string })]).toEqual([
        type,
        type === 'role ' ? expect.objectContaining({ ok: true }) : { ok: false, problem: 'bad-type' },
      ])
    for (const charge of ['abc', '-1', '12元', 'NaN', 'Infinity', '1e3'])
      expect([charge, readGoodsQuery({ ...base, goods_charge: charge })]).toEqual([
        charge,
        { ok: false, problem: 'bad-price' },
      ])
  })

  it('readPositiveId', () => {
    expect(readPositiveId(7)).toBe(7)
    expect(readPositiveId(' 12 ')).toBe(12)
    expect(readPositiveId(undefined)).toBeNull()
    expect(readPositiveId(1.5)).toBeNull()
  })
})
