/** H5 draws every item at once: there is no setData to bound (see draw-budget.d.ts). */
export const DRAW_BUDGET_BYTES = Infinity
