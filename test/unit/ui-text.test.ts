/**
 * Names that say where things live: the words a learner reads sit in a `text.ts` beside their page or component,
 * never in its `.tsx`; a store made per page by `useScreenStore` is a `…Screen`, and an app-wide one (a RootStore
 * member) a `…Store`. Checked on the source with the TypeScript parser, so comments never count.
 */
import fs from 'fs'
import path from 'path'
import ts from 'typescript'

const SRC = path.resolve(__dirname, '..', '..', 'src')
const VIEW_FOLDERS = ['pages', 'packages', 'components']

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/')
const parse = (file: string, text = fs.readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)

/** Han characters and CJK or full-width punctuation (，。；、《》￥…). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/
const TEXT_CONSTANT = /^[A-Z][A-Z0-9_]*TEXT$/

/** What a view file holds that belongs in its text.ts: `*_TEXT` constants and literals with Chinese in them. */
function misplacedText(file: string, text?: string): string[] {
  const source = parse(file, text)
  const found: string[] = []
  const where = (node: ts.Node) =>
    `${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && TEXT_CONSTANT.test(node.name.text))
      found.push(`${where(node)} declares ${node.name.text}`)
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    if (literal && CJK.test(node.text)) found.push(`${where(node)} says '${node.text.trim()}'`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const viewFiles = VIEW_FOLDERS.flatMap((folder) => walk(path.join(SRC, folder))).filter((file) =>
  file.endsWith('.tsx')
)

it('the checker sees views and their words (a sanity check on the walk and the parser)', () => {
  expect(viewFiles.length).toBeGreaterThan(60)
  const planted = [
    "export const PLANT_TEXT = { a: 'b' } as const",
    "const label = '去支付'",
    'const go = <Text>返回首页</Text>',
    'const tip = <Input placeholder="请输入" />',
    'const count = (n: number) => `共${n}个`',
    '// 注释 and /** 文档 */ are not text',
  ].join('\n')
  expect(misplacedText(path.join(SRC, 'pages', 'plant.tsx'), planted)).toEqual([
    'pages/plant.tsx:1 declares PLANT_TEXT',
    "pages/plant.tsx:2 says '去支付'",
    "pages/plant.tsx:3 says '返回首页'",
    "pages/plant.tsx:4 says '请输入'",
    "pages/plant.tsx:5 says '共'",
    "pages/plant.tsx:5 says '个'",
  ])
})

it("a page's or component's words live in the text.ts beside it, not in its .tsx", () => {
  expect(viewFiles.flatMap((file) => misplacedText(file))).toEqual([])
})

/**
 * Classes `useScreenStore(() => new X(…))` makes. A flow a factory returns (`createSmsLogin`, `createBindingFlow`:
 * an SmsCodeFlow) is a part several screens share, like a PagedList, so it keeps its own name.
 */
function screenStoreClasses(): { file: string; name: string }[] {
  const found: { file: string; name: string }[] = []
  for (const file of walk(SRC).filter((name) => /\.tsx?$/.test(name))) {
    const source = parse(file)
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'useScreenStore'
      ) {
        const maker = node.arguments[0]
        if (
          maker &&
          ts.isArrowFunction(maker) &&
          ts.isNewExpression(maker.body) &&
          ts.isIdentifier(maker.body.expression)
        )
          found.push({ file: rel(file), name: maker.body.expression.text })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

it('a screen store is a …Screen', () => {
  const screens = screenStoreClasses()
  expect(screens.length).toBeGreaterThan(15)
  expect(
    screens.filter(({ name }) => !name.endsWith('Screen')).map(({ file, name }) => `${file}: ${name}`)
  ).toEqual([])
})

it('an app-wide store (a RootStore member) is a …Store', () => {
  const source = parse(path.join(SRC, 'stores', 'root-store.ts'))
  const members: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isPropertyDeclaration(node) && node.initializer && ts.isNewExpression(node.initializer))
      members.push(node.initializer.expression.getText(source))
    ts.forEachChild(node, visit)
  }
  visit(source)
  expect(members.length).toBeGreaterThanOrEqual(5)
  expect(members.filter((name) => !name.endsWith('Store'))).toEqual([])
})
