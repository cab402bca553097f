/**
 * The home page's view blocks (`GET /api/v2/viewBlock/page/blocks`, `decorationPage/blocks` from 4.9.29; API notes
 * §2.2), read into typed blocks.
 *
 * The answer is decoration data an administrator typed into a form, stored as JSON and decoded by the server:
 * anything may be missing, of the wrong type, or `[]` where an object belongs. The rule is simple: a block the
 * app cannot draw whole is skipped, and the rest of the page renders.
 * - Blocks come out in `sort` order (numbers or numeric strings; a block without one goes last, in the order the
 *   server sent it).
 * - An unknown `sign` (the paid edition's `h5-live-v1`, `h5-book-v1`, … or anything newer) is skipped.
 * - A block whose `config_render` is not the expected object/array, or lacks a field it cannot do without, is
 *   skipped. Items without an image (`src`) are dropped; a slider, grid, image group or course group left with no
 *   item is skipped.
 *
 * Pure: no HTTP, no platform. Course rows are read by the reader the API module hands in (`readCourse`, home.ts).
 * Addresses are judged by utils/url.ts (markupAddress, as the sanitiser judges them; where a block's link leads:
 * `blockLink`), not by utils/html: the home page would carry the whole sanitiser (4 KB gzip) for two checks.
 */
import { markupAddress } from '@/utils/url'
import { arr, num, objectOrNull, str, type Raw } from './normalize'
import type { Course } from './types'

export interface SliderItem {
  src: string
  href: string
}

export interface GridNavItem {
  src: string
  name: string
  href: string
}

export interface ImageGroupItem {
  src: string
  url: string
}

/** `v-1`…`v-4`: one to four images a row; `v-1-2`: one large image beside two small ones. */
export const IMAGE_GROUP_LAYOUTS = ['v-1', 'v-2', 'v-3', 'v-4', 'v-1-2'] as const
export type ImageGroupLayout = (typeof IMAGE_GROUP_LAYOUTS)[number]

/** Icons a grid row may hold (the admin offers 3, 4 and 5; more would be too narrow to tap). */
export const GRID_MAX_LINE_COUNT = 5

interface BlockBase {
  /** A React key, unique in the list even when the server repeats an id. */
  key: string
}

export type ViewBlock = BlockBase &
  (
    | { sign: 'blank'; height: number; bgcolor: string }
    | { sign: 'slider'; items: SliderItem[] }
    | { sign: 'grid-nav'; lineCount: number; items: GridNavItem[] }
    | { sign: 'image-group'; layout: ImageGroupLayout; items: ImageGroupItem[] }
    | { sign: 'h5-gzh-v1'; logo: string; name: string; desc: string; qrcode: string }
    | { sign: 'h5-vod-v1'; title: string; courses: Course[] }
  )

export type ViewBlockSign = ViewBlock['sign']
export type BlockOf<S extends ViewBlockSign> = Extract<ViewBlock, { sign: S }>

type Body<S extends ViewBlockSign> = Omit<BlockOf<S>, 'key'>
type CourseReader = (raw: Raw) => Course

/** A field that must be text: a string (or a number, which reads as its text); anything else → null. */
function text(value: unknown): string | null {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? str(value)
    : null
}

/** The object items of a list, each read by `read`; items it refuses (null) are dropped. */
function items<T>(value: unknown, read: (raw: Raw) => T | null): T[] {
  return arr(value)
    .map((item) => objectOrNull(item))
    .map((item) => (item ? read(item) : null))
    .filter((item): item is T => item !== null)
}

/** An image address the app may load (http(s), `//host` as https, `/path`, a data image), else null. */
function image(value: unknown): string | null {
  return typeof value === 'string' ? markupAddress(value, 'src') : null
}

/**
 * A colour the admin picked for a spacer: a hex colour (3, 4, 6 or 8 digits), the rgb/hsl functions (with or
 * without alpha) of plain numbers, or a colour keyword. Anything else (a smuggled `;position:fixed`, a `url`)
 * → '' (no background): the value ends up in a style string in the mini-program.
 */
export function safeColour(value: unknown): string {
  const colour = typeof value === 'string' ? value.trim() : ''
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(colour)) return colour
  if (/^(?:rgb|hsl)a?\([\d\s.,%deg/]+\)$/i.test(colour)) return colour
  if (/^[a-z]{3,20}$/i.test(colour)) return colour
  return ''
}

const READERS: { [S in ViewBlockSign]: (config: unknown, readCourse: CourseReader) => Body<S> | null } = {
  blank(config) {
    const data = objectOrNull(config)
    if (!data) return null
    const height = num(data.height, NaN)
    if (!Number.isFinite(height) || height <= 0) return null
    return { sign: 'blank', height: Math.min(Math.round(height), 1000), bgcolor: safeColour(data.bgcolor) }
  },

  slider(config) {
    // An array of slides; `{}` (MeEdu's empty object) or anything else has none.
    if (!Array.isArray(config)) return null
    const slides = items(config, (raw) => {
      const src = image(raw.src)
      // MeEdu's admin writes `href`; slides seeded by hand or carried over from the PC sliders have `url`.
      return src ? { src, href: str(raw.href ?? raw.url).trim() } : null
    })
    return slides.length ? { sign: 'slider', items: slides } : null
  },

  'grid-nav'(config) {
    const data = objectOrNull(config)
    if (!data) return null
    const lineCount = Math.round(num(data.line_count, NaN))
    if (!Number.isFinite(lineCount) || lineCount < 1) return null
    const icons = items(data.items, (raw) => {
      const src = image(raw.src)
      return src ? { src, name: str(raw.name), href: str(raw.href).trim() } : null
    })
    if (!icons.length) return null
    return { sign: 'grid-nav', lineCount: Math.min(lineCount, GRID_MAX_LINE_COUNT), items: icons }
  },

  'image-group'(config) {
    const data = objectOrNull(config)
    if (!data) return null
    const layout = IMAGE_GROUP_LAYOUTS.find((name) => name === data.v)
    if (!layout) return null
    const images = items(data.items, (raw) => {
      const src = image(raw.src)
      return src ? { src, url: str(raw.url).trim() } : null
    })
    return images.length ? { sign: 'image-group', layout, items: images } : null
  },

  'h5-gzh-v1'(config) {
    const data = objectOrNull(config)
    if (!data) return null
    const name = text(data.name)
    const qrcode = image(data.qrcode)
    // Without a name there is nothing to show, without the QR code nothing to follow.
    if (!name || !qrcode) return null
    return {
      sign: 'h5-gzh-v1',
      name,
      qrcode,
      logo: image(data.logo) ?? '',
      desc: text(data.desc) ?? '',
    }
  },

  'h5-vod-v1'(config, readCourse) {
    const data = objectOrNull(config)
    if (!data) return null
    const title = data.title === undefined || data.title === null ? '' : text(data.title)
    if (title === null) return null
    const courses = items(data.items, readCourse).filter((course) => course.id > 0)
    return courses.length ? { sign: 'h5-vod-v1', title, courses } : null
  },
}

function isKnownSign(sign: unknown): sign is ViewBlockSign {
  return typeof sign === 'string' && Object.prototype.hasOwnProperty.call(READERS, sign)
}

/** One block, or null when it is of an unknown kind or cannot be drawn whole. */
function readBlock(raw: Raw, index: number, readCourse: CourseReader): ViewBlock | null {
  if (!isKnownSign(raw.sign)) return null
  const read = READERS[raw.sign] as (config: unknown, reader: CourseReader) => Body<ViewBlockSign> | null
  let body: Body<ViewBlockSign> | null
  try {
    body = read(raw.config_render, readCourse)
  } catch {
    body = null // a reader that trips over something unforeseen costs one block, never the page
  }
  if (!body) return null
  return { ...body, key: `${index}-${str(raw.id) || raw.sign}` } as ViewBlock
}

/** The server's answer → the blocks to draw, in `sort` order. See the top of this file. */
export function parseViewBlocks(raw: unknown, readCourse: CourseReader): ViewBlock[] {
  return arr(raw)
    .map((value, index) => ({ value: objectOrNull(value), index }))
    .filter((entry): entry is { value: Raw; index: number } => entry.value !== null)
    .map(({ value, index }) => ({ value, index, sort: num(value.sort, Number.POSITIVE_INFINITY) }))
    .sort((a, b) => (a.sort === b.sort ? a.index - b.index : a.sort < b.sort ? -1 : 1))
    .map(({ value, index }) => readBlock(value, index, readCourse))
    .filter((block): block is ViewBlock => block !== null)
}
