import { PageShell } from '@/components/PageShell'
import { StatusScreen } from '@/components/StatusScreen'
import { relaunch, useRouteParams } from '@/navigation'
import { LOGIN_ERROR_TEXT } from './text'

/** Where a failed social login lands: the server's reason (`login_err_msg`), and a way home. */
export default function LoginErrorPage() {
  const query = useRouteParams('/login-error')
  const message = query.login_err_msg || query.msg || query.error || LOGIN_ERROR_TEXT.fallback
  return (
    <PageShell path="/login-error">
      <StatusScreen
        mark="!"
        message={message}
        messageId="login-error-message"
        action={LOGIN_ERROR_TEXT.home}
        actionId="login-error-home"
        onAction={() => relaunch('/')}
      />
    </PageShell>
  )
}
