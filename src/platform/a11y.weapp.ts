import type { A11yProps, A11yRole, A11yState } from './a11y-types'

const bool = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false')

/** The base library's accessibility attributes: `aria-role` instead of `role`, and no keyboard focus order. */
export function a11y(role: A11yRole | null, state: A11yState = {}): A11yProps {
  const props: A11yProps = {}
  if (role) props['aria-role'] = role
  if (state.label) props['aria-label'] = state.label
  props['aria-checked'] = bool(state.checked)
  props['aria-selected'] = bool(state.selected)
  props['aria-disabled'] = state.disabled ? 'true' : undefined
  props['aria-expanded'] = bool(state.expanded)
  props['aria-pressed'] = bool(state.pressed)
  props['aria-hidden'] = state.hidden ? 'true' : undefined
  props['aria-live'] = state.live
  props['aria-modal'] = state.modal ? 'true' : undefined
  props['aria-level'] = state.level
  props['aria-current'] = state.current ? 'page' : undefined
  // No aria-value*: nothing draws a progress bar yet, and each attribute the templates carry costs the main package
  // about 2 KB (config/plugins/weapp-aria-components.js lists them; add them there when one is needed).
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key]
  return props
}

/** The mini-program's toasts are native and read by the phone's screen reader; nothing else is said. */
export function announce(): void {}

export function installKeyboardActivation(): void {}

/** The mini-program has no keyboard focus to keep inside a dialog. */
export function holdFocus(): () => void {
  return () => undefined
}

export function focusElement(): void {}
