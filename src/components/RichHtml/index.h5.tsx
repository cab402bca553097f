import { useCallback, useMemo, type MouseEvent } from 'react'
import { platform } from '@/platform'
import { sanitizeHtml, toHtmlString, underPageHeading } from '@/utils/html'
import { classifyLink } from './link-target'
import { containerClass, followLink } from './links'
import type { RichHtmlComponent } from './types'
import './index.scss'

/**
 * Server HTML in H5: the sanitised markup in a plain container. Links are followed by one click handler on the
 * container (the markup cannot carry handlers): in-app addresses navigate inside the app, http(s) pages open in
 * place of the app.
 */
export const RichHtml: RichHtmlComponent = ({ html, className, id }) => {
  const markup = useMemo(() => toHtmlString(underPageHeading(sanitizeHtml(html))), [html])

  const onClick = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    if (!anchor || !event.currentTarget.contains(anchor)) return
    // The browser never follows it itself: a path or `#anchor` would be read against the hash router.
    event.preventDefault()
    const target = classifyLink(anchor.getAttribute('href') ?? '', platform.appUrl(''))
    if (target) followLink(target)
  }, [])

  return (
    <div
      id={id}
      className={containerClass(className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  )
}
