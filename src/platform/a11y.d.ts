// Type source for `@/platform/a11y`. The build (and Jest, through moduleFileExtensions) picks a11y.h5.ts or
// a11y.weapp.ts by TARO_ENV.
import type { A11yProps, A11yRole, A11yState } from './a11y-types'

export type { A11yProps, A11yRole, A11yState } from './a11y-types'

/**
 * The role, name and states of one of our own controls as attributes for the platform: H5 gets `role`,
 * `aria-*` and, for operable roles, `tabIndex` 0; the mini-program gets `aria-role` and `aria-*` (the base
 * library's accessibility attributes). `role` null: states only (`a11y(null, { hidden: true })`).
 */
export declare function a11y(role: A11yRole | null, state?: A11yState): A11yProps

/**
 * Says `message` to the learner's screen reader without moving the focus (a live region in H5). Used for
 * toasts and the exam's countdown; an empty message says nothing.
 */
export declare function announce(message: string, politeness?: 'polite' | 'assertive'): void

/**
 * H5: Enter and Space activate the focused element of an operable role (`button`, `tab`, `checkbox`, …) that is
 * not a native control, as a tap does. Installed once at start; the mini-program has no keyboard (no-op).
 */
export declare function installKeyboardActivation(): void
