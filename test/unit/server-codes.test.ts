/**
 * Server codes have names (services/api/codes.ts): the readers turn MeEdu's numbers into names or booleans once,
 * and no store, page or component compares a server field (`.status`, `.type`, `is_*`, `enabled_*`, …) with a
 * number.
 */
import fs from 'fs'
import path from 'path'
import ts from 'typescript'
import {
  JUDGE_FALSE,
  JUDGE_TRUE,
  QUESTION_TYPE_CODES,
  readAttemptStatus,
  readCorrectness,
  readJudgeAnswer,
  readQuestionType,
  readSubmitStatus,
} from '@/services/api/codes'
import { readFaceVerified, readLoginSuccess } from '@/services/api/auth'
import { readMember } from '@/services/api/member'
import { flag } from '@/services/api/normalize'
import { normaliseConfig } from '@/stores/config-store'

describe('the readers name the codes', () => {
  it('question types: 1 单选, 2 多选, 3 填空, 4 问答, 5 判断; anything else a short answer', () => {
    expect([1, 2, 3, 4, 5].map(readQuestionType)).toEqual([
      'single',
      'multiple',
      'fill',
      'short-answer',
      'judge',
    ])
    expect(['3', 9, null, 'x'].map(readQuestionType)).toEqual([
      'fill',
      'short-answer',
      'short-answer',
      'short-answer',
    ])
    expect(Object.keys(QUESTION_TYPE_CODES)).toEqual(['1', '2', '3', '4', '5'])
  })

  it('an attempt: 1 考试中, 2 已结束, 3 阅卷中 (unknown: in progress); 交卷 is ended unless 3', () => {
    expect([1, 2, 3, '3', 0, undefined].map(readAttemptStatus)).toEqual([
      'ongoing',
      'ended',
      'marking',
      'marking',
      'ongoing',
      'ongoing',
    ])
    expect([2, 3, '3', 1, null].map(readSubmitStatus)).toEqual([
      'ended',
      'marking',
      'marking',
      'ended',
      'ended',
    ])
  })

  it('a row: 1 right, 0 wrong, 2 partly, 3 not answered; -1, empty or unknown not scored yet', () => {
    expect([1, 0, 2, 3, -1, '1', '', null, undefined, 7].map(readCorrectness)).toEqual([
      'right',
      'wrong',
      'partial',
      'unanswered',
      'pending',
      'right',
      'pending',
      'pending',
      'pending',
      'pending',
    ])
  })

  it('a true/false answer keeps its wire numbers (1 正确, 0 错误)', () => {
    expect([JUDGE_TRUE, JUDGE_FALSE]).toEqual([1, 0])
    expect([1, '1', 0, '0', 'yes', 2, null].map(readJudgeAnswer)).toEqual([1, 1, 0, 0, null, null, null])
  })

  it("a member's 0/1 flags read as booleans, every other field as sent", () => {
    const raw = { id: 3, mobile: '13900000000', is_face_verify: true, role: null, credit1: 5 }
    const flags = ['is_bind_mobile', 'is_bind_qq', 'is_bind_wechat', 'is_password_set', 'is_set_nickname']
    const on = readMember({ ...raw, ...Object.fromEntries(flags.map((name) => [name, 1])) })
    const off = readMember({
      ...raw,
      ...Object.fromEntries(flags.map((name, i) => [name, [0, '0', 2, null][i]])),
    })
    expect(on).toMatchObject(raw)
    expect(flags.map((name) => on[name as keyof typeof on])).toEqual([true, true, true, true, true])
    expect(flags.map((name) => off[name as keyof typeof off])).toEqual([false, false, false, false, false])
    expect(readMember({ ...raw, is_bind_mobile: '1' }).is_bind_mobile).toBe(true)
  })

  it("the config's 0/1 switches read as booleans, on only at 1, by the API's one flag reader", () => {
    const read = (value: unknown) =>
      normaliseConfig({
        member: { enabled_mobile_bind_alert: value, enabled_face_verify: value },
        player: { enabled_bullet_secret: value },
        socialites: { qq: value, wechat_oauth: value, wechat_scan: value },
      })
    for (const value of [1, '1', true]) {
      const config = read(value)
      expect(flag(value)).toBe(true)
      expect([
        config.member.enabled_mobile_bind_alert,
        config.member.enabled_face_verify,
        config.player.enabled_bullet_secret,
      ]).toEqual([true, true, true])
      expect(config.socialites).toEqual({ qq: true, wechat_oauth: true, wechat_scan: true })
    }
    // 'true' is off for every switch, enabled_face_verify too (MeEdu sends 0/1 or a boolean, never the text).
    for (const value of [0, '0', 2, 'true', 'yes', null]) {
      const config = read(value)
      expect(flag(value)).toBe(false)
      expect([
        config.member.enabled_mobile_bind_alert,
        config.member.enabled_face_verify,
        config.player.enabled_bullet_secret,
      ]).toEqual([false, false, false])
      expect(config.socialites).toEqual({ qq: false, wechat_oauth: false, wechat_scan: false })
    }
  })

  it('face verification is done at 9; a login code succeeded at 1', () => {
    expect([9, '9', 5, undefined].map(readFaceVerified)).toEqual([true, true, false, false])
    expect([1, '1', true, 0, undefined].map(readLoginSuccess)).toEqual([true, true, true, false, false])
  })
})

const SRC = path.resolve(__dirname, '..', '..', 'src')
/** Where server numbers must not be compared: the readers in services/api are the only place that knows them. */
const CHECKED = ['stores', 'components', 'pages', 'packages', 'utils']
/** Fields the MeEdu API sends as codes or 0/1 flags. */
const SERVER_FIELD = /^(status|type|success|code|is_\w+|enabled_\w+|socialites|qq|wechat_oauth|wechat_scan)$/

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** `3`, `-1`, `(3)`, `3 as never`. */
const isNumber = (node: ts.Expression): boolean =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node)
    ? isNumber(node.expression)
    : ts.isNumericLiteral(node) ||
      (ts.isPrefixUnaryExpression(node) &&
        node.operator === ts.SyntaxKind.MinusToken &&
        ts.isNumericLiteral(node.operand))

/** `x.status`, `x?.type`, `x['is_bind_mobile']`, a variable `status`: the field's name, else null. */
function fieldName(node: ts.Expression): string | null {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node
  if (ts.isIdentifier(inner)) return inner.text
  if (ts.isConditionalExpression(inner)) return fieldName(inner.whenTrue) ?? fieldName(inner.whenFalse)
  if (ts.isPropertyAccessExpression(inner)) return inner.name.text
  if (ts.isElementAccessExpression(inner) && ts.isStringLiteral(inner.argumentExpression))
    return inner.argumentExpression.text
  return null
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
])

/** Each comparison of a server field with a number in a source text, as `line: code`. */
function serverNumberComparisons(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`)
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      const { left, right } = node
      const field = isNumber(right) ? fieldName(left) : isNumber(left) ? fieldName(right) : null
      if (field !== null && SERVER_FIELD.test(field)) report(node)
    }
    // `switch (question.type) { case 3: … }`
    if (ts.isSwitchStatement(node)) {
      const field = fieldName(node.expression)
      if (field !== null && SERVER_FIELD.test(field)) {
        for (const clause of node.caseBlock.clauses) {
          if (ts.isCaseClause(clause) && isNumber(clause.expression)) report(clause.expression)
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('no store, page or component compares a server number', () => {
  it('finds none in src/stores, src/components, src/pages, src/packages and src/utils', () => {
    const found = CHECKED.flatMap((folder) => walk(path.join(SRC, folder))).flatMap((file) =>
      serverNumberComparisons(file, fs.readFileSync(file, 'utf8')).map(
        (hit) => `${path.relative(SRC, file)}:${hit}`
      )
    )
    expect(found).toEqual([])
  })

  it('catches the shapes it is for (and leaves counts, lengths and names alone)', () => {
    const code = `
      if (attempt.status === 1) a()
      if (user?.is_bind_mobile !== 1) b()
      const on = 9 == result.status
      if (config.player['enabled_bullet_secret'] != 1) c()
      switch (question.type) { case 3: break; case 'fill': break }
      if (row.is_correct === -1) d()
      if (list.length === 0 || paper.try_times === 0 || attempt.status === 'ongoing') e()
      if (page === 1 || status === 9) f()
      if ((qq ? user.is_bind_qq : user.is_bind_wechat) === 1) g()
      if (row.type === (3 as never)) h()
    `
    expect(serverNumberComparisons('plant.ts', code).map((hit) => hit.replace(/^\d+: /, ''))).toEqual([
      'attempt.status === 1',
      'user?.is_bind_mobile !== 1',
      '9 == result.status',
      "config.player['enabled_bullet_secret'] != 1",
      '3',
      'row.is_correct === -1',
      'status === 9',
      '(qq ? user.is_bind_qq : user.is_bind_wechat) === 1',
      'row.type === (3 as never)',
    ])
  })
})
