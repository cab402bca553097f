/** H5 draws every item at once: there is no setData to bound (see draw-budget.d.ts). */
export const DRAW_BUDGET_BYTES = Infinity

/** A new foot box for each state: nothing under a new page moves down (see draw-budget.d.ts). */
export const FOOT_PER_STATE = true
