import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { platform } from '@/platform'
import { a11y } from '@/platform/a11y'
import { useStores } from '@/stores'
import { classifyUrl } from '@/utils/url'
import { AGREEMENT_TEXT } from './text'
import './index.scss'

/**
 * 勾选同意《用户协议》和《隐私协议》; the titles open the config's agreement pages without toggling the box.
 *
 * For assistive technology the box and 勾选同意 are one checkbox named by the whole sentence, and the two titles
 * are links beside it, not inside it (a control inside a control is lost to screen readers). A tap anywhere on the
 * row but the titles still toggles it, as before.
 *
 * Hand-written on purpose: NutUI's Checkbox (which also brings Checkbox.Group) added 2.9 KB gzip to /login for
 * one round box.
 */
export const Agreement = observer(function Agreement({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (value: boolean) => void
}) {
  const { config } = useStores()
  return (
    <View
      className="agreement"
      id="agreement"
      data-checked={checked ? 'true' : 'false'}
      onClick={() => onChange(!checked)}
    >
      <View
        className="agreement__check"
        id="agreement-checkbox"
        {...a11y('checkbox', { checked, label: AGREEMENT_TEXT.sentence })}
      >
        <View className={`agreement__box${checked ? ' agreement__box--checked' : ''}`} />
        <Text>{AGREEMENT_TEXT.agree}</Text>
      </View>
      <AgreementLink id="agreement-user" title={AGREEMENT_TEXT.user} url={config.config.user_protocol} />
      <Text>{AGREEMENT_TEXT.and}</Text>
      <AgreementLink
        id="agreement-privacy"
        title={AGREEMENT_TEXT.privacy}
        url={config.config.user_private_protocol}
      />
    </View>
  )
})

/** An agreement title: opens its page (only a web address) and leaves the checkbox as it is. */
function AgreementLink({ id, title, url }: { id: string; title: string; url: string }) {
  return (
    <Text
      className="agreement__link"
      id={id}
      {...a11y('link')}
      onClick={(event) => {
        event.stopPropagation()
        if (classifyUrl(url) === 'outside') platform.openExternal(url)
      }}
    >
      {title}
    </Text>
  )
}
