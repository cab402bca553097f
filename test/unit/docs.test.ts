/**
 * docs/architecture.md cites real code. Its convention (stated at the head of its worked example, so a reader
 * knows which citations a test holds to it):
 * - a path in backticks, from the repository root or from `src/` (`src/stores/task.ts`, `utils/url.ts`,
 *   `components/PageShell/`), names a file or folder that exists; a module may be named without its extension,
 *   or by its `.ts` when it is an `.h5`/`.weapp` pair;
 * - a name cited as `` `name` in `path` `` or `` `name(…)` (`path`) `` is exported by that file.
 * Patterns with `*` or `<…>` are descriptions, not paths, and are not checked.
 */
import fs from 'fs'
import path from 'path'

const ROOT = path.resolve(__dirname, '..', '..')
const DOC = 'docs/architecture.md'
const text = fs.readFileSync(path.join(ROOT, DOC), 'utf8')

/** First segments that make a backticked word a path of this repository. */
const ROOT_FOLDERS = ['src', 'test', 'config', 'docs', 'types', '.ci']
const SRC_FOLDERS = fs
  .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const MODULE_SUFFIXES = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.d.ts',
  '.h5.ts',
  '.h5.tsx',
  '.weapp.ts',
  '.weapp.tsx',
  '/index.ts',
  '/index.tsx',
  '/index.d.ts',
  '/index.h5.ts',
  '/index.h5.tsx',
]

/** The files a cited path may stand for (a pair's `.ts` stands for its `.h5.ts`, `.weapp.ts` and `.d.ts`). */
function candidates(cited: string): string[] {
  const bare = cited.replace(/^@\//, 'src/').replace(/\/$/, '')
  const stems = [bare, `src/${bare}`]
  const pairStems = stems.flatMap((stem) => (/\.tsx?$/.test(stem) ? [stem.replace(/\.tsx?$/, '')] : []))
  return [
    ...stems,
    ...[...stems, ...pairStems].flatMap((stem) => MODULE_SUFFIXES.map((suffix) => stem + suffix)),
  ].filter((file, index, all) => all.indexOf(file) === index)
}

const existing = (cited: string): string[] =>
  candidates(cited).filter((file) => fs.existsSync(path.join(ROOT, file)))

const isDescription = (word: string) => /[*<>{}?:…\s]/.test(word)

/** Backticked words that are paths of this repository. */
function citedPaths(markdown: string): string[] {
  const words = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1])
  return [
    ...new Set(
      words.filter((word) => {
        if (isDescription(word) || !word.includes('/')) return false
        const first = word.replace(/^@\//, 'src/').split('/')[0]
        return ROOT_FOLDERS.includes(first) || SRC_FOLDERS.includes(first)
      })
    ),
  ]
}

interface CitedExport {
  name: string
  file: string
}

/** `` `name` in `path` `` and `` `name(…)` (`path`) ``, where the path is a path of this repository. */
function citedExports(markdown: string): CitedExport[] {
  const pattern = /`([A-Za-z_$][\w$]*)(?:\([^`]*\))?` (?:in |\()`([^`\s]+)`/g
  return [...markdown.matchAll(pattern)]
    .map((match) => ({ name: match[1], file: match[2] }))
    .filter(({ file }) => !isDescription(file) && /[/.]/.test(file) && existing(file).length > 0)
}

/** Whether one of the files a path stands for exports `name` (declared, listed or re-exported). */
function exports(cited: string, name: string): boolean {
  const files = existing(cited).filter((file) => fs.statSync(path.join(ROOT, file)).isFile())
  const declared = new RegExp(
    `export\\s+(?:declare\\s+)?(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|interface|type|enum)\\s+${name}\\b`
  )
  const listed = new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`)
  return files.some((file) => {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8')
    return declared.test(source) || listed.test(source)
  })
}

describe(`${DOC} cites code that exists`, () => {
  const paths = citedPaths(text)
  const named = citedExports(text)

  it('reads the citations it checks (the worked example among them)', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['src/stores/course-detail.ts', 'test/unit/course-detail-store.test.ts'])
    )
    expect(named).toEqual(
      expect.arrayContaining([{ name: 'CourseDetailScreen', file: 'src/stores/course-detail.ts' }])
    )
  })

  it('every cited path is a file or folder of the repository', () => {
    expect(paths.filter((cited) => existing(cited).length === 0)).toEqual([])
  })

  it('every name cited as an export of a file is exported there', () => {
    const missing = named
      .filter(({ name, file }) => !exports(file, name))
      .map(({ name, file }) => `${name} in ${file}`)
    expect(missing).toEqual([])
  })

  it('the checks see a wrong name and a missing file', () => {
    expect(exports('src/stores/course-detail.ts', 'CourseDetail')).toBe(false)
    expect(exports('src/stores/course-detail.ts', 'CourseDetailScreen')).toBe(true)
    expect(
      citedPaths('see `test/unit/course-detail.test.ts`').filter((cited) => existing(cited).length === 0)
    ).toEqual(['test/unit/course-detail.test.ts'])
  })
})
