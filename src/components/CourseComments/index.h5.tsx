import { useEffect, useState } from 'react'
import { ResourceView } from '@/components/ResourceView'
import type { CourseCommentsProps } from './thread'

type Thread = typeof import('./thread')

/**
 * The comment thread's code (the list, replies, the box with its input, avatars, tags) is a chunk of its own: the
 * course page and the player open on another tab, so their first load does not carry it. It is fetched when a
 * thread is first shown, while the thread's comments are asked for; skeleton rows meanwhile, and 加载失败 with
 * 重新加载 when the fetch failed.
 */
let thread: Thread | null = null
let loading: Promise<Thread> | null = null

function loadThread(): Promise<Thread> {
  loading ??= import('./thread').then(
    (loaded) => (thread = loaded),
    (error: unknown) => {
      loading = null
      throw error
    }
  )
  return loading
}

export function CourseComments(props: CourseCommentsProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>(thread ? 'ready' : 'loading')
  const [attempt, setAttempt] = useState(0)
  const { thread: comments } = props
  useEffect(() => {
    void comments.open()
  }, [comments])
  useEffect(() => {
    if (thread) return
    let current = true
    loadThread().then(
      () => current && setState('ready'),
      () => current && setState('error')
    )
    return () => {
      current = false
    }
  }, [attempt])
  const code = state === 'ready' ? thread : null
  const retry = async () => {
    setState('loading')
    setAttempt((count) => count + 1)
  }
  return (
    <ResourceView resource={{ data: code, state, reload: retry }}>
      {(loaded) => <loaded.CourseComments {...props} />}
    </ResourceView>
  )
}
