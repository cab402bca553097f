/**
 * A light `@tarojs/components` for Jest, mapped in jest.config.js: any component name becomes
 * a forwardRef component that renders a plain DOM element (View → div, Text → span, Button → button, Image → img,
 * Input → input, Textarea → textarea, Navigator → a, everything else → div). Only DOM-safe props pass through.
 * Input and Textarea translate DOM events into Taro's `{ detail: { value } }` (`onInput`, `onFocus`, `onBlur`)
 * and Enter into `onConfirm`. RichText draws its `nodes` as DOM elements (text entities decoded, as WeChat does) and
 * keeps them as JSON in `data-nodes`.
 */
import {
  createElement,
  forwardRef,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

/* eslint-disable @typescript-eslint/no-explicit-any */
type Props = Record<string, any>

const TAGS: Record<string, string> = {
  View: 'div',
  Text: 'span',
  Button: 'button',
  Image: 'img',
  Input: 'input',
  Textarea: 'textarea',
  Navigator: 'a',
  Label: 'label',
  Form: 'form',
  ScrollView: 'div',
  Swiper: 'div',
  SwiperItem: 'div',
  Block: 'div',
}

const SAFE_PROPS = new Set([
  'children',
  'className',
  'style',
  'id',
  'role',
  'title',
  'src',
  'alt',
  'href',
  'value',
  'defaultValue',
  'placeholder',
  'disabled',
  'checked',
  'name',
  'tabIndex',
  'hidden',
])

const SAFE_EVENTS = new Set([
  'onClick',
  'onTouchStart',
  'onTouchMove',
  'onTouchEnd',
  'onTouchCancel',
  'onFocus',
  'onBlur',
  'onKeyDown',
  'onKeyUp',
  'onScroll',
  'onLoad',
  'onError',
  'onSubmit',
  'onChange',
  'onMouseDown',
  'onMouseUp',
  'onAnimationEnd',
  'onTransitionEnd',
])

function domProps(props: Props): Props {
  const result: Props = {}
  for (const [key, value] of Object.entries(props)) {
    if (SAFE_PROPS.has(key) || SAFE_EVENTS.has(key) || key.startsWith('data-') || key.startsWith('aria-')) {
      result[key] = value
    }
  }
  return result
}

const valueOf = (event: { target: unknown }) => (event.target as HTMLInputElement).value

/**
 * Taro's H5 Input hands its handlers the DOM event itself with `detail` defined on it (@tarojs/components-react
 * `Object.defineProperty(e, 'detail', …)`): a copy would lose `target`, which is a getter of the event under Preact.
 */
function withDetail<T extends object>(event: T, detail: Props): T {
  Object.defineProperty(event, 'detail', { value: detail, configurable: true })
  return event
}

/** Taro's input events carry the value in `detail`. */
function fieldProps(props: Props, tag: 'input' | 'textarea'): Props {
  const { onInput, onFocus, onBlur, onConfirm, maxlength, password, type, ...rest } = props
  const result = domProps(rest)
  delete result.onChange
  if (tag === 'input') result.type = password || type === 'safe-password' ? 'password' : 'text'
  if (typeof maxlength === 'number' && maxlength >= 0) result.maxLength = maxlength
  // onChange of a text field runs on each `input` event in React and in preact/compat alike (Taro's Input listens
  // to `input`); React alone would also run it on a `change` that brings a new value.
  if (onInput) result.onChange = (event: ChangeEvent) => onInput(withDetail(event, { value: valueOf(event) }))
  // A controlled field without an input handler would make React warn; Taro allows it.
  else if ('value' in result) result.readOnly = true
  if (onFocus) result.onFocus = (event: FocusEvent) => onFocus(withDetail(event, { value: valueOf(event) }))
  if (onBlur) result.onBlur = (event: FocusEvent) => onBlur(withDetail(event, { value: valueOf(event) }))
  if (onConfirm) {
    result.onKeyDown = (event: KeyboardEvent) => {
      rest.onKeyDown?.(event)
      if (event.key === 'Enter') onConfirm(withDetail(event, { value: valueOf(event) }))
    }
  }
  return result
}

function propsFor(name: string, tag: string, props: Props): Props {
  if (tag === 'input' || tag === 'textarea') return fieldProps(props, tag)
  const result = domProps(props)
  if (tag === 'button') {
    result.type = props.formType === 'submit' ? 'submit' : 'button'
    if (props.loading) result['aria-busy'] = true
  }
  if (tag === 'a' && props.url) result.href = props.url
  // H5's Image puts only `imgProps` on its `<img>` (the text alternative, a priority picture's loading hints).
  if (name === 'Image' && props.imgProps) Object.assign(result, props.imgProps)
  result['data-taro'] = name
  return result
}

/** WeChat decodes entities in rich-text text nodes; a detached textarea does the same in jsdom. */
function decodeText(text: string): string {
  const textarea = document.createElement('textarea')
  textarea.innerHTML = text
  return textarea.value
}

/** rich-text nodes → DOM: element names as tags, `class` → className, `style` kept as `data-style`. */
function richTextChildren(nodes: unknown): ReactNode {
  if (typeof nodes === 'string') return nodes
  if (!Array.isArray(nodes)) return null
  return nodes.map((node: Props, index: number) => {
    if (node.type === 'text') return decodeText(String(node.text ?? ''))
    const { class: className, style, ...attrs } = (node.attrs ?? {}) as Props
    const children =
      Array.isArray(node.children) && node.children.length ? richTextChildren(node.children) : undefined
    return createElement(
      String(node.name),
      { ...attrs, className, 'data-style': style, key: index },
      children
    )
  })
}

const cache = new Map<string, unknown>()

function component(name: string): unknown {
  if (!cache.has(name)) {
    const tag = TAGS[name] ?? 'div'
    const Component = forwardRef<unknown, Props>(function TaroComponent(props, ref) {
      if (name === 'RichText') {
        const rich = {
          ...domProps(props),
          'data-taro': name,
          'data-nodes': JSON.stringify(props.nodes ?? []),
          ref,
        }
        return createElement('div', rich, richTextChildren(props.nodes))
      }
      return createElement(tag, { ...propsFor(name, tag, props), ref })
    })
    Component.displayName = name
    cache.set(name, Component)
  }
  return cache.get(name)
}

const target: Record<string | symbol, unknown> = { __esModule: true }
const components: Record<string, unknown> = new Proxy(target, {
  get(object, key) {
    if (key in object) return object[key]
    // Component names are capitalised; anything else (interop probes, `then`, symbols) is not a component.
    if (typeof key !== 'string' || !/^[A-Z]/.test(key)) return undefined
    return component(key)
  },
})
target.default = components

module.exports = components
