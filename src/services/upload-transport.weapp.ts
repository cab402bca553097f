import Taro from '@tarojs/taro'
import type { UploadRequest, UploadTask } from './upload-transport.d'

/** The mini-program: wx.uploadFile (its task has onProgressUpdate). */
export const sendUpload = (request: UploadRequest): UploadTask =>
  Taro.uploadFile(request as Taro.uploadFile.Option) as unknown as UploadTask
