import { exchange, type RequestOptions } from './http'
import { sendUpload, type ProgressListener } from './upload-transport'

/**
 * Multipart uploads (./upload-transport: Taro.uploadFile in the mini-program, XMLHttpRequest in H5), read by the
 * same envelope and error rules as every request (http.ts `exchange`). A module of its own, and no Taro upload
 * code in H5 at all: Taro's H5 uploadFile sat in the shared Taro chunk of every first screen (~0.45 KB gzip).
 */

/** How long an upload may take before it is given up: a 1 MB avatar on a slow phone network. */
export const UPLOAD_TIMEOUT_MS = 60000

export interface UploadOptions extends RequestOptions {
  /** The multipart field name (MeEdu: `file`). */
  name: string
  /** A local file path (mini-program temp path) or, in H5, a blob: URL. */
  filePath: string
  /** The file name sent with the part (H5; the mini-program names it itself). */
  fileName?: string
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void
}

/** The content type is left to the upload API, which adds the boundary. */
export function upload<T>(path: string, options: UploadOptions): Promise<T> {
  return exchange<T>(options, {}, (url, header) => {
    const task = sendUpload({
      url: url(path),
      filePath: options.filePath,
      name: options.name,
      header,
      timeout: UPLOAD_TIMEOUT_MS,
      // H5: no cookies travel (the token is in the header), so a cross-origin API needs no credentialed CORS.
      withCredentials: false,
      ...(options.fileName ? { fileName: options.fileName } : {}),
    })
    const { onProgress } = options
    if (onProgress) {
      const report: ProgressListener = (event) => onProgress(Math.max(0, Math.min(100, event.progress)))
      task.onProgressUpdate?.(report)
    }
    return task
  })
}
