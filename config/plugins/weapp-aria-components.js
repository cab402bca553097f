// The accessibility attributes the mini-program's base library reads (aria-role, aria-label and states; base library
// 2.7.1+), as a patch of Taro's component list: for each component we draw, each attribute with no default value.
// Shared by the build (the WXML templates, config/patches/weapp-a11y.js) and the runtime
// (config/plugins/weapp-aria-runtime.js): Taro numbers a component's attributes in sorted order on both sides
// (`aria-label` → `i.p3`), so the two lists must be the same or every attribute after them lands on the wrong name.

/**
 * What src/platform/a11y.weapp.ts produces; nothing else. Taro writes a component's template once per nesting
 * level (≈ 70 templates for these components), so each attribute costs about 2 KB of the main package's base.wxml:
 * add one here only when a11y.weapp.ts starts producing it (test/weapp/a11y.test.js checks the two agree).
 */
const ARIA_ATTRIBUTES = [
  'aria-role',
  'aria-label',
  'aria-checked',
  'aria-selected',
  'aria-disabled',
  'aria-expanded',
  'aria-pressed',
  'aria-hidden',
  'aria-live',
  'aria-modal',
  'aria-level',
  'aria-current',
]

/**
 * Taro's names of the components that may carry a role or a name (View also covers static-view and catch-view). A
 * template exists only for a component the app draws. Not Swiper: a slide's name is on its Image.
 */
const ARIA_COMPONENTS = ['View', 'Text', 'Image', 'Button', 'Input', 'Textarea', 'ScrollView', 'Navigator']

/** `{ View: { 'aria-role': '', … }, … }`: '' is Taro's "no default" (the template binds `i.pN` as it is). */
function ariaComponents() {
  const attributes = {}
  for (const name of ARIA_ATTRIBUTES) attributes[name] = ''
  const patch = {}
  for (const component of ARIA_COMPONENTS) patch[component] = Object.assign({}, attributes)
  return patch
}

module.exports = { ARIA_ATTRIBUTES, ARIA_COMPONENTS, ariaComponents }
