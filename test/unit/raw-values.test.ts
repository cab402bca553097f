import { arr, num, obj, str } from '@/utils/raw-values'
import * as normalize from '@/services/api/normalize'

describe('readers of untrusted values', () => {
  it('obj: an object, else {} (MeEdu sends [] for an empty object)', () => {
    expect(obj({ a: 1 })).toEqual({ a: 1 })
    expect(obj([])).toEqual({})
    expect(obj(null)).toEqual({})
    expect(obj('x')).toEqual({})
  })

  it("arr: an array, an object's values, else []", () => {
    expect(arr([1, 2])).toEqual([1, 2])
    expect(arr({ 0: 'a', 1: 'b' })).toEqual(['a', 'b'])
    expect(arr(null)).toEqual([])
    expect(arr('ab')).toEqual([])
  })

  it('num: finite numbers and numeric strings, else the fallback', () => {
    expect(num('12.50')).toBe(12.5)
    expect(num(3)).toBe(3)
    expect(num(true)).toBe(1)
    expect(num(Infinity, 7)).toBe(7)
    expect(num(' ', 7)).toBe(7)
    expect(num('abc')).toBe(0)
    expect(num(undefined, -1)).toBe(-1)
  })

  it('str: strings and finite numbers as text, else the fallback', () => {
    expect(str('a')).toBe('a')
    expect(str(12)).toBe('12')
    expect(str(NaN, '-')).toBe('-')
    expect(str({})).toBe('')
  })

  it('the API readers hand out the same functions', () => {
    expect([normalize.obj, normalize.arr, normalize.num, normalize.str]).toEqual([obj, arr, num, str])
  })
})
