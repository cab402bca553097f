/**
 * The shape of src/ as docs/architecture.md describes it, checked on the source itself: the layer table in the docs
 * is config/layers.js's (whose rules `npm run lint` enforces: which layer imports which, stores that never navigate
 * or reach Taro), the import graph has no cycle, the page shell renders what the guard decides, platform differences
 * stay in platform files, pages go through stores and services, colours come from the design tokens, and stores hold no UI text.
 */
import fs from 'fs'
import path from 'path'
import { layers, layerTableMarkdown, pendingExceptions } from '../../config/layers'

const SRC = path.resolve(__dirname, '..', '..', 'src')
const EXTENSIONS = ['.ts', '.tsx', '.h5.ts', '.h5.tsx', '.weapp.ts', '.weapp.tsx', '.d.ts']

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

const files = walk(SRC)
const sources = files.filter((file) => /\.(ts|tsx)$/.test(file))
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/')

/** Runtime imports of a file (type-only imports and re-exports left out), as written. */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const found: string[] = []
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm
  for (const match of text.matchAll(pattern)) {
    if (match[2]) continue // import type / export type
    // `import { type A, type B } from` is type-only as well
    const braces = /^\{([^}]*)\}$/.exec((match[3] ?? '').replace(/\s+from\s+$/, '').trim())
    const names =
      braces?.[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean) ?? []
    if (names.length > 0 && names.every((name) => name.startsWith('type '))) continue
    found.push(match[4])
  }
  return found
}

/** The src/ file an import resolves to (the H5 one for a platform pair), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ]
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null
}

const graph = new Map<string, string[]>()
for (const file of sources) {
  graph.set(
    rel(file),
    runtimeImports(file)
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null && /\.(ts|tsx)$/.test(target))
      .map(rel)
  )
}

it('the layer table in docs/architecture.md is config/layers.js (`node config/layers.js` prints it)', () => {
  const docs = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'architecture.md'), 'utf8')
  const table = /<!-- layer-table:[^\n]*-->\n([\s\S]*?)\n<!-- \/layer-table -->/.exec(docs)?.[1]
  expect(table).toBe(layerTableMarkdown())
})

it('every import the lint lets through as pending is still there (delete the entry once its fix lands)', () => {
  const gone = pendingExceptions.filter(
    ({ file, source }) => !fs.readFileSync(path.resolve(SRC, '..', file), 'utf8').includes(`from '${source}'`)
  )
  expect(gone).toEqual([])
})

it('the import graph has no cycle', () => {
  const cycles: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'visiting')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  expect(cycles).toEqual([])
})

it('the checker sees imports (a sanity check on the parser)', () => {
  expect(graph.get('components/PageShell/index.tsx')).toEqual(expect.arrayContaining(['guard.ts']))
  expect(graph.get('stores/root-store.ts')).toEqual(expect.arrayContaining(['stores/session-store.ts']))
})

it('the page shell renders what the guard decides: it reads neither storage keys nor store helpers', () => {
  const imports = runtimeImports(path.join(SRC, 'components/PageShell/index.tsx'))
  expect(imports.filter((specifier) => /credentials|^@\/stores\/|auth|login/.test(specifier))).toEqual([])
  expect(imports).toContain('@/guard')
})

it('platform differences live in platform files: TARO_ENV is read nowhere else', () => {
  const offenders = sources
    .filter((file) => !rel(file).startsWith('platform/') && rel(file) !== 'app.config.ts')
    .filter((file) => /process\.env\.TARO_ENV/.test(fs.readFileSync(file, 'utf8')))
    .map(rel)
  expect(offenders).toEqual([])
})

/**
 * Taro's Video in H5 is a Stencil web component (its runtime, its control bar, and its own import of hls.js): the
 * lesson page plays on a plain <video> (components/Player/video.h5.tsx). Only mini-program files may draw it.
 */
const taroVideoImports = (files: Map<string, string>) =>
  [...files]
    .filter(([file]) => !/\.weapp\.tsx?$/.test(file))
    .filter(
      ([, text]) =>
        /import\s*\{[^}]*\bVideo\b[^}]*\}\s*from\s*['"]@tarojs\/components['"]/.test(text) ||
        /['"]@tarojs\/components\/dist\/components\/taro-video/.test(text)
    )
    .map(([file]) => file)

it('H5 draws no Taro Video: only mini-program files import it (the H5 player is a plain <video>)', () => {
  const texts = new Map(sources.map((file) => [rel(file), fs.readFileSync(file, 'utf8')]))
  expect(taroVideoImports(texts)).toEqual([])
  expect(
    taroVideoImports(
      new Map([
        ['components/Player/index.tsx', "import { View, Text, Video } from '@tarojs/components'"],
        [
          'components/TaroElements/video.h5.ts',
          "import { x } from '@tarojs/components/dist/components/taro-video-core.js'",
        ],
        ['components/Player/video.weapp.tsx', "import { Video } from '@tarojs/components'"],
      ])
    )
  ).toEqual(['components/Player/index.tsx', 'components/TaroElements/video.h5.ts'])
})

it('one module decides which MeEdu the server is: only the api modules ask services/server-api.ts', () => {
  const askers = [...graph]
    .filter(([, targets]) => targets.includes('services/server-api.ts'))
    .map(([file]) => file)
  expect(askers.length).toBeGreaterThan(0)
  expect(askers.filter((file) => !file.startsWith('services/api/'))).toEqual([])
})

it('pages are views: no HTTP, no storage, no API module of their own', () => {
  const pageFiles = sources.filter((file) => /^(pages|packages)\//.test(rel(file)))
  const offenders = pageFiles.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8')
    const problems: string[] = []
    if (/Taro\.(request|uploadFile|downloadFile|[gs]etStorage|removeStorage)/.test(text))
      problems.push(`${rel(file)} calls Taro storage or network`)
    for (const specifier of runtimeImports(file)) {
      if (/^@\/services\/(http|credentials|api\/)/.test(specifier))
        problems.push(`${rel(file)} imports ${specifier}`)
    }
    return problems
  })
  expect(offenders).toEqual([])
})

it('colours come from the design tokens: no literal colour outside src/theme.ts', () => {
  const colour = /#[0-9a-fA-F]{3,8}\b|\brgba?\s*\(|\bhsla?\s*\(/
  const offenders = files
    .filter((file) => /\.(ts|tsx|scss|css)$/.test(file) && rel(file) !== 'theme.ts')
    .flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => colour.test(line.replace(/\/\/.*$|\/\*.*?\*\//g, '')))
        .map(({ line, index }) => `${rel(file)}:${index + 1}: ${line.trim()}`)
    )
  expect(offenders).toEqual([])
})

it('stores name problems and outcomes; the words the learner reads live with components and outcomes.ts', () => {
  const chinese = /['"`][^'"`]*[\u4e00-\u9fff][^'"`]*['"`]/
  const offenders = sources
    .filter((file) => rel(file).startsWith('stores/'))
    .flatMap((file) => [
      ...runtimeImports(file)
        .filter((specifier) => specifier === '@/platform/toast')
        .map((specifier) => `${rel(file)} imports ${specifier}`),
      ...fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        // Comments name the buttons they describe; the console is for developers (系统初始化失败 as upstream).
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*\*)/.test(line) && !/console\.\w+\(/.test(line))
        .filter(({ line }) => chinese.test(line.replace(/\/\/.*$/, '')))
        .map(({ line, index }) => `${rel(file)}:${index + 1}: ${line.trim()}`),
    ])
  expect(offenders).toEqual([])
})

describe('one owner: addresses, 0/1 flags, storage keys, the first page, server days and time', () => {
  /** The code of a file without its comments (a comment may name what it describes). */
  const code = (file: string) =>
    fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
  /** `file:line: text` of every line of `files` that matches `pattern` (line numbers count without block comments). */
  const matching = (files: string[], pattern: RegExp) =>
    files.flatMap((file) =>
      code(file)
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => pattern.test(line))
        .map(({ line, index }) => `${rel(file)}:${index + 1}: ${line.trim()}`)
    )
  const except = (...owners: string[]) => sources.filter((file) => !owners.includes(rel(file)))

  it('addresses: utils/url.ts alone tests a scheme, a protocol-relative `//host` or an origin', () => {
    // `/^\/\/…/` or startsWith('//'): a `//host` rule; `/^https?:\/\/…/`: a scheme rule; lowerOrigin: an origin rule.
    const rule = /\^\\\/\\\/|startsWith\(\s*['"`]\/\/|\^https\?:|\blowerOrigin\b|`https:\$\{/
    expect(matching(except('utils/url.ts'), rule)).toEqual([])
    expect(matching([path.join(SRC, 'utils/url.ts')], rule).length).toBeGreaterThan(0)
  })

  it('addresses: the sanitiser, RichHtml, the home blocks and the share call utils/url.ts', () => {
    for (const file of [
      'utils/html/allow-lists.ts',
      'components/RichHtml/link-target.ts',
      'services/api/view-blocks.ts',
      'share.ts',
    ])
      expect([file, graph.get(file)]).toEqual([file, expect.arrayContaining(['utils/url.ts'])])
    expect(files.map(rel).filter((file) => file.startsWith('utils/view-blocks'))).toEqual([])
  })

  it('0/1 flags: services/api/normalize.ts alone reads them; the config store imports its readers from there', () => {
    const reader =
      /(const|function)\s+(bool|on|flag|isOn|truthy|enabled)\b\s*[=(]|===\s*['"](1|true)['"]|num\([^)]*\)\s*===\s*1\b/
    // platform/ reads and writes DOM attributes (aria-*: 'true'), never a server's answer.
    const readers = except('services/api/normalize.ts').filter((file) => !rel(file).startsWith('platform/'))
    expect(matching(readers, reader)).toEqual([])
    expect(fs.readFileSync(path.join(SRC, 'stores/config-store.ts'), 'utf8')).toMatch(
      /import \{[^}]*\bflag\b[^}]*\} from '@\/services\/api\/normalize'/
    )
  })

  it('storage keys: services/credentials.ts alone names them', () => {
    // A key of ours (`meedu-…`; `meedu-platform` is an HTTP header), or a literal handed to storage itself.
    const key = /['"`]meedu-(?!platform['"`])|\b(storage|session)\.(get|set|remove)\(\s*['"`]/
    expect(matching(except('services/credentials.ts'), key)).toEqual([])
  })

  it('the first page: PagedList alone says that page 1 is the primary resource', () => {
    expect(matching(except('stores/paged-list.ts'), /primary:\s*\w+\s*===\s*1\b/)).toEqual([])
  })

  it("server days and time: no store reads the phone's clock or counts days itself (utils/server-clock, server-time)", () => {
    const stores = sources.filter((file) => rel(file).startsWith('stores/'))
    const clock = /new Date\(\s*\)|Date\.now\(|Date\.UTC\(|\.getUTC\w+\(|toISOString\(\)\.slice\(0,\s*10\)/
    expect(matching(stores, clock)).toEqual([])
  })
})

describe('one owner: logged in, outcome delivery, the direction between utils and platform', () => {
  /** A file's code without its comments (a comment may name what it describes); lines keep their numbers. */
  const code = (text: string) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
      .split('\n')
      .map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'))
      .join('\n')
  const sourceOf = new Map(sources.map((file) => [rel(file), code(fs.readFileSync(file, 'utf8'))]))
  const linesMatching = (pattern: RegExp, allowed: (file: string) => boolean) =>
    [...sourceOf]
      .filter(([file]) => !allowed(file))
      .flatMap(([file, text]) =>
        text
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => pattern.test(line))
          .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`)
      )

  /**
   * "Is the learner logged in" is `session.loggedIn` (stores/session-store.ts: a login token is stored). Every rule
   * that treats a visitor differently reads it from the session itself, never from a boolean handed down (a
   * `loggedIn = true` default, a `loggedIn` prop or parameter), a token or a missing address; the rule "this
   * route needs a login" is guard.ts's `mustLogInFor` alone.
   */
  const loggedInCopies = (files: Map<string, string>) =>
    [...files].flatMap(([file, text]) => {
      if (file === 'stores/session-store.ts') return []
      const problems: string[] = []
      text.split('\n').forEach((line, index) => {
        const where = `${file}:${index + 1}: ${line.trim()}`
        // `loggedIn` as anything but the session's property (or its name in a Pick<SessionStore, …>).
        if (/\bloggedIn\b/.test(line.replace(/\bsession\??\.loggedIn\b|'loggedIn'/g, '')))
          problems.push(`${where} (read session.loggedIn)`)
        if (/\.login\b\s*(&&|\|\||\)|$)/.test(line) && file !== 'guard.ts')
          problems.push(`${where} (the route rule is guard.ts's mustLogInFor)`)
        if (/\b(getToken\(\)|session\.token)\b/.test(line) && !TOKEN_READERS.includes(file))
          problems.push(`${where} (the token is not a way to ask who is logged in)`)
      })
      return problems
    })
  /** Who reads the token itself: the session, the HTTP wiring, the payment context, the binding calls, logout. */
  const TOKEN_READERS = [
    'app-setup.ts',
    'stores/checkout.ts',
    'stores/orders.ts',
    'stores/login.ts',
    'stores/account-sms.ts',
    'stores/root-store.ts',
  ]

  it('logged in: one answer, session.loggedIn; one route rule, guard.ts mustLogInFor', () => {
    expect(loggedInCopies(sourceOf)).toEqual([])
    expect(sourceOf.get('guard.ts')).toMatch(/export function mustLogInFor\(/)
  })

  it('logged in: the check sees the copies the tree had', () => {
    const planted = new Map([
      ['pages/member/index.tsx', 'if (findRoute(path)?.login && !session.loggedIn) requireLogin(path)'],
      ['components/HomeBlocks/links.ts', 'export function open(href: string, { loggedIn = false } = {}) {}'],
      ['stores/exam-papers.ts', 'export function joinState(paper: Paper, loggedIn = true) {}'],
      ['stores/player.ts', 'return commentBox({ loggedIn: this.root.session.loggedIn })'],
      ['components/Plant/index.tsx', 'const visitor = !root.session.token'],
    ])
    expect(loggedInCopies(planted)).toHaveLength(5)
  })

  /**
   * Stores return outcomes; src/outcomes/ (a module per flow, loaded with the pages that use it) is the one place
   * that turns them into toasts, dialogs and page changes. A view hands an outcome to its `after…` function.
   */
  const outcomeHomes = (files: Map<string, string>) =>
    [...files].flatMap(([file, text]) => {
      // Only views could deliver: stores reach neither toasts nor navigation (config/layers.js).
      if (!/^(pages|packages|components)\//.test(file)) return []
      const problems: string[] = []
      text.split('\n').forEach((line, index) => {
        const where = `${file}:${index + 1}: ${line.trim()}`
        if (/\bfunction after[A-Z]\w*\s*\(/.test(line))
          problems.push(`${where} (an outcome's delivery lives in src/outcomes/)`)
        if (
          /\bTaro\.(showToast|showModal|showActionSheet|navigateTo|redirectTo|reLaunch|switchTab|navigateBack)\b/.test(
            line
          ) &&
          !DIRECT_TARO_UI.includes(file)
        )
          problems.push(`${where} (views reach toasts and pages through outcomes, navigation, platform)`)
      })
      return problems
    })
  /** The one view that opens Taro's sheet itself: a mini-program block with several links asks which to follow. */
  const DIRECT_TARO_UI = ['components/RichHtml/index.weapp.tsx']
  /**
   * Views that still toast on their own: what they say is a form problem or a failure of the view itself, not a
   * flow's outcome yet moved to src/outcomes/. The list only shrinks: a new view that toasts fails, and so does
   * an entry whose file no longer toasts (delete it).
   */
  const VIEWS_THAT_TOAST = [
    'components/AfterLoginDialog/dialogs.tsx',
    'components/CourseAttachments/deliver.h5.ts',
    'components/CourseAttachments/index.tsx',
    'components/CourseComments/thread.tsx',
    'components/Player/index.tsx',
    'components/form-problems.ts',
    'packages/account/member/setting/index.tsx',
    'packages/learning/search/index.tsx',
    'packages/order/member/order/index.tsx',
    'packages/training/vodKJ/index.tsx',
    'pages/auth/faceSuccess/index.tsx',
    'pages/login/index.tsx',
  ]
  const viewsThatToast = () =>
    [...graph]
      .filter(([file]) => /^(pages|packages|components)\//.test(file))
      .filter(([, targets]) => targets.includes('platform/toast.ts'))
      .map(([file]) => file)
      .sort()

  it('outcome delivery: one home, src/outcomes/; views call no toast, dialog or page API of Taro', () => {
    expect(outcomeHomes(sourceOf)).toEqual([])
    expect(viewsThatToast()).toEqual(VIEWS_THAT_TOAST)
  })

  it('outcome delivery: the check sees the homes the tree had', () => {
    const planted = new Map([
      [
        'components/AccountForm/index.tsx',
        'export async function afterAccountStep(outcome: AccountOutcome) {}',
      ],
      [
        'packages/exam/vod/examDetail/attempt.tsx',
        'function afterSubmit(outcome: SubmitOutcome, auto: boolean): void {',
      ],
      ['packages/plant/index.tsx', "void Taro.showModal({ title: 'x' })"],
    ])
    expect(outcomeHomes(planted)).toHaveLength(3)
  })

  it('utils never imports platform (platform builds on utils), and config/layers.js says so to the lint', () => {
    const utilsLayer = layers.find((layer) => layer.name === 'utils')
    expect(utilsLayer?.mayImport).toEqual([])
    expect(utilsLayer?.packages).not.toContain('@tarojs/taro')
    const offenders = linesMatching(
      /\bfrom\s+['"](@\/platform|[./]+platform|@tarojs\/taro)\b|\bimport\(['"](@\/platform|@tarojs\/taro)/,
      (file) => !file.startsWith('utils/')
    )
    expect(offenders).toEqual([])
  })
})
