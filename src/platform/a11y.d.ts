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
 * not a native control, as a tap does. Taro's H5 Button (under every NutUI Button) is a `<div>`: from here on
 * each one gets role button, a tab stop, aria-disabled while NutUI marks it disabled and aria-busy while it loads.
 * Installed once at start; the mini-program has no keyboard and native buttons (no-op).
 */
export declare function installKeyboardActivation(): void

/**
 * H5: keeps the keyboard inside an open dialog (`dialog`, the element a ref gives): the focus moves in (its first
 * field, else its first control), Tab and Shift+Tab go round inside it, Escape calls `onEscape` (when given), and
 * the returned release gives the focus back to the control that had it before. Only the newest held dialog
 * answers keys. The mini-program has no keyboard focus (no-op).
 */
export declare function holdFocus(dialog: unknown, onEscape?: () => void): () => void

/**
 * H5: moves the keyboard focus to `element` (a native element a ref gives; a heading or text is made focusable
 * by script, not a tab stop); with `ifLost`, only when the focus
 * was dropped to the page (the control that had it went away). The mini-program: nothing.
 */
export declare function focusElement(element: unknown, options?: { ifLost?: boolean }): void
