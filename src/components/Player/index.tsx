import { useEffect, useRef, useState, type MutableRefObject } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { a11y, announce } from '@/platform/a11y'
import type { Marquee, PlayerCommand, PlayerScreen } from '@/stores/player'
import { toast } from '@/platform/toast'
import { Embed } from './embed'
import { PlayerVideo, type VideoHandle } from './video'
import { PLAYER_TEXT } from './text'
import './index.scss'

export { PLAYER_TEXT }

/** The video element's id (the mini-program's video context finds the player by it). */
export const PLAYER_VIDEO_ID = 'player-video'
/** How long the "resumes at" note stays. */
const RESUME_NOTE_MS = 3000

interface PlayerProps {
  screen: PlayerScreen
  /** Poster (`config.player.cover`). */
  cover: string
  /** This video in the H5 app (the mini-program hands it out for embedded videos). */
  h5Link: string
  onSubscribe(): void
  onVip(): void
  onNext(): void
}

/**
 * The video of the player page, one component for both builds over the `./video` pair (H5: a plain `<video>`,
 * HLS native first and hls.js otherwise; mini-program: Taro's Video, the native player). Every playback event
 * goes to the screen store, which decides; the component carries out the answer (seek back, pause) through the
 * pair's handle and draws the states around the video: no address, a failed playinfo, the buy state, the
 * trial's end, the next lesson, the course's end, the quality list and the bullet-secret marquee.
 */
export const Player = observer(function Player({
  screen,
  cover,
  h5Link,
  onSubscribe,
  onVip,
  onNext,
}: PlayerProps) {
  const [resumeNote, setResumeNote] = useState<number | null>(null)
  const noteTimer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(noteTimer.current), [])

  const video = useRef<VideoHandle | null>(null)
  const source = screen.source
  const run = (command: PlayerCommand) => {
    if (command.seek === undefined && !command.pause && !command.notice) return
    if (command.seek !== undefined) video.current?.seek(command.seek)
    if (command.pause) video.current?.pause()
    if (command.notice === 'ban-drag') toast(PLAYER_TEXT.banDrag)
  }

  const onLoaded = () => {
    const seek = screen.takePendingSeek()
    if (!seek) return
    video.current?.seek(seek.position)
    if (seek.resume) {
      // The note shows for a moment; a screen reader hears it once.
      announce(PLAYER_TEXT.resumed(seek.position))
      setResumeNote(seek.position)
      clearTimeout(noteTimer.current)
      noteTimer.current = setTimeout(() => setResumeNote(null), RESUME_NOTE_MS)
    }
  }

  return (
    <View className="player">
      <View className="player__stage" data-testid="player-stage">
        <Stage
          screen={screen}
          cover={cover}
          h5Link={h5Link}
          video={video}
          onTime={(currentTime, duration) => run(screen.onTime(currentTime, duration))}
          onLoaded={onLoaded}
          onCommand={run}
          onSubscribe={onSubscribe}
          onVip={onVip}
        />
        {source.kind === 'video' && screen.marquee ? <MarqueeLine marquee={screen.marquee} /> : null}
        {resumeNote !== null ? (
          <View className="player__note" data-testid="player-resumed">
            <Text>{PLAYER_TEXT.resumed(resumeNote)}</Text>
          </View>
        ) : null}
        <EndOverlay screen={screen} onSubscribe={onSubscribe} onVip={onVip} onNext={onNext} />
      </View>
      {screen.urls.length > 1 && source.kind === 'video' ? (
        <View className="player__qualities" {...a11y('group', { label: PLAYER_TEXT.qualities })}>
          {screen.urls.map((url, index) => (
            <Button
              key={`${index}-${url.name}`}
              className="player__quality"
              size="mini"
              type={index === screen.quality ? 'primary' : 'default'}
              fill={index === screen.quality ? 'solid' : 'outline'}
              {...a11y('button', { pressed: index === screen.quality })}
              onClick={() => screen.selectQuality(index)}
            >
              {url.name || `${index + 1}`}
            </Button>
          ))}
        </View>
      ) : null}
    </View>
  )
})

const Stage = observer(function Stage({
  screen,
  cover,
  h5Link,
  video,
  onTime,
  onLoaded,
  onCommand,
  onSubscribe,
  onVip,
}: {
  screen: PlayerScreen
  cover: string
  h5Link: string
  video: MutableRefObject<VideoHandle | null>
  onTime(currentTime: number, duration: number): void
  onLoaded(): void
  onCommand(command: PlayerCommand): void
  onSubscribe(): void
  onVip(): void
}) {
  if (screen.access === 'buy') return <BuyPanel screen={screen} onSubscribe={onSubscribe} onVip={onVip} />
  if (screen.playInfo.state === 'error') {
    const reason = screen.playInfoFailure
    return (
      <View
        className="player__panel"
        data-testid="player-retry"
        {...a11y('button')}
        onClick={() => void screen.retryPlayInfo()}
      >
        {reason ? <Text className="player__panel-link">{reason}</Text> : null}
        <Text className="player__panel-text">{PLAYER_TEXT.playInfoFailed}</Text>
      </View>
    )
  }
  if (!screen.playInfo.ready) return <View className="player__panel" data-testid="player-loading" />
  const source = screen.source
  if (source.kind === 'none') {
    return (
      <View className="player__panel" data-testid="player-no-address">
        <Text className="player__panel-text">{PLAYER_TEXT.noAddress}</Text>
        <Text className="player__panel-link">{PLAYER_TEXT.noAddressHint}</Text>
      </View>
    )
  }
  if (source.kind === 'embed') return <Embed url={source.url} h5Link={h5Link} />
  return (
    <PlayerVideo
      id={PLAYER_VIDEO_ID}
      className="player__video"
      src={source.url}
      poster={cover || undefined}
      initialTime={screen.resumeAt}
      // The end overlay has its own buttons: no play button under them.
      centerPlay={screen.endState === null}
      banDrag={screen.banDrag}
      handle={video}
      onTime={onTime}
      onLoaded={(duration) => {
        screen.onDuration(duration)
        onLoaded()
      }}
      onPlay={() => screen.onPlay()}
      onPause={() => screen.onPause()}
      onEnded={(duration) => onCommand(screen.onEnded(duration))}
    />
  )
})

/**
 * The learner may not watch this video (no purchase and no trial, or the server refused the play addresses): why,
 * and the ways to get it: 购买课程 for a priced course, VIP会员免费看 only where a VIP plan opens the course.
 */
const BuyPanel = observer(function BuyPanel({
  screen,
  onSubscribe,
  onVip,
}: {
  screen: PlayerScreen
  onSubscribe(): void
  onVip(): void
}) {
  const reason = screen.vipFree ? 'vip' : screen.purchasable ? 'buy' : 'none'
  return (
    <View className="player__panel" data-testid="player-refused">
      <Text className="player__panel-text">{PLAYER_TEXT.buyFirst}</Text>
      <Text className="player__panel-link">{PLAYER_TEXT.buyReason[reason]}</Text>
      <View className="player__overlay-actions">
        {screen.purchasable ? (
          <Button id="player-refused-buy" size="small" type="primary" onClick={onSubscribe}>
            {PLAYER_TEXT.buy}
          </Button>
        ) : null}
        {screen.vipFree ? (
          <Button
            id="player-refused-vip"
            size="small"
            fill="outline"
            className="player__overlay-vip"
            onClick={onVip}
          >
            {PLAYER_TEXT.vip}
          </Button>
        ) : null}
      </View>
    </View>
  )
})

const EndOverlay = observer(function EndOverlay({
  screen,
  onSubscribe,
  onVip,
  onNext,
}: {
  screen: PlayerScreen
  onSubscribe(): void
  onVip(): void
  onNext(): void
}) {
  const state = screen.endState
  // The video stopped under the overlay: a screen reader hears why (the buttons follow in the page).
  useEffect(() => {
    if (state === 'trial') announce(PLAYER_TEXT.trialEnded)
    else if (state === 'last') announce(PLAYER_TEXT.courseFinished)
  }, [state])
  if (!state) return null
  const charge = screen.detail.data?.course.charge ?? 0
  return (
    <View className="player__overlay" data-testid={`player-end-${state}`}>
      {state === 'trial' ? (
        <>
          <Text className="player__overlay-text">{PLAYER_TEXT.trialEnded}</Text>
          <View className="player__overlay-actions">
            {screen.purchasable ? (
              <Button id="player-subscribe" size="small" type="primary" onClick={onSubscribe}>
                {PLAYER_TEXT.subscribe(charge)}
              </Button>
            ) : null}
            {screen.vipFree ? (
              <Button
                id="player-vip"
                size="small"
                fill="outline"
                className="player__overlay-vip"
                onClick={onVip}
              >
                {PLAYER_TEXT.vip}
              </Button>
            ) : null}
          </View>
        </>
      ) : state === 'next' ? (
        <Button id="player-next" size="small" type="primary" onClick={onNext}>
          {PLAYER_TEXT.next}
        </Button>
      ) : (
        <Text className="player__overlay-text">{PLAYER_TEXT.courseFinished}</Text>
      )}
    </View>
  )
})

/** Rows the marquee moves along (from the top of the video), one after another. */
const MARQUEE_ROWS = ['12%', '40%', '68%', '25%', '55%']
/** One pass across the video; then the next row. */
const MARQUEE_PASS_MS = 9000

function MarqueeLine({ marquee }: { marquee: Marquee }) {
  const [pass, setPass] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setPass((value) => value + 1), MARQUEE_PASS_MS)
    return () => clearInterval(timer)
  }, [])
  return (
    <View
      // A new key each pass restarts the animation on the next row.
      key={pass}
      className="player__marquee"
      data-testid="player-marquee"
      // The moving bullet secret marks the video for the eye; a screen reader skips it (and it takes no taps).
      {...a11y(null, { hidden: true })}
      style={{
        top: MARQUEE_ROWS[pass % MARQUEE_ROWS.length],
        fontSize: `${marquee.size}px`,
        opacity: marquee.opacity,
        ...(marquee.color ? { color: marquee.color } : {}),
        animationDuration: `${MARQUEE_PASS_MS}ms`,
      }}
    >
      {marquee.text}
    </View>
  )
}
