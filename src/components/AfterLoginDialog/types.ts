import type { RoutePath } from '@/routes'

export interface AfterLoginDialogProps {
  /** The page's route: the agreement dialog never shows on a login page. */
  path?: RoutePath
}
