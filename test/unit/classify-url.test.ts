/**
 * classifyUrl (src/utils/url.ts), the one decision on an address from outside the code: an in-app path
 * ('inside'), an http(s) page elsewhere ('outside'), or anything else ('unsafe'). Examples first, then
 * properties over random and hostile strings (fast-check; the seed is printed, TEST_SEED=<seed>
 * replays a run: test/unit/random-seed.ts).
 */
import fc from 'fast-check'
import { testSeed } from './random-seed'
import {
  blockLink,
  classifyUrl,
  linkTarget,
  markupAddress,
  safeRedirect,
  withHttps,
  type UrlKind,
} from '@/utils/url'
import { safeUrl } from '@/utils/html'
import { classifyLink } from '@/components/RichHtml/link-target'
import { shareImage } from '@/share'

const seed = testSeed()

/** `text` with each letter's case flipped by the bits of `flips`. */
const recased = (text: string, flips: number) =>
  Array.from(text, (char, index) => ((flips >> (index % 31)) & 1 ? char.toUpperCase() : char)).join('')

/** Starts no text can complete into an http(s) page or an in-app path (`http:/x` and `http:x` are in EXAMPLES). */
// prettier-ignore
const HOSTILE_SCHEMES = [
  'javascript:', 'vbscript:', 'data:', 'data:text/html,', 'data:image/svg+xml;base64,', 'file:', 'blob:',
  'about:', 'ftp://', 'x:', 'http:\\\\', 'https:\\\\', '\\\\', '//', '/\\',
  'http:///', 'https://\\', ' http://', '\thttps://', 'http ://', 'ht tp://', 'javascript://',
]

/** Whitespace and control characters that browsers drop or that split an address. */
// prettier-ignore
const BREAKERS = [' ', '\t', '\n', '\r', '\f', '\v', '\u0000', '\u0001', '\u001f', '\u007f', '\u00a0', '\u2028', '\u3000', '\ufeff']

const EXAMPLES: [unknown, UrlKind][] = [
  ['https://a.example/x.png', 'outside'],
  ['http://a.example', 'outside'],
  ['HTTPS://A.example/Path?q=1#h', 'outside'],
  ['hTtP://a.example/', 'outside'],
  ['https://a.example/a%20b', 'outside'],
  ['/vod/detail?id=3', 'inside'],
  ['/', 'inside'],
  ['/search?keywords=a b', 'inside'],
  ['javascript:alert(1)', 'unsafe'],
  ['JaVaScRiPt:alert(1)', 'unsafe'],
  ['data:text/html,<script>', 'unsafe'],
  ['data:image/png;base64,AAAA', 'unsafe'],
  ['http:/x', 'unsafe'],
  ['http:x', 'unsafe'],
  ['http://', 'unsafe'],
  ['http:///x', 'unsafe'],
  ['http://\\evil', 'unsafe'],
  ['https://a.example/a b', 'unsafe'],
  [' https://a.example', 'unsafe'],
  ['https://a.example ', 'unsafe'],
  ['https://a.example/\n', 'unsafe'],
  ['//evil.example', 'unsafe'],
  ['/\\evil.example', 'unsafe'],
  ['\\\\evil.example', 'unsafe'],
  ['/vod\n/detail', 'unsafe'],
  ['/vod\u007f', 'unsafe'],
  ['vod/detail', 'unsafe'],
  ['#/vod', 'unsafe'],
  ['www.example.com', 'unsafe'],
  ['ftp://a.example', 'unsafe'],
  ['', 'unsafe'],
  [' ', 'unsafe'],
  [null, 'unsafe'],
  [undefined, 'unsafe'],
  [3, 'unsafe'],
  [{ toString: () => 'https://a.example' }, 'unsafe'],
]

describe('classifyUrl: examples', () => {
  it.each(EXAMPLES)('%j is %s', (raw, kind) => {
    expect(classifyUrl(raw)).toBe(kind)
  })
})

describe('classifyUrl: properties', () => {
  const host = fc.stringMatching(/^[a-z0-9]([a-z0-9.-]{0,20}[a-z0-9])?$/)
  const path = fc.stringMatching(/^(\/[A-Za-z0-9._~%!$&'()*+,;=:@?#-]{0,12}){0,4}$/)
  const webAddress = fc
    .tuple(fc.constantFrom('http://', 'https://'), fc.integer(), host, path)
    .map(([scheme, flips, name, rest]) => `${recased(scheme, flips)}${name}${rest}`)

  it('an http(s) address with a host and no whitespace is outside, in any case of its scheme', () => {
    fc.assert(
      fc.property(webAddress, (url) => classifyUrl(url) === 'outside'),
      { seed, numRuns: 500 }
    )
  })

  it('whitespace or a control character anywhere in it makes it unsafe', () => {
    fc.assert(
      fc.property(webAddress, fc.nat(), fc.constantFrom(...BREAKERS), (url, at, breaker) => {
        const index = at % (url.length + 1)
        return classifyUrl(`${url.slice(0, index)}${breaker}${url.slice(index)}`) === 'unsafe'
      }),
      { seed, numRuns: 500 }
    )
  })

  it('a hostile scheme in any case, before anything, is never outside nor inside', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HOSTILE_SCHEMES), fc.integer(), fc.string(), (scheme, flips, rest) => {
        return classifyUrl(`${recased(scheme, flips)}${rest}`) === 'unsafe'
      }),
      { seed, numRuns: 1000 }
    )
  })

  it('whatever the string, outside starts with http(s)://host and inside with one slash, neither with a control character', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .tuple(fc.constantFrom('http://', 'HTTPS://', '/', '//', '/\\'), fc.string({ unit: 'binary' }))
        .map(([start, rest]) => start + rest)
    )
    fc.assert(
      fc.property(anyText, (raw) => {
        const kind = classifyUrl(raw)
        // eslint-disable-next-line no-control-regex
        const clean = !/[\u0000-\u001f\u007f]/.test(raw)
        if (kind === 'outside') return clean && /^https?:\/\/[^/\\\s]\S*$/i.test(raw)
        if (kind === 'inside') return clean && raw.startsWith('/') && raw[1] !== '/' && raw[1] !== '\\'
        return kind === 'unsafe'
      }),
      { seed, numRuns: 1000 }
    )
  })

  it('safeRedirect keeps exactly what is inside once trimmed', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const kept = safeRedirect(raw, '/fallback')
        return classifyUrl(raw.trim()) === 'inside' ? kept === raw.trim() : kept === '/fallback'
      }),
      { seed, numRuns: 500 }
    )
  })
})

describe('utils/url.ts is the one judge of an address: every reader agrees on `//host`', () => {
  const APP = 'https://learn.example.com/h5/#'

  it('`//host/x` is another site, over https, wherever content or a share carries it', () => {
    expect(withHttps('//cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(markupAddress('//cdn.example.com/a.png', 'src')).toBe('https://cdn.example.com/a.png')
    expect(safeUrl('//cdn.example.com/a.png', 'src')).toBe('https://cdn.example.com/a.png')
    expect(shareImage('//cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    const external = { kind: 'external', url: 'https://cdn.example.com/x' }
    expect(classifyLink('//cdn.example.com/x', APP)).toEqual(external)
    expect(blockLink('//cdn.example.com/x', APP)).toEqual(external)
  })

  it('`//host` is never an in-app path: as it is it is unsafe, and no redirect follows it', () => {
    expect(classifyUrl('//cdn.example.com/x')).toBe('unsafe')
    expect(safeRedirect('//cdn.example.com/x')).toBe('/')
    expect(withHttps('///x')).toBe('///x')
    expect(withHttps('//\\evil.example')).toBe('//\\evil.example')
    expect(classifyUrl(withHttps('//\\evil.example'))).toBe('unsafe')
  })

  it('a hash or same-origin link that is no in-app path leads nowhere, in server HTML and in blocks alike', () => {
    for (const href of ['#//evil.example/x', '#/\\evil.example', `${APP}//evil.example`]) {
      expect([href, classifyLink(href, APP)]).toEqual([href, null])
      expect([href, blockLink(href, APP)]).toEqual([href, null])
    }
    expect(classifyLink('#/vod/detail?id=3', APP)).toEqual({ kind: 'app', address: '/vod/detail?id=3' })
    expect(blockLink('#/vod/detail?id=3', APP)).toEqual({ kind: 'app', address: '/vod/detail?id=3' })
    expect(linkTarget(`${APP.toUpperCase().replace('/H5/#', '/h5/#')}/vod`, APP)).toEqual({
      kind: 'app',
      address: '/vod',
    })
  })
})
