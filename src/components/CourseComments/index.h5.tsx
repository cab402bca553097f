import { useEffect } from 'react'
import { ResourceView } from '@/components/ResourceView'
import { onDemand } from '@/utils/on-demand'
import { useOnDemand } from '../use-on-demand'
import type { CourseCommentsProps } from './thread'

/**
 * The comment thread's code (the list, replies, the box with its input, avatars, tags) is a chunk of its own: the
 * course page and the player open on another tab, so their first load does not carry it. It is fetched when a
 * thread is first shown, while the thread's comments are asked for; skeleton rows meanwhile, and 加载失败 with
 * 重新加载 when the fetch failed.
 */
const thread = onDemand(() => import('./thread'))

export function CourseComments(props: CourseCommentsProps) {
  const code = useOnDemand(thread)
  const comments = props.thread
  useEffect(() => {
    void comments.open()
  }, [comments])
  const state = code.value ? 'ready' : code.failed ? 'error' : 'loading'
  return (
    <ResourceView resource={{ data: code.value, state, reload: async () => code.retry() }}>
      {(loaded) => <loaded.CourseComments {...props} />}
    </ResourceView>
  )
}
