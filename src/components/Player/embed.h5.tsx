import type { EmbedProps } from './embed'
import { PLAYER_TEXT } from './text'

/**
 * H5: a play URL that is an `<iframe …>` snippet is shown as an iframe of our own, built from the snippet's
 * http(s) `src` only; the snippet's other attributes (scripts, handlers, sizes) are never used.
 */
export function Embed({ url }: EmbedProps) {
  return (
    <iframe
      className="player__embed"
      src={url}
      title={PLAYER_TEXT.embedTitle}
      allow="autoplay; fullscreen"
      allowFullScreen
      referrerPolicy="no-referrer"
      data-testid="player-embed"
    />
  )
}
