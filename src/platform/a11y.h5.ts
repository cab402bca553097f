import { ariaStates, OPERABLE_ROLES, type A11yProps, type A11yRole, type A11yState } from './a11y-types'

export function a11y(role: A11yRole | null, state: A11yState = {}): A11yProps {
  const props: A11yProps = role ? { role, ...ariaStates(state) } : ariaStates(state)
  if (role && OPERABLE_ROLES.includes(role) && !state.hidden) props.tabIndex = 0
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

/** Taro's H5 Button (under every NutUI Button) draws a `<div>`: no role, no tab stop, no disabled state. */
const TARO_BUTTON = 'taro-button-core'
const BUSY_BUTTON = 'nut-button-loading'
const DISABLED_BUTTON = 'nut-button-disabled'

/** Gives a Taro button the role, tab stop and states a `<button>` would have (its own role, if any, wins). */
function markButton(element: Element): void {
  if (!element.classList.contains(TARO_BUTTON)) return
  if (!element.hasAttribute('role')) element.setAttribute('role', 'button')
  if (element.getAttribute('role') !== 'button') return
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '0')
  // NutUI marks a loading button disabled too; it is busy (its request runs, a tap is ignored), not unavailable.
  const busy = element.classList.contains(BUSY_BUTTON)
  mirrorState(element, 'aria-disabled', element.classList.contains(DISABLED_BUTTON) && !busy)
  mirrorState(element, 'aria-busy', busy)
}

/** Sets a state the button's class says; removes only one set here (a page may set its own, a11y(…)). */
function mirrorState(element: Element, attribute: 'aria-disabled' | 'aria-busy', on: boolean): void {
  const mark = `data-auto-${attribute}`
  if (on) {
    if (element.getAttribute(attribute) !== 'true') element.setAttribute(mark, '')
    element.setAttribute(attribute, 'true')
  } else if (element.hasAttribute(mark)) {
    element.removeAttribute(mark)
    element.removeAttribute(attribute)
  }
}

function markButtonsIn(root: Element): void {
  markButton(root)
  root.querySelectorAll(`.${TARO_BUTTON}`).forEach(markButton)
}

/** Marks every Taro button now and as pages draw them (and their disabled and busy states as they change). */
function installButtonRoles(): void {
  if (typeof MutationObserver === 'undefined' || !document.body) return
  markButtonsIn(document.body)
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') markButton(record.target as Element)
      else record.addedNodes.forEach((node) => node instanceof Element && markButtonsIn(node))
    }
  }).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  })
}

export function installKeyboardActivation(): void {
  if (keyboardInstalled || typeof document === 'undefined') return
  keyboardInstalled = true
  installButtonRoles()
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Shown (no `display: none`, `visibility: hidden` or `aria-hidden` between it and the dialog). */
function shownWithin(element: HTMLElement, container: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    const style = window.getComputedStyle(node)
    if (
      style.display === 'none' ||
      style.visibility === 'hidden' ||
      node.getAttribute('aria-hidden') === 'true'
    )
      return false
  }
  return true
}

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
    shownWithin(element, container)
  )
}

interface HeldDialog {
  container: HTMLElement
  onEscape?: () => void
}

/** The dialogs holding the focus, newest last: only the newest answers keys. */
const heldDialogs: HeldDialog[] = []

function onDialogKey(event: KeyboardEvent): void {
  const held = heldDialogs[heldDialogs.length - 1]
  if (!held || event.defaultPrevented) return
  // A dialog left open on a page the router has hidden (Taro keeps earlier pages) holds nothing.
  if (!shownWithin(held.container, document.documentElement)) return
  if (event.key === 'Escape' && held.onEscape) {
    event.preventDefault()
    held.onEscape()
    return
  }
  if (event.key !== 'Tab') return
  const items = focusablesIn(held.container)
  const active = document.activeElement as HTMLElement | null
  if (!items.length) {
    event.preventDefault()
    held.container.focus()
    return
  }
  const first = items[0]
  const last = items[items.length - 1]
  const inside = !!active && held.container.contains(active)
  if (event.shiftKey && (!inside || active === first || active === held.container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}

export function holdFocus(dialog: unknown, onEscape?: () => void): () => void {
  if (typeof document === 'undefined' || !(dialog instanceof HTMLElement)) return () => undefined
  const opener = document.activeElement as HTMLElement | null
  const held: HeldDialog = { container: dialog, onEscape }
  heldDialogs.push(held)
  // Capture: Taro's H5 Input stops its keydown events from bubbling, and Escape in the dialog's field counts too.
  if (heldDialogs.length === 1) document.addEventListener('keydown', onDialogKey, true)
  // A dialog that asks for text starts in its field; any other at its first control (取消 comes first).
  const items = focusablesIn(dialog)
  const start = items.find((item) => item.tagName === 'INPUT' || item.tagName === 'TEXTAREA') ?? items[0]
  if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1')
  ;(start ?? dialog).focus()
  return () => {
    const index = heldDialogs.indexOf(held)
    if (index >= 0) heldDialogs.splice(index, 1)
    if (!heldDialogs.length) document.removeEventListener('keydown', onDialogKey, true)
    // Back to the control that opened it, unless the learner has already gone somewhere else.
    const active = document.activeElement
    const focusLeft = !active || active === document.body || dialog.contains(active) || !active.isConnected
    if (focusLeft && opener && opener !== document.body && opener.isConnected) opener.focus()
  }
}

export function focusElement(element: unknown, { ifLost = false }: { ifLost?: boolean } = {}): void {
  if (typeof HTMLElement === 'undefined' || !(element instanceof HTMLElement)) return
  const active = document.activeElement
  if (ifLost && active && active !== document.body) return
  // A heading or a text can take the focus from a script without becoming a tab stop.
  if (!element.hasAttribute('tabindex') && !NATIVE_CONTROLS.has(element.tagName))
    element.setAttribute('tabindex', '-1')
  element.focus()
}
