/**
 * src/platform/a11y.h5.ts: the attributes `a11y()` gives, the live region `announce()` speaks through, Enter and
 * Space on our own controls, Taro's div buttons made buttons, and a dialog holding the keyboard focus. Imported
 * by its H5 name, so both passes test the H5 code; the mini-program's attributes are at the end.
 */
import { a11y, announce, holdFocus, installKeyboardActivation } from '@/platform/a11y.h5'
import { a11y as weappA11y, holdFocus as weappHoldFocus } from '@/platform/a11y.weapp'

/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

function html(markup: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = markup
  document.body.appendChild(host)
  return host
}

beforeAll(() => installKeyboardActivation())

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a11y()', () => {
  it('an operable role gets a tab stop and its states; nothing undefined is written', () => {
    expect(a11y('checkbox', { checked: false, label: '同意' })).toEqual({
      role: 'checkbox',
      'aria-label': '同意',
      'aria-checked': 'false',
      tabIndex: 0,
    })
  })

  it('a region role gets no tab stop; hidden decoration is only aria-hidden', () => {
    expect(a11y('dialog', { label: '提示', modal: true })).toEqual({
      role: 'dialog',
      'aria-label': '提示',
      'aria-modal': 'true',
    })
    expect(a11y(null, { hidden: true })).toEqual({ 'aria-hidden': 'true' })
  })
})

describe('announce()', () => {
  it('says the message in a polite status region, again when it is said twice', () => {
    announce('已复制')
    const region = document.getElementById('app-announcer-polite')!
    expect(region).toHaveAttribute('role', 'status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent('已复制')
    const first = region.firstChild
    announce('已复制')
    expect(region).toHaveTextContent('已复制')
    expect(region.firstChild).not.toBe(first)
  })

  it('an empty message says nothing', () => {
    announce('还在')
    announce('')
    expect(document.getElementById('app-announcer-polite')).toHaveTextContent('还在')
  })
})

describe('keyboard activation', () => {
  const press = (element: Element, key: string) =>
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

  it('Enter or Space on a role=button div clicks it', () => {
    const host = html('<div role="button" tabindex="0">返回</div>')
    const button = host.firstElementChild!
    const click = jest.fn()
    button.addEventListener('click', click)
    press(button, 'Enter')
    press(button, ' ')
    expect(click).toHaveBeenCalledTimes(2)
  })

  it('Enter in an input does not click it; a disabled control is not clicked', () => {
    const host = html('<input role="button" /><div role="button" aria-disabled="true">发送</div>')
    const click = jest.fn()
    host.addEventListener('click', click)
    press(host.children[0], 'Enter')
    press(host.children[1], 'Enter')
    expect(click).not.toHaveBeenCalled()
  })

  it('an element without an operable role is left alone', () => {
    const host = html('<div tabindex="0">说明</div>')
    const click = jest.fn()
    host.addEventListener('click', click)
    press(host.firstElementChild!, 'Enter')
    expect(click).not.toHaveBeenCalled()
  })
})

describe("Taro's div buttons", () => {
  it('a drawn Taro button becomes a button with a tab stop; disabled and busy follow its classes', async () => {
    const host = html('')
    host.innerHTML = '<div class="nut-button taro-button-core" id="b">确定</div>'
    await observed()
    const button = document.getElementById('b')!
    expect(button).toHaveAttribute('role', 'button')
    expect(button).toHaveAttribute('tabindex', '0')
    expect(button).not.toHaveAttribute('aria-disabled')

    button.classList.add('nut-button-disabled')
    await observed()
    expect(button).toHaveAttribute('aria-disabled', 'true')

    // Loading (NutUI adds its disabled class too): busy, not unavailable.
    button.classList.add('nut-button-loading')
    await observed()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).not.toHaveAttribute('aria-disabled')

    button.classList.remove('nut-button-disabled', 'nut-button-loading')
    await observed()
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it("a page's own role and state win", async () => {
    html('<div class="taro-button-core" id="b" role="tab" aria-disabled="true">x</div>')
    html('<div class="taro-button-core" id="c" aria-disabled="true">120s</div>')
    await observed()
    expect(document.getElementById('b')).not.toHaveAttribute('tabindex')
    const counting = document.getElementById('c')!
    counting.classList.add('other')
    await observed()
    expect(counting).toHaveAttribute('aria-disabled', 'true')
  })
})

describe('holdFocus()', () => {
  const press = (key: string, shiftKey = false) =>
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })
    )

  function dialog(markup: string) {
    const host = html(`<button id="opener">打开</button><div id="dialog">${markup}</div>`)
    const opener = host.querySelector<HTMLElement>('#opener')!
    opener.focus()
    return { opener, element: host.querySelector<HTMLElement>('#dialog')! }
  }

  it('moves the focus to the first field, else the first control; back to the opener on release', () => {
    const { opener, element } = dialog('<button id="cancel">取消</button><input id="field" />')
    const release = holdFocus(element)
    expect(document.activeElement).toBe(document.getElementById('field'))
    release()
    expect(document.activeElement).toBe(opener)

    const plain = dialog('<button id="no">取消</button><button id="yes">确定</button>')
    const releasePlain = holdFocus(plain.element)
    expect(document.activeElement).toBe(document.getElementById('no'))
    releasePlain()
  })

  it('Tab from the last control goes to the first, Shift+Tab from the first to the last; hidden ones are skipped', () => {
    const { element } = dialog(
      '<button id="a">A</button><span style="display:none"><button id="hidden">x</button></span><button id="b">B</button>'
    )
    const release = holdFocus(element)
    document.getElementById('b')!.focus()
    press('Tab')
    expect(document.activeElement).toBe(document.getElementById('a'))
    press('Tab', true)
    expect(document.activeElement).toBe(document.getElementById('b'))
    release()
  })

  it('Escape calls the cancel; only the newest dialog answers', () => {
    const first = dialog('<button>一</button>')
    const second = dialog('<button>二</button>')
    const cancelFirst = jest.fn()
    const cancelSecond = jest.fn()
    const releaseFirst = holdFocus(first.element, cancelFirst)
    const releaseSecond = holdFocus(second.element, cancelSecond)
    press('Escape')
    expect(cancelSecond).toHaveBeenCalledTimes(1)
    expect(cancelFirst).not.toHaveBeenCalled()
    releaseSecond()
    press('Escape')
    expect(cancelFirst).toHaveBeenCalledTimes(1)
    releaseFirst()
  })

  it("Escape in the dialog's field counts, though Taro's H5 Input stops its keys from bubbling", () => {
    const { element } = dialog('<input id="field" /><button>取消</button>')
    const field = element.querySelector('input')!
    field.addEventListener('keydown', (event) => event.stopPropagation())
    const cancel = jest.fn()
    const release = holdFocus(element, cancel)
    expect(document.activeElement).toBe(field)
    press('Escape')
    expect(cancel).toHaveBeenCalledTimes(1)
    release()
  })

  it('a dialog on a page the router has hidden holds no keys', () => {
    const { element } = dialog('<button id="only">确定</button>')
    const cancel = jest.fn()
    const release = holdFocus(element, cancel)
    element.parentElement!.style.display = 'none'
    press('Escape')
    expect(cancel).not.toHaveBeenCalled()
    release()
  })

  it('a focus the learner already moved elsewhere is left there', () => {
    const { element } = dialog('<button>确定</button>')
    const elsewhere = html('<button id="elsewhere">别处</button>').firstElementChild as HTMLElement
    const release = holdFocus(element)
    elsewhere.focus()
    release()
    expect(document.activeElement).toBe(elsewhere)
  })
})

describe('the mini-program', () => {
  it('gets aria-role and no tab stop; holding the focus is nothing', () => {
    expect(weappA11y('button', { label: '清除' })).toEqual({ 'aria-role': 'button', 'aria-label': '清除' })
    expect(weappHoldFocus()).toEqual(expect.any(Function))
  })
})
