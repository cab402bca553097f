import Taro from '@tarojs/taro'
import { palette } from '@/theme'
import { sniffImageKind, type DecodedImage, type PickedImage } from '@/utils/avatar-image'
import type { ChooseImageResult, ImagePlatform } from './image-types'

/**
 * Images in the browser. Taro's chooseImage opens an `<input type=file>` and hands back a blob: URL with the
 * File (`originalFileObj`); a file the browser cannot show as an image is dropped by Taro (no temp file at all).
 * The type is read from the file's first bytes, the pixels are decoded with createImageBitmap (an `<img>` where
 * it is missing or fails), and a smaller JPEG is drawn on a canvas.
 */

/** The Files behind the blob: URLs chooseImage returned, until they are forgotten. */
const files = new Map<string, Blob>()
/** What each decoded image draws from. */
const sources = new WeakMap<DecodedImage, CanvasImageSource>()

async function choose(): Promise<ChooseImageResult> {
  let result: Taro.chooseImage.SuccessCallbackResult
  try {
    // 'album' alone: Taro then opens the file input at once, and a phone's own picker offers the camera too
    // (both would put Taro's 拍摄/从相册选择 sheet in front of it).
    result = await Taro.chooseImage({ count: 1, sizeType: ['original'], sourceType: ['album'] })
  } catch {
    return { kind: 'cancelled' }
  }
  const file = result.tempFiles?.[0] as (Taro.chooseImage.ImageFile & { originalFileObj?: Blob }) | undefined
  if (!file?.path) return { kind: 'unreadable' }
  if (file.originalFileObj) files.set(file.path, file.originalFileObj)
  return { kind: 'picked', image: { path: file.path, bytes: file.originalFileObj?.size ?? file.size ?? 0 } }
}

async function blobOf(image: PickedImage): Promise<Blob> {
  const known = files.get(image.path)
  if (known) return known
  const response = await fetch(image.path)
  return response.blob()
}

/** The first bytes of a file (FileReader: every browser the app runs in has it). */
function readHead(blob: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob.slice(0, length))
  })
}

async function kind(image: PickedImage) {
  return sniffImageKind(await readHead(await blobOf(image), 16))
}

/** An `<img>` for browsers without createImageBitmap (or where it refuses the file). */
function loadImage(blob: Blob): Promise<HTMLImageElement | null> {
  const url = URL.createObjectURL(blob)
  return new Promise((resolve) => {
    const image = new Image()
    image.onload = () => {
      URL.revokeObjectURL(url)
      resolve(image)
    }
    image.onerror = () => {
      URL.revokeObjectURL(url)
      resolve(null)
    }
    image.src = url
  })
}

async function decode(picked: PickedImage): Promise<DecodedImage | null> {
  const blob = await blobOf(picked)
  if (typeof createImageBitmap === 'function') {
    try {
      // EXIF orientation applied, so a portrait photo stays upright.
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' } as ImageBitmapOptions)
      const decoded: DecodedImage = {
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      }
      sources.set(decoded, bitmap)
      return decoded
    } catch {
      // fall back to an <img>
    }
  }
  const image = await loadImage(blob)
  if (!image || !image.naturalWidth || !image.naturalHeight) return null
  const decoded: DecodedImage = {
    width: image.naturalWidth,
    height: image.naturalHeight,
    close: () => image.removeAttribute('src'),
  }
  sources.set(decoded, image)
  return decoded
}

async function encodeJpeg(image: DecodedImage, attempt: { width: number; height: number; quality: number }) {
  const source = sources.get(image)
  if (!source) return null
  const canvas = document.createElement('canvas')
  canvas.width = attempt.width
  canvas.height = attempt.height
  const context = canvas.getContext('2d')
  if (!context) return null
  // A JPEG has no transparency: what was transparent in a PNG becomes white, not black.
  context.fillStyle = palette.surface
  context.fillRect(0, 0, attempt.width, attempt.height)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(source, 0, 0, attempt.width, attempt.height)
  const blob = await new Promise<Blob | null>((resolve) => {
    try {
      canvas.toBlob(resolve, 'image/jpeg', attempt.quality)
    } catch {
      resolve(null)
    }
  })
  // Phones keep a canvas's pixels until its size is zeroed.
  canvas.width = 0
  canvas.height = 0
  if (!blob) return null
  return { path: URL.createObjectURL(blob), bytes: blob.size }
}

function release(path: string): void {
  if (path.startsWith('blob:')) URL.revokeObjectURL(path)
}

export const imagePlatform: ImagePlatform = {
  choose,
  codec: { kind, decode, encodeJpeg, release },
  forget: (image) => {
    files.delete(image.path)
    release(image.path)
  },
}
