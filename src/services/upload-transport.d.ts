// Type source for ./upload-transport: the build (and Jest) picks upload-transport.h5.ts or .weapp.ts by TARO_ENV.
import type { TransportAnswer } from './http'

/** One multipart upload as http-upload.ts asks for it (the shape of Taro.uploadFile's options). */
export interface UploadRequest {
  url: string
  /** A mini-program temp path, or in H5 a blob: URL. */
  filePath: string
  /** The multipart field name. */
  name: string
  /** Accept and the token; never a content type (the boundary is the transport's). */
  header: Record<string, string>
  timeout: number
  withCredentials: false
  fileName?: string
}

export type ProgressListener = (event: { progress: number }) => void

/** The answer, with progress as the bytes go out (0–100). */
export type UploadTask = Promise<TransportAnswer> & {
  onProgressUpdate?: (listener: ProgressListener) => void
}

/**
 * Sends the file: the mini-program with Taro.uploadFile; H5 with XMLHttpRequest and FormData, so Taro's H5
 * upload code (which would ride on every first screen) is not in the H5 build at all.
 */
export declare function sendUpload(request: UploadRequest): UploadTask
