// 关于平台 (about): the agreements, about us and the copyright; no store.
import { View, Text } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { platform } from '@/platform'
import { a11y } from '@/platform/a11y'
import { useStores } from '@/stores'
import type { SystemConfig } from '@/stores/config-store'
import { toast } from '@/platform/toast'
import { classifyUrl } from '@/utils/url'
import { SETTING_TEXT } from './text'
import './index.scss'

/** The rows of 关于平台 and the config field holding each page's address. */
const ROWS = [
  { id: 'setting-user-protocol', text: SETTING_TEXT.rows.user_protocol, key: 'user_protocol' },
  {
    id: 'setting-private-protocol',
    text: SETTING_TEXT.rows.user_private_protocol,
    key: 'user_private_protocol',
  },
  { id: 'setting-vip-protocol', text: SETTING_TEXT.rows.vip_protocol, key: 'vip_protocol' },
  { id: 'setting-aboutus', text: SETTING_TEXT.rows.aboutus, key: 'aboutus' },
] as const satisfies readonly { id: string; text: string; key: keyof SystemConfig }[]

/**
 * An agreement's page: H5 leaves for it, the mini-program shows it in its web-view (platform.openExternal). Only
 * a web address is opened; an empty value, or one that is not http(s), says 暂未设置.
 */
function openPage(url: string): void {
  const address = url.trim()
  if (classifyUrl(address) === 'outside') platform.openExternal(address)
  else toast(SETTING_TEXT.notSet)
}

/** 关于平台: the agreements, 关于我们 and the copyright line. */
const SettingView = observer(function SettingView() {
  const { config } = useStores()
  const site = config.config.webname || config.config.name
  return (
    <View className="setting">
      <CellGroup className="setting__list">
        {ROWS.map((row, index) => (
          <View key={row.id} id={row.id} {...a11y('link')} onClick={() => openPage(config.config[row.key])}>
            <Cell
              className="setting__row"
              align="center"
              clickable
              isLast={index === ROWS.length - 1}
              title={<Text className="setting__text">{row.text}</Text>}
              extra={<ArrowRight className="setting__arrow" size={12} />}
            />
          </View>
        ))}
      </CellGroup>
      <View className="setting__copyright" id="copyright">
        <Text>Copyright {new Date().getFullYear()}.</Text>
        <Text>{site ? `${site} ${SETTING_TEXT.rights}` : SETTING_TEXT.rights}</Text>
      </View>
    </View>
  )
})

export default function MemberSettingPage() {
  return (
    <PageShell path="/member/setting">
      <SettingView />
    </PageShell>
  )
}
