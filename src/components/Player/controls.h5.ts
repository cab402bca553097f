import type { VideoControlProps } from './controls'

/**
 * Taro's H5 Video draws its own controls as plain divs, hidden until a tap (visibility: hidden): no keyboard or
 * switch reaches them and a screen reader finds no name. The browser's native controls (play and pause, the
 * position, volume, full screen) are focusable and named in the learner's language, so the H5 player uses those
 * and turns Taro's bar and centre button off. `poster` goes on the <video> too: Taro drops it without its bar.
 */
export function videoControls(poster: string | undefined, _centerPlay: boolean): VideoControlProps {
  return {
    controls: false,
    showCenterPlayBtn: false,
    nativeProps: poster ? { controls: true, poster } : { controls: true },
  }
}
