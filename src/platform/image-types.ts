import type { DecodedImage, ImageCodec, PickedImage } from '@/utils/avatar-image'

/** What the learner's choice of an image came to. */
export type ChooseImageResult =
  | { kind: 'picked'; image: PickedImage }
  /** A file was chosen but the picker could not read it as an image (H5 drops such files). */
  | { kind: 'unreadable' }
  /** Closed without a choice. */
  | { kind: 'cancelled' }

/**
 * Image files on each platform (implemented by image.h5.ts and image.weapp.ts): choosing one, and the codec
 * `prepareAvatar` (utils/avatar-image.ts) uses to check and compress it.
 */
export interface ImagePlatform {
  /** One image from the album or the camera, at its original size. */
  choose(): Promise<ChooseImageResult>
  codec: ImageCodec<DecodedImage>
  /** Done with a chosen image (H5: its blob: URL is released). */
  forget(image: PickedImage): void
}
