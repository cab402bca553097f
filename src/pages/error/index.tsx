import { PageShell } from '@/components/PageShell'
import { StatusScreen } from '@/components/StatusScreen'
import { relaunch } from '@/navigation'
import { ERROR_TEXT } from './text'

/** The error page: for /error, any unknown path and an HTTP 404 from the server. */
export default function ErrorPage() {
  return (
    <PageShell path="/error">
      <StatusScreen
        mark="404"
        message={ERROR_TEXT.missing}
        action={ERROR_TEXT.home}
        actionId="error-home"
        onAction={() => relaunch('/')}
      />
    </PageShell>
  )
}
