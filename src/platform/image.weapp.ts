import Taro from '@tarojs/taro'
import { kindFromInfoType, type DecodedImage, type PickedImage } from '@/utils/avatar-image'
import type { ChooseImageResult, ImagePlatform } from './image-types'

/**
 * Images in the mini-program: chooseImage gives a temp file, getImageInfo its real type and size,
 * compressImage a smaller JPEG (`compressedWidth`/`compressedHeight`, base library 2.26+; older ones only apply
 * the quality) and the file system its byte count. Temp files are WeChat's to clean up.
 */

const paths = new WeakMap<DecodedImage, string>()

async function choose(): Promise<ChooseImageResult> {
  let result: Taro.chooseImage.SuccessCallbackResult
  try {
    result = await Taro.chooseImage({ count: 1, sizeType: ['original'], sourceType: ['album', 'camera'] })
  } catch {
    return { kind: 'cancelled' }
  }
  const file = result.tempFiles?.[0]
  const path = file?.path ?? result.tempFilePaths?.[0]
  if (!path) return { kind: 'unreadable' }
  return { kind: 'picked', image: { path, bytes: file?.size ?? 0 } }
}

async function imageInfo(path: string): Promise<Taro.getImageInfo.SuccessCallbackResult | null> {
  try {
    return await Taro.getImageInfo({ src: path })
  } catch {
    return null
  }
}

function fileSize(filePath: string): Promise<number | null> {
  return new Promise((resolve) => {
    try {
      Taro.getFileSystemManager().getFileInfo({
        filePath,
        success: (result) => resolve(result.size),
        fail: () => resolve(null),
      })
    } catch {
      resolve(null)
    }
  })
}

async function kind(image: PickedImage) {
  const info = await imageInfo(image.path)
  return info ? kindFromInfoType(info.type) : null
}

async function decode(image: PickedImage): Promise<DecodedImage | null> {
  const info = await imageInfo(image.path)
  if (!info || !info.width || !info.height) return null
  const decoded: DecodedImage = { width: info.width, height: info.height, close: () => undefined }
  paths.set(decoded, image.path)
  return decoded
}

async function encodeJpeg(image: DecodedImage, attempt: { width: number; height: number; quality: number }) {
  const src = paths.get(image)
  if (!src) return null
  try {
    // One side only, so the picture keeps its proportions even where the photo is stored rotated.
    const side =
      attempt.width >= attempt.height
        ? { compressedWidth: attempt.width }
        : { compressedHeight: attempt.height }
    const result = await Taro.compressImage({ src, quality: Math.round(attempt.quality * 100), ...side })
    const bytes = await fileSize(result.tempFilePath)
    return bytes === null ? null : { path: result.tempFilePath, bytes }
  } catch {
    return null
  }
}

export const imagePlatform: ImagePlatform = {
  choose,
  codec: { kind, decode, encodeJpeg, release: () => undefined },
  forget: () => undefined,
}
