// Type source for `./embed`. The build (and Jest, through moduleFileExtensions) picks embed.h5.tsx or
// embed.weapp.tsx by TARO_ENV; both export an `Embed` of this type.
import type { ComponentType } from 'react'

export interface EmbedProps {
  /** The http(s) address taken from the play URL's `<iframe src>` (never the snippet itself). */
  url: string
  /** This video in the H5 app, for the mini-program to hand out ('' when the config has no `h5_url`). */
  h5Link: string
}

export declare const Embed: ComponentType<EmbedProps>
