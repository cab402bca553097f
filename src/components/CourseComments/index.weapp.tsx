// The mini-program: the thread is in the package of the pages that show it (see thread.tsx).
export { CourseComments } from './thread'
