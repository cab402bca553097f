// Type source for `./draw-budget`. The build (and Jest, through moduleFileExtensions) picks draw-budget.h5.ts or
// draw-budget.weapp.ts by TARO_ENV.

/**
 * About how many bytes of new items one draw may carry (see InfiniteList's useDrawnCount). The mini-program
 * sends what a draw adds to the view in one `setData`, which WeChat refuses over 256 KB, so a page of very
 * large items is drawn in parts, one `setData` each; H5 has no such call and draws every item at once
 * (`Infinity`).
 */
export declare const DRAW_BUDGET_BYTES: number

/**
 * Whether the box of the line under the items (加载中..., 已经到底了) is a new element for each state. H5: yes, so
 * the line under a page that has just landed is a new element, not an old one moved down (a layout shift). The
 * mini-program: no, one box whose content changes, since removing a child makes Taro send the whole list of its
 * siblings, the items among them, again.
 */
export declare const FOOT_PER_STATE: boolean
