/** What a test does and reads on the rendered screen: ids, taps, typing, toasts, requests sent. */
import Taro from '@tarojs/taro'
import { fireEvent } from '@testing-library/react'
import { sentCalls } from './api'

export const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T | null

export const tap = (id: string) => {
  const element = $(id)
  if (!element) throw new Error(`#${id} is not on the screen`)
  fireEvent.click(element)
}

/**
 * Typing, as a browser reports it: an `input` event with the new value (`change` comes only when the field is left).
 * React calls a text field's onChange on either; Preact (preact/compat, what H5 ships) only on `input`.
 */
export const type = (id: string, value: string) => fireEvent.input($(id)!, { target: { value } })

/** The texts of every toast shown so far. */
export const toasts = (): string[] =>
  (Taro.showToast as jest.Mock).mock.calls.map(([options]: [{ title: string }]) => options.title)

/** How many requests went to `METHOD /path`. */
export const countOf = (key: string) => sentCalls().filter((call) => call === key).length
