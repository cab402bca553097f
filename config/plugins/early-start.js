/**
 * The build's data for the early start in src/index.html (H5): its inline script starts the current route's code
 * and data before the app's JavaScript has loaded, from what this plugin writes over the placeholder
 * `'__MEEDU_EARLY_BUILD__'`:
 *
 *   { api: 'https://api.example.com', files: ['js/123.abcd1234.js', 'css/123.abcd1234.css', …],
 *     routes: { '/vod/detail': [0, 1], … } }
 *
 * - `api`: the API base URL as the app uses it (TARO_APP_API_URL without trailing slashes, src/app-setup.ts);
 *   '' unless it is an absolute http(s) address, and then the page starts no request.
 * - `routes`: for each route of the route table (its product path, as in the address), the files of the chunks
 *   Taro's router loads for that page beyond the entry's (JavaScript and stylesheets), as indexes into `files`.
 *
 * The object is written as JSON with `<` and the line separators escaped, so nothing in it can end the script, and
 * that script is minified.
 * It runs after html-webpack-plugin wrote index.html and before webpack's real content hashes: the file names in
 * it are rewritten with the others.
 */

const path = require('path')

const NAME = 'EarlyStartPlugin'
const PLACEHOLDER = "'__MEEDU_EARLY_BUILD__'"

/** The API base URL the app uses, or '' when it is not an absolute http(s) address. */
function apiBase(value) {
  const base = String(value || '').replace(/\/+$/, '')
  if (!/^https?:\/\/[^\s"'<>\\]+$/i.test(base)) return ''
  try {
    const url = new URL(base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? base : ''
  } catch {
    return ''
  }
}

/** JSON that is safe inside an inline <script>. */
function inlineJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The page path (`pages/home/index`) an async chunk group was created for, from its import() request. */
function pageOfGroup(group, sourceRoot) {
  for (const origin of group.origins || []) {
    if (!origin.request || !origin.module || !origin.module.context) continue
    const file = path.resolve(origin.module.context, origin.request)
    const relative = path.relative(sourceRoot, file).split(path.sep).join('/')
    if (!relative.startsWith('..')) return relative.replace(/\.(tsx?|jsx?)$/, '')
  }
  return null
}

/**
 * The manifest: route path → the JS and CSS files its page's chunk group adds to the entry's. `pages`: page path
 * (`/pages/home/index`) → route path (`/`), as H5_CUSTOM_ROUTES (src/routes.ts) gives it.
 */
function buildManifest(compilation, pages, sourceRoot) {
  const initial = new Set()
  for (const entrypoint of compilation.entrypoints.values())
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) initial.add(file)
  const routeOfPage = new Map(Object.entries(pages).map(([page, route]) => [page.replace(/^\//, ''), route]))
  const files = []
  const routes = {}
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue
    const route = routeOfPage.get(pageOfGroup(group, sourceRoot))
    if (route === undefined || routes[route]) continue
    const own = []
    for (const chunk of group.chunks)
      for (const file of chunk.files) {
        if (initial.has(file) || !/\.(js|css)$/.test(file)) continue
        let index = files.indexOf(file)
        if (index < 0) index = files.push(file) - 1
        if (!own.includes(index)) own.push(index)
      }
    routes[route] = own
  }
  return { files, routes }
}

/**
 * The early-start script of `html` with the build's data written in and minified (terser; the page's other
 * inline scripts are small enough as written). Returns the page unchanged where it has no such script.
 */
async function writeEarlyScript(html, data) {
  const scripts = /<script>([\s\S]*?)<\/script>/g
  let match
  while ((match = scripts.exec(html))) {
    if (!match[1].includes(PLACEHOLDER)) continue
    const code = match[1].replace(PLACEHOLDER, () => data)
    let small = code
    try {
      const { minify } = require('terser')
      small = (await minify(code, { ecma: 5, compress: true, mangle: true, format: { inline_script: true } }))
        .code
    } catch {
      small = code
    }
    // Nothing in it may end the script or open a comment; as written, it had neither.
    if (!small || /<\/script|<!--/i.test(small)) small = code
    return (
      html.slice(0, match.index) + `<script>${small}</script>` + html.slice(match.index + match[0].length)
    )
  }
  return html
}

class EarlyStartPlugin {
  /** `pages`: H5_CUSTOM_ROUTES; `apiUrl`: TARO_APP_API_URL; `sourceRoot`: src/; `html`: the page's file name. */
  constructor({ pages, apiUrl, sourceRoot, html = 'index.html' }) {
    this.options = { pages, api: apiBase(apiUrl), sourceRoot, html }
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack
    const { pages, api, sourceRoot, html } = this.options
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin (OPTIMIZE_INLINE), before the real content hashes (OPTIMIZE_HASH).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        async () => {
          const asset = compilation.getAsset(html)
          if (!asset) return
          const text = asset.source.source().toString()
          if (!text.includes(PLACEHOLDER)) {
            compilation.errors.push(new WebpackError(`${NAME}: ${html} has no ${PLACEHOLDER} to write over`))
            return
          }
          const manifest = buildManifest(compilation, pages, sourceRoot)
          const missing = Object.values(pages).filter((route) => !manifest.routes[route])
          if (missing.length)
            compilation.warnings.push(
              new WebpackError(`${NAME}: no page chunk found for ${missing.join(', ')}`)
            )
          const written = await writeEarlyScript(text, inlineJson({ api, ...manifest }))
          compilation.updateAsset(html, new sources.RawSource(written))
        }
      )
    })
  }
}

module.exports = { EarlyStartPlugin, PLACEHOLDER, apiBase, inlineJson, writeEarlyScript }
