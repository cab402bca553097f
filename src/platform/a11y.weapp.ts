import { ariaStates, type A11yProps, type A11yRole, type A11yState } from './a11y-types'

/** The base library's accessibility attributes: `aria-role` instead of `role`, and no keyboard focus order. */
export function a11y(role: A11yRole | null, state: A11yState = {}): A11yProps {
  return role ? { 'aria-role': role, ...ariaStates(state) } : ariaStates(state)
}

/** The mini-program's toasts are native and read by the phone's screen reader; nothing else is said. */
export function announce(): void {}

export function installKeyboardActivation(): void {}

/** The mini-program has no keyboard focus to keep inside a dialog. */
export function holdFocus(): () => void {
  return () => undefined
}

export function focusElement(): void {}
