import { WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'

/** Mini-program only: shows an external page (agreements, payment, face verification). */
export default function WebViewPage() {
  const { params } = useRouter()
  const url = params.url ? decodeURIComponent(params.url) : ''
  return /^https?:\/\//.test(url) ? <WebView src={url} /> : null
}
