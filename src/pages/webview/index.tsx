import { WebView } from '@tarojs/components'
import { StatusScreen } from '@/components/StatusScreen'
import { usePageShare } from '@/components/PageShell/use-page-share'
import { goBack, useRouteParams } from '@/navigation'
import { classifyUrl } from '@/utils/url'

const NO_PAGE_TO_SHOW = '无法打开该页面：链接无效'

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
      message={NO_PAGE_TO_SHOW}
      messageId="webview-invalid"
      action="返回"
      actionId="webview-back"
      onAction={goBack}
    />
  )
}
