import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { EmbedProps } from './embed'
import { PLAYER_TEXT } from './text'

/**
 * The mini-program cannot embed another site's player (a web-view takes the whole page and needs the host as a
 * business domain): it says so and hands out this video's address in the H5 app.
 */
export function Embed({ h5Link }: EmbedProps) {
  return (
    <View className="player__panel" data-testid="player-embed-weapp">
      <Text className="player__panel-text">{PLAYER_TEXT.h5Only}</Text>
      {h5Link ? (
        <>
          <Text className="player__panel-link" userSelect>
            {h5Link}
          </Text>
          <Button size="small" type="primary" onClick={() => void Taro.setClipboardData({ data: h5Link })}>
            {PLAYER_TEXT.copyLink}
          </Button>
        </>
      ) : null}
    </View>
  )
}
