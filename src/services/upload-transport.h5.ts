import type { TransportAnswer } from './http'
import type { ProgressListener, UploadRequest, UploadTask } from './upload-transport.d'

/** The Blob behind a blob: URL (the picked or redrawn avatar). */
function readBlob(url: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('GET', url)
    xhr.responseType = 'blob'
    xhr.onload = () =>
      xhr.response instanceof Blob
        ? resolve(xhr.response)
        : reject({ errMsg: 'uploadFile:fail file not found' })
    xhr.onerror = () => reject({ errMsg: 'uploadFile:fail file not found' })
    xhr.send()
  })
}

/**
 * H5: the file read back from its blob: URL and sent as one FormData part with XMLHttpRequest (the browser sets
 * the multipart content type and boundary; no cookies travel). The answer, status and text, goes to http.ts's
 * exchange like any request; a network error or the timeout rejects with Taro's words for them.
 */
export function sendUpload(request: UploadRequest): UploadTask {
  const listeners: ProgressListener[] = []
  const task = readBlob(request.filePath).then(
    (blob) =>
      new Promise<TransportAnswer>((resolve, reject) => {
        const form = new FormData()
        form.append(request.name, blob, request.fileName || 'file')
        const xhr = new XMLHttpRequest()
        xhr.open('POST', request.url)
        xhr.timeout = request.timeout
        xhr.withCredentials = request.withCredentials
        for (const [key, value] of Object.entries(request.header)) xhr.setRequestHeader(key, value)
        xhr.upload.onprogress = (event) => {
          if (!event.lengthComputable || event.total <= 0) return
          const progress = Math.round((event.loaded / event.total) * 100)
          listeners.forEach((listen) => listen({ progress }))
        }
        xhr.onload = () => resolve({ statusCode: xhr.status, data: xhr.responseText })
        xhr.onerror = () => reject({ errMsg: 'uploadFile:fail' })
        xhr.ontimeout = () => reject({ errMsg: 'uploadFile:fail timeout' })
        xhr.send(form)
      })
  ) as UploadTask
  task.onProgressUpdate = (listener) => void listeners.push(listener)
  return task
}
