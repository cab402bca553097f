/**
 * What a new avatar may be, and how a big photo is made small enough: the decisions, without any image code.
 * The platform files (platform/image.h5.ts, image.weapp.ts) read, decode and encode; `prepareAvatar` runs the
 * steps below over them, the same in both builds.
 *
 * - Accepted: JPEG and PNG only, by what the file really is (its first bytes in H5, the image decoder's type in
 *   the mini-program), not by its name. Anything else is `bad-type`; a file no decoder can read is `unreadable`.
 * - The server takes at most 1 MB (`image|max:1024`, kilobytes): a file of at most 1024 × 1024 bytes goes up as
 *   it is; a bigger one is made smaller on the phone first.
 * - Smaller means a JPEG, tried in COMPRESS_STEPS order (the longest side at most `maxSide` px, never enlarged,
 *   at `quality`) until one is at most 1 MB. A PNG becomes a JPEG too (transparency on a white background).
 * - A file over 20 MB is refused before it is decoded (a phone may run out of memory on it):
 *   `source-too-large`. A photo still over 1 MB after the last step is `too-large`. Either way the old avatar
 *   stays.
 */

/** The server's limit: `max:1024` kilobytes. */
export const AVATAR_MAX_BYTES = 1024 * 1024

/** Larger sources are refused without being decoded. */
export const SOURCE_MAX_BYTES = 20 * 1024 * 1024

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'heic' | 'tiff'

export const ACCEPTED_KINDS: readonly ImageKind[] = ['jpeg', 'png']

/** Why a chosen file does not become the avatar. */
export type AvatarProblem =
  /** Not a JPEG or PNG. */
  | 'bad-type'
  /** Over 20 MB: not even tried. */
  | 'source-too-large'
  /** Still over 1 MB after the last compression step. */
  | 'too-large'
  /** Nothing could read or decode it. */
  | 'unreadable'

export interface CompressStep {
  /** The longest side, in pixels, at most. */
  maxSide: number
  /** JPEG quality, 0–1. */
  quality: number
}

/**
 * Tried in order until the JPEG fits. A phone photo (12 MP) is usually done at the first step (≈ 200–500 KB at
 * 1280 px); the later ones are for detailed or noisy pictures. 480 px is still sharp in the 64 px avatar circle.
 */
export const COMPRESS_STEPS: readonly CompressStep[] = [
  { maxSide: 1280, quality: 0.85 },
  { maxSide: 1280, quality: 0.7 },
  { maxSide: 1024, quality: 0.7 },
  { maxSide: 800, quality: 0.6 },
  { maxSide: 640, quality: 0.5 },
  { maxSide: 480, quality: 0.4 },
]

export interface Size {
  width: number
  height: number
}

/** One encoding to try: the pixel size and the JPEG quality. */
export interface CompressAttempt extends Size {
  quality: number
}

/** The kind a file starts with (magic bytes), or null when it is none of the image kinds we know. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte)
  const ascii = (offset: number, text: string) =>
    [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0))
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif'
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp'
  if (ascii(0, 'BM')) return 'bmp'
  if (ascii(4, 'ftyp') && (ascii(8, 'heic') || ascii(8, 'heix') || ascii(8, 'mif1') || ascii(8, 'msf1')))
    return 'heic'
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'tiff'
  return null
}

/** The mini-program's `getImageInfo().type` (`jpeg`, `png`, `gif`, `webp`, `bmp`, `tiff`, `unknown`…). */
export function kindFromInfoType(type: string | undefined | null): ImageKind | null {
  const value = String(type ?? '').toLowerCase()
  if (value === 'jpg' || value === 'jpeg') return 'jpeg'
  if (['png', 'gif', 'webp', 'bmp', 'heic', 'tiff'].includes(value)) return value as ImageKind
  return null
}

export const isAcceptedKind = (kind: ImageKind | null): kind is 'jpeg' | 'png' =>
  kind !== null && ACCEPTED_KINDS.includes(kind)

export const fitsAvatarLimit = (bytes: number) => bytes <= AVATAR_MAX_BYTES

/** `width` × `height` scaled so the longest side is at most `maxSide` (never enlarged), whole pixels ≥ 1. */
export function scaleToFit(size: Size, maxSide: number): Size {
  const longest = Math.max(size.width, size.height)
  const ratio = longest > maxSide ? maxSide / longest : 1
  return {
    width: Math.max(1, Math.round(size.width * ratio)),
    height: Math.max(1, Math.round(size.height * ratio)),
  }
}

/** The encodings to try for an image of this size, in order; a step that would repeat the previous one is left out. */
export function compressionPlan(size: Size): CompressAttempt[] {
  const plan: CompressAttempt[] = []
  for (const step of COMPRESS_STEPS) {
    const attempt = { ...scaleToFit(size, step.maxSide), quality: step.quality }
    const last = plan[plan.length - 1]
    if (
      last &&
      last.width === attempt.width &&
      last.height === attempt.height &&
      last.quality === attempt.quality
    )
      continue
    plan.push(attempt)
  }
  return plan
}

/** A chosen file as the platform handed it over. */
export interface PickedImage {
  /** H5: a blob: URL; mini-program: a temp file path. */
  path: string
  bytes: number
}

/** A file ready to upload. */
export interface AvatarFile {
  path: string
  /** The part's file name (H5 sends it; the server reads the extension). */
  fileName: string
  bytes: number
  /** Made by the app (a blob: URL in H5 to release after the upload). */
  made: boolean
}

export interface DecodedImage extends Size {
  /** Frees the decoded pixels. */
  close(): void
}

/** What the platform does with image files; `prepareAvatar` decides when. */
export interface ImageCodec<D extends DecodedImage = DecodedImage> {
  /** What the file really is; null when nothing can read it. */
  kind(picked: PickedImage): Promise<ImageKind | null>
  /** The pixels, for re-encoding; null when it cannot be decoded. */
  decode(picked: PickedImage): Promise<D | null>
  /** A JPEG of the decoded image at this size and quality; null when encoding failed. */
  encodeJpeg(image: D, attempt: CompressAttempt): Promise<{ path: string; bytes: number } | null>
  /** Frees a file `encodeJpeg` made. */
  release(path: string): void
}

export type PreparedAvatar =
  | { kind: 'ready'; file: AvatarFile; attempts: number }
  | { kind: 'refused'; problem: AvatarProblem; attempts: number }

/**
 * The chosen file as an avatar the server takes: checked, and compressed when it is over 1 MB (see the rules at
 * the top). `attempts` counts the encodings tried.
 */
export async function prepareAvatar<D extends DecodedImage>(
  picked: PickedImage,
  codec: ImageCodec<D>
): Promise<PreparedAvatar> {
  const refused = (problem: AvatarProblem, attempts = 0): PreparedAvatar => ({
    kind: 'refused',
    problem,
    attempts,
  })
  let kind: ImageKind | null
  try {
    kind = await codec.kind(picked)
  } catch {
    kind = null
  }
  if (kind === null) return refused('unreadable')
  if (!isAcceptedKind(kind)) return refused('bad-type')
  if (picked.bytes > SOURCE_MAX_BYTES) return refused('source-too-large')
  if (picked.bytes > 0 && fitsAvatarLimit(picked.bytes)) {
    const fileName = kind === 'png' ? 'avatar.png' : 'avatar.jpg'
    return {
      kind: 'ready',
      file: { path: picked.path, fileName, bytes: picked.bytes, made: false },
      attempts: 0,
    }
  }

  let image: D | null
  try {
    image = await codec.decode(picked)
  } catch {
    image = null
  }
  if (!image || image.width <= 0 || image.height <= 0) return refused('unreadable')
  let attempts = 0
  let encodedAny = false
  try {
    for (const attempt of compressionPlan(image)) {
      attempts++
      let encoded: { path: string; bytes: number } | null
      try {
        encoded = await codec.encodeJpeg(image, attempt)
      } catch {
        encoded = null
      }
      if (!encoded) continue // a smaller size may still encode (a canvas too big for the phone)
      encodedAny = true
      if (encoded.bytes > 0 && fitsAvatarLimit(encoded.bytes)) {
        return {
          kind: 'ready',
          file: { path: encoded.path, fileName: 'avatar.jpg', bytes: encoded.bytes, made: true },
          attempts,
        }
      }
      codec.release(encoded.path)
    }
  } finally {
    image.close()
  }
  return refused(encodedAny ? 'too-large' : 'unreadable', attempts)
}
