import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { Modal, ModalActions } from '@/components/Modal'
import { a11y } from '@/platform/a11y'
import type { AnswerSheet } from '@/stores/answer-sheet'
import { SHEET_CARD_TEXT } from './text'
import './index.scss'

/** 答题卡: every question's number, answered ones filled, the current one ringed in solid primary; a tap jumps there. */
export const ExamSheetCard = observer(function ExamSheetCard({
  sheet,
  onClose,
}: {
  sheet: AnswerSheet
  onClose: () => void
}) {
  return (
    <Modal id="exam-card" label={SHEET_CARD_TEXT.title} onCancel={onClose}>
      <View className="exam-card__head">
        <Text className="exam-card__title">{SHEET_CARD_TEXT.title}</Text>
        <Text className="exam-card__count">{SHEET_CARD_TEXT.answered(sheet.answeredCount, sheet.total)}</Text>
      </View>
      <View className="exam-card__grid">
        {sheet.questions.map((question, index) => {
          const answered = sheet.answered(question.id)
          const current = index === sheet.index
          return (
            <View
              key={question.id}
              id={`exam-card-${index + 1}`}
              data-answered={answered ? 'true' : 'false'}
              className={`exam-card__cell${answered ? ' exam-card__cell--answered' : ''}${
                current ? ' exam-card__cell--current' : ''
              }`}
              // The fill and the ring say 已答 and "here" to the eye; the name (and aria-current) say it aloud.
              {...a11y('button', { label: SHEET_CARD_TEXT.cell(index + 1, answered, current), current })}
              onClick={() => {
                sheet.go(index)
                onClose()
              }}
            >
              {index + 1}
            </View>
          )
        })}
      </View>
      <ModalActions>
        <Button className="modal__action" id="exam-card-close" onClick={onClose}>
          {SHEET_CARD_TEXT.close}
        </Button>
      </ModalActions>
    </Modal>
  )
})
