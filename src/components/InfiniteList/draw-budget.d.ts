// Type source for `./draw-budget`. The build (and Jest, through moduleFileExtensions) picks draw-budget.h5.ts or
// draw-budget.weapp.ts by TARO_ENV.

/**
 * About how many bytes of new items one draw may carry (see InfiniteList's useDrawnCount). The mini-program
 * sends what a draw adds to the view in one `setData`, which WeChat refuses over 256 KB, so a page of very
 * large items is drawn in parts, one `setData` each; H5 has no such call and draws every item at once
 * (`Infinity`).
 */
export declare const DRAW_BUDGET_BYTES: number
