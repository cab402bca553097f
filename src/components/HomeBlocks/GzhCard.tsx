import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Modal, ModalActions } from '@/components/Modal'
import type { BlockOf } from '@/services/api/view-blocks'
import { Picture } from '../Picture'
import { GZH_TEXT, HOME_PICTURE_TEXT } from './text'

/** The official account: logo, name, description and 关注, which shows its QR code in a modal. */
export function GzhCard({ block }: { block: BlockOf<'h5-gzh-v1'> }) {
  const [open, setOpen] = useState(false)
  return (
    <View className="home-gzh" data-block="h5-gzh-v1">
      {block.logo ? <Picture className="home-gzh__logo" src={block.logo} mode="aspectFill" alt="" /> : null}
      <View className="home-gzh__body">
        <Text className="home-gzh__name">{block.name}</Text>
        {block.desc ? <Text className="home-gzh__desc">{block.desc}</Text> : null}
      </View>
      <View className="home-gzh__follow" id="gzh-follow" onClick={() => setOpen(true)}>
        <Button size="small" type="primary" shape="round">
          {GZH_TEXT.follow}
        </Button>
      </View>
      {open ? (
        <Modal id="gzh-modal" title={GZH_TEXT.title} onCancel={() => setOpen(false)}>
          {/* The mini-program recognises a QR code on long press only with showMenuByLongpress. */}
          <Picture
            className="home-gzh__qrcode"
            src={block.qrcode}
            mode="aspectFit"
            showMenuByLongpress
            alt={HOME_PICTURE_TEXT.qrcode}
          />
          <Text className="modal__text">{GZH_TEXT.hint}</Text>
          <ModalActions>
            <View className="home-gzh__close" id="gzh-close" onClick={() => setOpen(false)}>
              <Button className="modal__action" block>
                {GZH_TEXT.close}
              </Button>
            </View>
          </ModalActions>
        </Modal>
      ) : null}
    </View>
  )
}
