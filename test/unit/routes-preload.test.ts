/**
 * The mini-program's preloadRule (routes.ts preloadRuleFor): where a learner usually taps next, that page's
 * subpackage is already downloading. The taps are the product's; each is checked to be in the page's source, so
 * the list cannot go stale, and each target must be in the main package, the page's own package, or preloaded.
 */
import fs from 'fs'
import path from 'path'
import { findRoute, pageOf, preloadRuleFor, routesFor, TABS, type RoutePath } from '@/routes'

const SRC = path.resolve(__dirname, '..', '..', 'src')

/** The next taps from a page, and the source folders that hold them (the page's own, and its blocks). */
const NEXT_TAPS: { from: RoutePath; sources: string[]; to: RoutePath[] }[] = [
  {
    from: '/',
    sources: ['pages/home', 'components/HomeBlocks'],
    to: ['/vod/detail', '/vod', '/search', '/vodNotice'],
  },
  { from: '/study', sources: ['pages/study'], to: ['/vod/detail', '/vod/video', '/vod'] },
  {
    from: '/member',
    sources: ['pages/member'],
    to: [
      '/growUp',
      '/vodExam',
      '/vodNotice',
      '/vodKJ',
      '/role',
      '/member/order',
      '/messages',
      '/member/setting',
      '/member/profile',
    ],
  },
  { from: '/vod/detail', sources: ['packages/learning/vod/detail'], to: ['/order', '/role'] },
  { from: '/vod/video', sources: ['packages/learning/vod/video'], to: ['/order', '/role'] },
  { from: '/vodKJ', sources: ['packages/training/vodKJ'], to: ['/vod/detail'] },
  { from: '/growUp', sources: ['packages/training/growUp'], to: ['/vod/detail', '/vod/video'] },
]

function sourceText(folder: string): string {
  const dir = path.join(SRC, folder)
  return fs
    .readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .join('\n')
}

const packageOf = (to: RoutePath) => pageOf(findRoute(to)!).split('/').slice(0, 2).join('/')
const rules = preloadRuleFor('weapp')
const nameOfRoot = (root: string) => root.replace(/^packages\//, '')

describe('preloadRule', () => {
  it.each(NEXT_TAPS)('$from: the packages of its next taps are preloaded', ({ from, sources, to }) => {
    const text = sources.map(sourceText).join('\n')
    const ownPackage = pageOf(findRoute(from)!).split('/').slice(0, 2).join('/')
    const preloaded = rules[pageOf(findRoute(from)!)]?.packages ?? []
    for (const target of to) {
      expect({ target, inSource: text.includes(`'${target}'`) }).toEqual({ target, inSource: true })
      const pkg = packageOf(target)
      if (pkg.startsWith('pages/') || pkg === ownPackage) continue
      expect({ target, preloaded }).toEqual({ target, preloaded: expect.arrayContaining([nameOfRoot(pkg)]) })
    }
  })

  it('the tab pages preload 新入职 (the tab bar leads there)', () => {
    const vod = TABS.find((tab) => tab.text === '新入职')!.path
    expect(packageOf(vod)).toBe('packages/learning')
    for (const from of ['/', '/study'] as const) {
      expect(rules[pageOf(findRoute(from)!)].packages).toContain('learning')
    }
  })

  it('every rule: a page of the build, on any network, naming subpackages other than its own, each once', () => {
    const pages = routesFor('weapp').map(pageOf)
    for (const [page, rule] of Object.entries(rules)) {
      expect(pages).toContain(page)
      expect(rule.network).toBe('all')
      expect(new Set(rule.packages).size).toBe(rule.packages.length)
      for (const name of rule.packages) {
        expect(page.startsWith(`packages/${name}/`)).toBe(false)
        expect(name).not.toBe('main')
      }
    }
  })
})
