/**
 * Jest renders with what each build ships: H5 through preact/compat, with the aliases Taro's preact framework
 * plugin gives the H5 build; the mini-program with React 18. Read from the plugin itself, so a Taro upgrade that
 * changes its aliases fails here rather than leaving the H5 pass on another renderer than the build.
 */
import fs from 'fs'
import path from 'path'

const ENV = process.env.TARO_ENV
const onH5 = ENV === 'h5' ? describe : describe.skip
const onWeapp = ENV === 'weapp' ? describe : describe.skip

/** The H5 build's aliases for framework 'preact', in the order webpack tries them (`setAlias` of the plugin). */
function buildAliases(): Array<[string, string]> {
  const source = fs.readFileSync(
    path.join(__dirname, '..', '..', 'node_modules', '@tarojs', 'plugin-framework-react', 'dist', 'index.js'),
    'utf8'
  )
  const body = /function setAlias\(framework, chain\) \{\n([\s\S]*?)\n\}/.exec(source)
  if (!body) throw new Error('@tarojs/plugin-framework-react has no setAlias(framework, chain) any more')
  const preact = /if \(framework === 'preact'\) \{([\s\S]*?)\}/.exec(body[1])
  if (!preact) throw new Error("@tarojs/plugin-framework-react's setAlias has no preact branch any more")
  return [...preact[1].matchAll(/alias\.set\('([^']+)', '([^']+)'\)/g)].map(([, from, to]) => [from, to])
}

/** What webpack asks for instead of `request`: the first alias that is the request or a folder of it. */
function aliased(request: string, aliases: Array<[string, string]>): string {
  for (const [from, to] of aliases) {
    if (request === from) return to
    if (request.startsWith(`${from}/`)) return to + request.slice(from.length)
  }
  return request
}

// Everything the app, NutUI, mobx-react-lite and @testing-library/react import of React.
const REQUESTS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/test-utils',
]

onH5('H5: preact/compat, as the build', () => {
  it('the plugin still aliases react and react-dom to preact', () => {
    const aliases = buildAliases()
    expect(aliases.map(([from]) => from)).toEqual(expect.arrayContaining(['react', 'react-dom']))
    expect(aliased('react', aliases)).toBe('preact/compat')
    expect(aliased('react-dom', aliases)).toBe('preact/compat')
  })

  it.each(REQUESTS)('%s is the module the H5 build gets', (request) => {
    const target = aliased(request, buildAliases())
    expect(target).toMatch(/^preact\//)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(require(request)).toBe(require(target))
  })

  it('one Preact: compat renders through the same preact the hooks use', () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const compat = require('react')
    expect(compat.useState).toBe(require('preact/hooks').useState)
    expect(compat.Component).toBe(require('preact').Component)
    /* eslint-enable @typescript-eslint/no-require-imports */
  })
})

onWeapp('weapp: React 18', () => {
  it.each(REQUESTS)('%s is React 18, not preact', (request) => {
    const file = path
      .relative(path.join(__dirname, '..', '..'), require.resolve(request))
      .split(path.sep)
      .join('/')
    expect(file).toMatch(/^node_modules\/react(-dom)?\//)
  })

  it('React 18', () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    expect(require('react').version).toMatch(/^18\./)
    expect(require('react-dom').version).toMatch(/^18\./)
    /* eslint-enable @typescript-eslint/no-require-imports */
  })
})
