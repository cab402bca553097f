/**
 * THE layer table of src/: what each layer is and what it may import. One table, read three ways:
 * - eslint.config.mjs turns it into eslint-plugin-boundaries rules, so `npm run lint` fails on an import the table
 *   does not allow (`boundaries/dependencies` for our own layers, `boundaries/external` for packages);
 * - docs/architecture.md shows it (`layerTableMarkdown()`; test/unit/architecture.test.ts fails when the two differ:
 *   `node config/layers.js` prints the table to paste);
 * - the boundaries plugin classifies every file by `files` (globs from the repository root; the first layer that
 *   matches wins, so the page configs come before the pages).
 *
 * Only imports of code are checked. A type-only import (`import type`, `export type`) is erased by the build: it
 * cannot pull code into a bundle, into the Node evaluation of the route table or into an import cycle, so it may
 * name a type of any layer (a page reads the API shapes in `services/api/types.ts`). `import { type A }` without
 * `import type` counts as code.
 *
 * `mayImport`: layer names; `{ layer, file }` allows one file of a layer only. `packages`: the npm packages
 * the layer may import (`'*'`: any).
 */

const EVERYTHING_ELSE = '*'

/** @type {import('./layers').Layer[]} */
/** What the views (components, pages) may import: everything below them but services, which they reach through stores. */
const VIEW_IMPORTS = [
  'routes',
  'theme',
  'utils',
  'platform',
  'stores',
  'navigation',
  'share',
  'page-title',
  'outcomes',
  'guard',
]

const layers = [
  {
    name: 'routes',
    files: ['src/routes.ts'],
    what: 'the route table: path, title, login, tab bar, login step, mini-program package, query parameters; `RoutePath` and the query types',
    mayImport: [{ layer: 'utils', file: 'src/utils/url.ts' }],
    packages: [],
    note: 'only (the build evaluates it in Node)',
  },
  {
    name: 'theme',
    files: ['src/theme.ts'],
    what: 'the design tokens: every colour in `src/`',
    mayImport: [{ layer: 'utils', file: 'src/utils/kebab-case.ts' }],
    packages: [],
    note: '(the variable names, as NutUI spells them)',
  },
  {
    name: 'utils',
    files: ['src/utils/**'],
    what: "pure helpers: relative and clock times, the server's clock (over the device's: `device-clock.h5.ts` / `.weapp.ts`, plain JavaScript), phone check, URL and redirect safety, ids from the address, social-login URLs, HTML sanitiser, readers of untrusted values",
    mayImport: [],
    packages: ['dayjs'],
    note: '— never `platform` or Taro: `platform` builds on `utils`, never the reverse',
  },
  {
    name: 'platform',
    files: ['src/platform/**'],
    what: '`index.h5.ts` / `index.weapp.ts` (type source `index.d.ts`): storage, location, page push (stack limit), external pages, reload, toasts (H5: also said in a live region); `toast.ts` (`toast()`), `clipboard.ts` (copying a link, and a dialog that says why); image, leave guard; `a11y.*.ts`: roles, names and states (`a11y()`), `announce()`, keyboard activation, dialog focus (`holdFocus()`)',
    mayImport: ['routes', 'utils', 'theme'],
    packages: ['@tarojs/taro'],
  },
  {
    name: 'services',
    files: ['src/services/**'],
    what: '`http.ts`, the one `Taro.request` wrapper (envelope, 401 once, 404 → error page only for a primary resource, timeouts; `withLoginToken(url)` for an address a browser opens itself); `api/*.ts`, one typed function per endpoint and the readers that name server codes (`codes.ts`; notes: `services/api/README.md`); `credentials.ts`, the storage keys',
    mayImport: ['platform', 'utils'],
    packages: ['@tarojs/taro'],
    note: '— never stores or UI',
  },
  {
    name: 'stores',
    files: ['src/stores/**'],
    what: 'the RootStore (app-wide state) and screen stores; `PagedList`, `Resource`, `Task`, `useScreenStore`; login flows that return outcomes (`stores/login.ts`)',
    mayImport: ['services', 'platform', 'utils', 'routes'],
    packages: ['mobx', 'react'],
    note: '— never `navigation`, `outcomes`, components or Taro',
  },
  {
    name: 'navigation',
    files: ['src/navigation.ts'],
    what: "where the learner goes, by typed route (`navigate('/vod/detail', { id })`) or by an address from outside the code (`redirectToAddress(redirect)`, in-app only); `requireLogin()`: the login page and back, the one way a view sends a visitor to log in; `goBack({ pastLoginPages, orElse })`: the one way back",
    mayImport: ['routes', 'platform', 'utils'],
    packages: ['@tarojs/taro', 'react'],
  },
  {
    name: 'share',
    files: ['src/share.ts'],
    what: "what 转发 and 分享到朋友圈 send: a page's description (route, query, title, cover) → WeChat's `onShareAppMessage` and `onShareTimeline` answers",
    mayImport: ['routes', 'utils'],
    packages: [],
  },
  {
    name: 'page-title',
    files: ['src/page-title.*'],
    what: "`usePageTitle` / `showPageTitle` (type source `page-title.d.ts`): H5 `document.title`; the mini-program's `Taro.setNavigationBarTitle`, its only caller in `src/`",
    mayImport: [],
    packages: ['@tarojs/taro', 'react'],
  },
  {
    name: 'outcomes',
    files: ['src/outcomes/**'],
    what: "the one home of outcome delivery: stores return outcomes, and only these modules turn them into toasts, dialogs and page changes, one module per flow, each loaded only with the pages that use it: `login.ts` (leaving the login pages after 500 ms, after a binding, the after-login dialog's buttons), `boot.ts` (a social login code, the PC site: the first screen's), `checkout.ts` (a checkout, 去支付, 购买会员, the mini-program's action sheet of how to pay), `account.ts`, `profile.ts`, `attempt.ts`",
    mayImport: ['navigation', 'stores', 'platform', 'routes', 'utils'],
    packages: ['@tarojs/taro'],
    note: "(Taro: the checkout's action sheet and dialog)",
  },
  {
    name: 'guard',
    files: ['src/guard.ts'],
    what: 'every rule of the login guard (`usePageAccess`: boot wait, login-code wait, relogin pending)',
    mayImport: ['navigation', 'stores', 'routes', 'platform', 'utils'],
    packages: ['@tarojs/taro', 'react'],
  },
  {
    name: 'components',
    files: ['src/components/**'],
    what: '`PageShell` (guard, header or tab bar, watermark, after-login dialog, theme, the share handlers), NutUI-based parts, `RichHtml`, `InfiniteList`, `ResourceView`',
    mayImport: VIEW_IMPORTS,
    packages: EVERYTHING_ELSE,
    note: '— services only through stores',
  },
  {
    name: 'page-config',
    files: ['src/pages/**/index.config.ts', 'src/packages/**/index.config.ts'],
    what: "a page's config: `definePageConfig(pageConfig(path))`, evaluated by the build",
    mayImport: ['routes'],
    packages: [],
  },
  {
    name: 'pages',
    files: ['src/pages/**', 'src/packages/**'],
    what: 'one folder per route: `index.tsx` (observer view), `index.scss`, `text.ts`, parts the page alone draws',
    mayImport: [...VIEW_IMPORTS, 'components'],
    packages: EVERYTHING_ELSE,
    note: '— services only through stores',
  },
  {
    name: 'app-config',
    files: ['src/app.config.ts'],
    what: "the app's pages, packages and window colours, evaluated by the build",
    mayImport: ['routes', 'theme'],
    packages: [],
  },
  {
    name: 'app',
    files: ['src/app.tsx', 'src/app-setup.ts'],
    what: 'the root store made once, the HTTP hooks wired to the session and navigation, the boot',
    mayImport: EVERYTHING_ELSE,
    packages: EVERYTHING_ELSE,
  },
]

/**
 * Imports today's tree still has that the table forbids, each waiting for a fix on another branch. Lint lets exactly
 * these through; test/unit/architecture.test.ts fails as soon as one is gone, so the entry is deleted with the fix.
 * @type {import('./layers').PendingException[]}
 */
const pendingExceptions = []

const layerNames = new Set(layers.map((layer) => layer.name))

/** The layers a layer may import, as names (`'*'`: all). */
function importedLayers(layer) {
  if (layer.mayImport === EVERYTHING_ELSE) return layers.map((other) => other.name)
  return layer.mayImport.map((entry) => (typeof entry === 'string' ? entry : entry.layer))
}

/** The "May import" cell of the docs table. */
function mayImportText(layer) {
  const parts = []
  if (layer.mayImport === EVERYTHING_ELSE) parts.push('everything')
  else if (layer.mayImport.length === 0) parts.push('no layer')
  else
    parts.push(
      layer.mayImport.map((entry) => `\`${typeof entry === 'string' ? entry : entry.file}\``).join(', ')
    )
  if (layer.packages === EVERYTHING_ELSE) parts.push('any package')
  else if (layer.packages.length > 0)
    parts.push(`packages ${layer.packages.map((name) => `\`${name}\``).join(', ')}`)
  const text = parts.join('; ')
  return layer.note ? `${text} ${layer.note}` : text
}

/** The table docs/architecture.md shows, as Markdown. */
function layerTableMarkdown() {
  const escape = (text) => text.replace(/\|/g, '\\|')
  return [
    '| Layer | Files | What it is | May import |',
    '|---|---|---|---|',
    ...layers.map(
      (layer) =>
        `| \`${layer.name}\` | ${layer.files.map((glob) => `\`${glob}\``).join(', ')} | ${escape(layer.what)} | ${escape(mayImportText(layer))} |`
    ),
  ].join('\n')
}

function check() {
  for (const layer of layers) {
    for (const name of importedLayers(layer))
      if (!layerNames.has(name))
        throw new Error(`config/layers.js: ${layer.name} may import unknown layer ${name}`)
  }
}
check()

module.exports = { layers, pendingExceptions, importedLayers, layerTableMarkdown, EVERYTHING_ELSE }

if (require.main === module) console.log(layerTableMarkdown())
