import { OPERABLE_ROLES, type A11yProps, type A11yRole, type A11yState } from './a11y-types'

const bool = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false')

export function a11y(role: A11yRole | null, state: A11yState = {}): A11yProps {
  const props: A11yProps = {}
  if (role) props.role = role
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
  props['aria-valuenow'] = state.valueNow
  props['aria-valuemin'] = state.valueMin
  props['aria-valuemax'] = state.valueMax
  if (role && OPERABLE_ROLES.includes(role) && !state.hidden) props.tabIndex = 0
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key]
  return props
}

const LIVE_REGION_ID = 'app-announcer'

/** The visually hidden live regions (one per politeness), made on first use. */
function liveRegion(politeness: 'polite' | 'assertive'): HTMLElement | null {
  if (typeof document === 'undefined' || !document.body) return null
  const id = `${LIVE_REGION_ID}-${politeness}`
  let region = document.getElementById(id)
  if (!region) {
    region = document.createElement('div')
    region.id = id
    region.className = 'a11y-announcer'
    region.setAttribute('aria-live', politeness)
    region.setAttribute('aria-atomic', 'true')
    if (politeness === 'assertive') region.setAttribute('role', 'alert')
    else region.setAttribute('role', 'status')
    // Visually hidden but read: the usual clip pattern, inline so it needs no stylesheet.
    region.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0'
    document.body.appendChild(region)
  }
  return region
}

export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  const region = liveRegion(politeness)
  if (!region || !message) return
  // A new text node each time, so the same message said twice is announced twice.
  region.textContent = ''
  const text = document.createElement('span')
  text.textContent = message
  region.appendChild(text)
}

const ACTIVATING_KEYS = new Set(['Enter', ' ', 'Spacebar'])
const NATIVE_CONTROLS = new Set(['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY', 'VIDEO', 'AUDIO'])
let keyboardInstalled = false

export function installKeyboardActivation(): void {
  if (keyboardInstalled || typeof document === 'undefined') return
  keyboardInstalled = true
  document.addEventListener('keydown', (event) => {
    if (!ACTIVATING_KEYS.has(event.key) || event.defaultPrevented) return
    const target = event.target as HTMLElement | null
    if (!target || NATIVE_CONTROLS.has(target.tagName) || target.isContentEditable) return
    const role = target.getAttribute('role') as A11yRole | null
    if (!role || !OPERABLE_ROLES.includes(role) || target.getAttribute('aria-disabled') === 'true') return
    event.preventDefault()
    target.click()
  })
}
