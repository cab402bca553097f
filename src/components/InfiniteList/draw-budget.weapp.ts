/**
 * The mini-program draws at most about 64 KB of new items per setData (estimated from the items' own data, see
 * estimateItemBytes), a quarter of WeChat's 256 KB limit: the estimate is rough, and the same call carries the
 * line under the list. An ordinary page (10 courses, 20 messages: 7–10 KB drawn) is one draw.
 */
export const DRAW_BUDGET_BYTES = 64 * 1024

/** One foot box: replacing it would resend every item on screen (see draw-budget.d.ts). */
export const FOOT_PER_STATE = false
