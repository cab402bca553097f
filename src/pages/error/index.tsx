import { PageShell } from '@/components/PageShell'
import { StatusScreen } from '@/components/StatusScreen'
import { relaunch } from '@/navigation'

/** The error page: for /error, any unknown path and an HTTP 404 from the server. */
export default function ErrorPage() {
  return (
    <PageShell path="/error">
      <StatusScreen
        mark="404"
        message="页面不存在或已被删除"
        action="返回首页"
        actionId="error-home"
        onAction={() => relaunch('/')}
      />
    </PageShell>
  )
}
