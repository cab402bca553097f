import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { platform } from '@/platform'
import { useStores } from '@/stores'
import './index.scss'

/** 勾选同意《用户协议》和《隐私协议》; the titles open the config's agreement pages without toggling the box. */
export const Agreement = observer(function Agreement({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (value: boolean) => void
}) {
  const { config } = useStores()
  const open = (url: string) => {
    if (/^https?:\/\//.test(url)) platform.openExternal(url)
  }
  return (
    <View
      className="agreement"
      id="agreement"
      data-checked={checked ? 'true' : 'false'}
      onClick={() => onChange(!checked)}
    >
      <View className={`agreement__box${checked ? ' agreement__box--checked' : ''}`} />
      <Text>勾选同意</Text>
      <Text
        className="agreement__link"
        id="agreement-user"
        onClick={(event) => {
          event.stopPropagation()
          open(config.config.user_protocol)
        }}
      >
        《用户协议》
      </Text>
      <Text>和</Text>
      <Text
        className="agreement__link"
        id="agreement-privacy"
        onClick={(event) => {
          event.stopPropagation()
          open(config.config.user_private_protocol)
        }}
      >
        《隐私协议》
      </Text>
    </View>
  )
})
