import { WebView } from '@tarojs/components'
import { StatusScreen } from '@/components/StatusScreen'
import { usePageShare } from '@/components/PageShell/use-page-share'
import { goBack, useRouteParams } from '@/navigation'
import { classifyUrl } from '@/utils/url'
import { WEBVIEW_TEXT } from './text'

/**
 * Mini-program only: shows an external page (agreements, payment, face verification). Without a valid web
 * address it says so and offers the way back, never a blank page.
 */
export default function WebViewPage() {
  const { url = '' } = useRouteParams('/webview')
  // An agreement, a cashier or a face check is not shared: 转发 sends home.
  usePageShare('/webview')
  if (classifyUrl(url) === 'outside') return <WebView src={url} />
  return (
    <StatusScreen
      mark="!"
      message={WEBVIEW_TEXT.invalid}
      messageId="webview-invalid"
      action={WEBVIEW_TEXT.back}
      actionId="webview-back"
      onAction={goBack}
    />
  )
}
