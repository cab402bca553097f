import { centsToText, priceText, totalCents, yuanToCents } from '@/utils/money'

describe('yuan → cents', () => {
  it('reads numbers and decimal strings exactly', () => {
    expect(yuanToCents(12)).toBe(1200)
    expect(yuanToCents(12.5)).toBe(1250)
    expect(yuanToCents('12.50')).toBe(1250)
    expect(yuanToCents(' 12.5 ')).toBe(1250)
    expect(yuanToCents('0.01')).toBe(1)
    expect(yuanToCents('199')).toBe(19900)
    expect(yuanToCents(0)).toBe(0)
    expect(yuanToCents('0')).toBe(0)
    expect(yuanToCents('12.')).toBe(1200)
  })

  it('0.1 + 0.2 is 30 cents, and the third decimal rounds half up', () => {
    expect(yuanToCents(0.1 + 0.2)).toBe(30)
    expect(yuanToCents(1.005)).toBe(101)
    expect(yuanToCents('1.005')).toBe(101)
    expect(yuanToCents('1.004')).toBe(100)
    expect(yuanToCents(19.99)).toBe(1999)
    expect(yuanToCents(0.07)).toBe(7)
    expect(yuanToCents(1e-7)).toBe(0)
  })

  it('anything that is not an amount ≥ 0 is null', () => {
    for (const bad of [
      '',
      ' ',
      'abc',
      '12元',
      '-1',
      -1,
      -0.01,
      NaN,
      Infinity,
      '1e3',
      '0x10',
      '1,000',
      '12.5.1',
      null,
      undefined,
      {},
      [],
      '+5',
      '999999999999',
    ])
      expect([bad, yuanToCents(bad)]).toEqual([bad, null])
  })
})

describe('cents → text', () => {
  it('drops trailing zeros', () => {
    expect(centsToText(1000)).toBe('10')
    expect(centsToText(1050)).toBe('10.5')
    expect(centsToText(1205)).toBe('12.05')
    expect(centsToText(1)).toBe('0.01')
    expect(centsToText(30)).toBe('0.3')
    expect(centsToText(0)).toBe('0')
    expect(centsToText(-5)).toBe('0')
    expect(centsToText(NaN)).toBe('0')
    expect(priceText(1250)).toBe('￥12.5')
  })

  it('round trips what the server sends', () => {
    for (const yuan of ['12.50', '0.1', '199', '0.05', '1234.56'])
      expect(Number(centsToText(yuanToCents(yuan)!))).toBe(Number(yuan))
  })
})

describe('total', () => {
  it('price less discount, never below 0', () => {
    expect(totalCents(19900, 1000)).toBe(18900)
    expect(totalCents(1250, 1050)).toBe(200)
    expect(totalCents(1000, 1000)).toBe(0)
    expect(totalCents(1000, 999999)).toBe(0)
    expect(totalCents(1000, 0)).toBe(1000)
    expect(totalCents(1000, -50)).toBe(1000)
    expect(centsToText(totalCents(yuanToCents(0.3)!, yuanToCents(0.1)!))).toBe('0.2')
  })
})
