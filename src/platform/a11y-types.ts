/** The roles the app gives its own controls and regions (WAI-ARIA names; the mini-program reads them as `aria-role`). */
export type A11yRole =
  | 'alert'
  | 'button'
  | 'checkbox'
  | 'dialog'
  | 'group'
  | 'heading'
  | 'img'
  | 'link'
  | 'list'
  | 'listitem'
  | 'main'
  | 'navigation'
  | 'progressbar'
  | 'radio'
  | 'radiogroup'
  | 'region'
  | 'search'
  | 'status'
  | 'switch'
  | 'tab'
  | 'tablist'
  | 'tabpanel'
  | 'timer'

/** The name and states of an element, as the learner's screen reader should hear them. */
export interface A11yState {
  /** The accessible name, when the element shows none of its own (an icon-only control). */
  label?: string
  checked?: boolean
  selected?: boolean
  disabled?: boolean
  expanded?: boolean
  pressed?: boolean
  /** Hidden from assistive technology (decoration, overlays such as the watermark). */
  hidden?: boolean
  /** Announce changes of the element's text. */
  live?: 'polite' | 'assertive'
  /** A dialog that keeps the rest of the page out of reach. */
  modal?: boolean
  /** A heading's level. */
  level?: number
  /** The current item of a set (the active tab-bar entry). */
  current?: boolean
}

/** Attributes to spread on a Taro element: `<View {...a11y('button', { label })} />`. */
export type A11yProps = Record<string, string | number | undefined>

/** Roles a learner operates: they take the keyboard focus in H5 and answer Enter and Space. */
export const OPERABLE_ROLES: readonly A11yRole[] = ['button', 'checkbox', 'link', 'radio', 'switch', 'tab']

const bool = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false')

/**
 * The name and `aria-*` states, the same in both builds (the role's attribute and the focus order differ). No
 * `aria-value*`: nothing draws a progress bar yet, and each attribute the mini-program's templates carry costs its
 * main package about 2 KB (config/plugins/weapp-aria-components.js lists them; add one there when it is needed).
 */
export function ariaStates(state: A11yState): A11yProps {
  const props: A11yProps = {
    'aria-label': state.label || undefined,
    'aria-checked': bool(state.checked),
    'aria-selected': bool(state.selected),
    'aria-disabled': state.disabled ? 'true' : undefined,
    'aria-expanded': bool(state.expanded),
    'aria-pressed': bool(state.pressed),
    'aria-hidden': state.hidden ? 'true' : undefined,
    'aria-live': state.live,
    'aria-modal': state.modal ? 'true' : undefined,
    'aria-level': state.level,
    'aria-current': state.current ? 'page' : undefined,
  }
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key]
  return props
}
