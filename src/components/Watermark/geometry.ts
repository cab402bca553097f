/** The product's watermark: gap 10 × 150, font 20, rotation −35°, full page. Cell size as antd-mobile's WaterMark (120 × 64). */
export const WATERMARK = { gapX: 10, gapY: 150, fontSize: 20, rotate: -35, width: 120, height: 64 } as const

/** One repeat of the pattern: a cell and its gaps. */
export const TILE = {
  width: WATERMARK.width + WATERMARK.gapX,
  height: WATERMARK.height + WATERMARK.gapY,
} as const
