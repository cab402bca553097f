import type { RequestOptions } from '../http'
import { upload } from '../http-upload'

/**
 * A new avatar: multipart field `file`, at most 1 MB (the server's `image|max:1024`). `filePath` is the
 * mini-program's temp path or, in H5, a blob: URL.
 */
export const uploadAvatar = (
  file: { filePath: string; fileName?: string },
  onProgress?: (percent: number) => void,
  options?: RequestOptions
) =>
  upload<unknown>('/api/v2/member/detail/avatar', {
    ...options,
    name: 'file',
    filePath: file.filePath,
    fileName: file.fileName,
    onProgress,
  })
