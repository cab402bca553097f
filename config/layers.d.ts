/** Types of config/layers.js (the layer table; read by eslint.config.mjs and test/unit/architecture.test.ts). */

/** Any layer (`mayImport`) or any package (`packages`). */
export type Everything = '*'

/** One file of a layer, where a layer may import only that file. */
export interface LayerFile {
  layer: string
  file: string
}

export interface Layer {
  name: string
  /** Globs from the repository root. */
  files: string[]
  what: string
  mayImport: Array<string | LayerFile> | Everything
  packages: string[] | Everything
  /** Appended to the "May import" cell. */
  note?: string
}

/** An import the table forbids that a fix on another branch removes. */
export interface PendingException {
  file: string
  source: string
  why: string
}

export const layers: Layer[]
export const pendingExceptions: PendingException[]
export const EVERYTHING_ELSE: Everything
export function importedLayers(layer: Layer): string[]
export function layerTableMarkdown(): string
