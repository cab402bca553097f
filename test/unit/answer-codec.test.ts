/** The answer codec: an answer per question type as the sheet keeps it, as it is sent, as a saved row gives it. */
import type { AnswerRow, Question } from '@/services/api/paper'
import { readAnswerRow } from '@/services/api/paper'
import { answerFromRow, isAnswered, normalizeAnswer, toWire } from '@/stores/answer-codec'
import { sheetQuestions } from '../mocks/paper'

const { SINGLE, MULTI, FILL, SHORT, JUDGE } = sheetQuestions()

describe('answer formats (services/api/README.md "Answers")', () => {
  it('single "option2", multiple sorted and comma-joined, true/false 1/0, fill-in the blanks, short the text', () => {
    expect(toWire(SINGLE, 'option2')).toBe('option2')
    expect(toWire(MULTI, ['option10', 'option3', 'option1', 'option3'])).toBe('option1,option3,option10')
    expect(toWire(JUDGE, 1)).toBe(1)
    expect(toWire(JUDGE, 0)).toBe(0)
    expect(toWire(FILL, ['杭州', '2016'])).toEqual(['杭州', '2016'])
    expect(toWire(SHORT, '团队协作')).toBe('团队协作')
  })

  it('an unanswered question sends the empty answer that clears it', () => {
    expect(toWire(SINGLE, '')).toBe('')
    expect(toWire(MULTI, [])).toBe('')
    expect(toWire(JUDGE, null)).toBe('')
    expect(toWire(FILL, ['', '  '])).toEqual([])
    expect(toWire(SHORT, '   ')).toBe('')
  })

  it('answered or not, per type', () => {
    expect(isAnswered(SINGLE, 'option1')).toBe(true)
    expect(isAnswered(SINGLE, '')).toBe(false)
    expect(isAnswered(JUDGE, 0)).toBe(true)
    expect(isAnswered(JUDGE, null)).toBe(false)
    expect(isAnswered(FILL, ['', 'x'])).toBe(true)
    expect(isAnswered(FILL, ['', ''])).toBe(false)
    expect(isAnswered(MULTI, ['option2'])).toBe(true)
  })

  it('values of the wrong shape read as empty; limits cut (blank 200, short answer 2000)', () => {
    expect(normalizeAnswer(SINGLE, 'javascript:1')).toBe('')
    expect(normalizeAnswer(JUDGE, '1')).toBe(1)
    expect(normalizeAnswer(JUDGE, 'yes')).toBeNull()
    expect(normalizeAnswer(FILL, ['a'])).toEqual(['a', ''])
    expect((normalizeAnswer(FILL, ['x'.repeat(300), ''])! as string[])[0]).toHaveLength(200)
    expect((normalizeAnswer(SHORT, 'y'.repeat(2500)) as string).length).toBe(2000)
  })

  it('reads what the server saved for a row', () => {
    // The row read from the server's answer, with its question as the sheet already read it.
    const row = (question: Question, content: string, rows: string[] = []): AnswerRow => ({
      ...readAnswerRow({
        id: 1,
        question_id: question.id,
        answer_content: content,
        answer_contents_rows: rows,
      }),
      question,
    })
    expect(answerFromRow(row(SINGLE, 'option2', ['option2']))).toBe('option2')
    expect(answerFromRow(row(MULTI, 'option3,option1'))).toEqual(['option1', 'option3'])
    expect(answerFromRow(row(JUDGE, '0'))).toBe(0)
    expect(answerFromRow(row(FILL, '杭州,2016', ['杭州', '2016']))).toEqual(['杭州', '2016'])
    expect(answerFromRow(row(SHORT, '文字'))).toBe('文字')
    expect(answerFromRow(row(JUDGE, ''))).toBeNull()
  })
})
