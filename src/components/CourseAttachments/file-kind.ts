/** What kind of file an attachment is, by its extension (MeEdu's `extension`, which may be empty). */
export type FileKind = 'pdf' | 'word' | 'excel' | 'ppt' | 'archive' | 'image' | 'other'

const KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  ppt: 'ppt',
  pptx: 'ppt',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
}

/** The extension as a plain lower-case word (`.PDF ` → `pdf`; '' when there is none). */
export function normalExtension(extension: string): string {
  return extension.trim().replace(/^\.+/, '').toLowerCase()
}

export function fileKind(extension: string): FileKind {
  return KINDS[normalExtension(extension)] ?? 'other'
}

/**
 * The `fileType` the mini-program's `openDocument` takes for an extension, or null when it cannot open it (only
 * PDF and Office files open there).
 */
export function documentType(extension: string): string | null {
  const ext = normalExtension(extension)
  return ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'].includes(ext) ? ext : null
}

/** Bytes as KB under 1 MB, MB under 1 GB, else GB (1.5KB, 2.25MB, 3GB). */
export function formatFileSize(bytes: number): string {
  const KB = 1024
  const MB = KB * 1024
  const GB = MB * 1024
  const round = (value: number, digits: number) => String(Number(value.toFixed(digits)))
  if (!Number.isFinite(bytes) || bytes <= 0) return '0KB'
  if (bytes < MB) return `${round(Math.max(bytes / KB, 0.1), 1)}KB`
  if (bytes < GB) return `${round(bytes / MB, 2)}MB`
  return `${round(bytes / GB, 2)}GB`
}
