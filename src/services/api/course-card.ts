import { flag, id, num, str, type Raw } from './normalize'
import type { Course } from './types'

/**
 * A course as a card shows it (lists, search, home's course blocks). A file of its own so that the home page,
 * whose blocks carry courses, does not load the course api (catalogue, attachments) with it.
 */
export function readCourse(raw: Raw): Course {
  return {
    id: id(raw.id),
    title: str(raw.title),
    thumb: str(raw.thumb),
    charge: Math.max(0, num(raw.charge)),
    is_free: flag(raw.is_free),
    user_count: Math.max(0, num(raw.user_count)),
    short_description: str(raw.short_description),
    videos_count: Math.max(0, num(raw.videos_count)),
    category_id: id(raw.category_id),
  }
}
