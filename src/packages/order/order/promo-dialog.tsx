import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { TextField } from '@/components/TextField'
import { Modal, ModalActions } from '@/components/Modal'
import { afterPromoCheck } from '@/outcomes/checkout'
import type { CheckoutScreen } from '@/stores/checkout'
import { CHECKOUT_PAGE_TEXT as TEXT } from './text'

/**
 * 使用优惠码: our Modal (as the agreement) with the code and 验证; what was typed stays after a refusal.
 * Not NutUI's Popup: in the mini-program harness its content did not receive taps (our Modal's did), and the
 * checkout then needs one dialog kind only.
 */
export const PromoDialog = observer(function PromoDialog({
  screen,
  onClose,
}: {
  screen: CheckoutScreen
  onClose: () => void
}) {
  const verify = async () => {
    if (afterPromoCheck(await screen.checkPromo())) onClose()
  }
  return (
    <Modal id="promo-sheet" title={TEXT.promoTitle} onCancel={onClose}>
      <TextField
        id="promo-input"
        label={TEXT.promoTitle}
        className="checkout__promo-input"
        value={screen.promoInput}
        placeholder={TEXT.promoPlaceholder}
        maxlength={64}
        clearable
        onChange={(value) => screen.setPromoInput(value)}
        onConfirm={() => void verify()}
      />
      <ModalActions>
        <Button className="modal__action" id="promo-cancel" onClick={onClose}>
          {TEXT.cancel}
        </Button>
        <Button
          type="primary"
          className="modal__action modal__action--primary"
          id="promo-verify"
          loading={screen.promoCheck.running}
          onClick={() => void verify()}
        >
          {TEXT.promoVerify}
        </Button>
      </ModalActions>
    </Modal>
  )
})
