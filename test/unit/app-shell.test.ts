/**
 * The app shell in src/index.html (H5 only) is plain HTML and CSS, outside the reach of the design tokens and the
 * route table: these checks keep it equal to both (src/theme.ts, src/routes.ts).
 */
import { readFileSync } from 'fs'
import path from 'path'
import { theme } from '@/theme'
import { ROUTES, TABS } from '@/routes'
import { LOGIN_TEXT } from '@/pages/login/text'
import { PASSWORD_LOGIN_TEXT } from '@/pages/login-password/text'

const html = readFileSync(path.join(__dirname, '..', '..', 'src', 'index.html'), 'utf8')
const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
const shellMarkup = html.match(/<div id="app-shell"[\s\S]*?<noscript>/)?.[0] ?? ''
const routeScript = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1])
  .find((code) => code.includes('data-shell'))

/** `--app-text-muted: #999999` → ['appTextMuted', '#999999'] */
const declarations = [...style.matchAll(/--([a-z0-9-]+):\s*([^;}]+)/g)].map(
  ([, name, value]) =>
    [name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()), value.trim()] as const
)

/** The shell's variant for an address, as the inline script sets it before the first paint. */
function shellFor(hash: string): string | null {
  document.documentElement.removeAttribute('data-shell')
  window.location.hash = hash
  new Function(routeScript ?? '')()
  return document.documentElement.getAttribute('data-shell')
}

it('finds the shell, its style and its route script in src/index.html', () => {
  expect(style).toContain('#app-shell')
  expect(shellMarkup).toContain('s-tabs')
  expect(routeScript).toBeDefined()
  expect(declarations.length).toBeGreaterThan(0)
})

it('colours: every token the shell declares has the value of src/theme.ts', () => {
  for (const [name, value] of declarations) {
    expect([name, value]).toEqual([name, theme[name as keyof typeof theme]])
  }
})

it('colours: none spelled outside those declarations', () => {
  const rest = html.replace(/--[a-z0-9-]+:\s*[^;}]+/g, '')
  expect(rest.match(/#[0-9a-fA-F]{3,8}\b|\brgba?\s*\(|\bhsla?\s*\(/g)).toBeNull()
  // Named colours too, in the style (the status-bar meta's "white" is not one).
  expect(
    style.replace(/--[a-z0-9-]+:\s*[^;}]+/g, '').match(/:\s*(?:white|black|gr[ae]y|red|blue)\b/g)
  ).toBeNull()
  // Every var() the shell reads is one it declares.
  const declared = new Set(declarations.map(([name]) => name))
  for (const [, name] of style.matchAll(/var\(--([a-z0-9-]+)\)/g)) {
    expect(declared).toContain(name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()))
  }
})

it('the tab bar has the labels of the route table, in order', () => {
  const labels = [...shellMarkup.matchAll(/<b><i><\/i>([^<]+)<\/b>/g)].map((match) => match[1])
  expect(labels).toEqual(TABS.map((tab) => tab.text))
})

it('the tab routes, and only they, get a shell with the tab bar and their own tab active', () => {
  for (const route of ROUTES) {
    const shell = shellFor(`#${route.path}`) ?? ''
    expect([route.path, shell.split(' ').includes('tab')]).toEqual([route.path, route.tabBar])
    if (!route.tabBar) continue
    const variant = shell.split(' ')[0]
    const index = TABS.findIndex((tab) => tab.path === route.path)
    expect(style).toContain(`[data-shell~=${variant}] .s-tabs b:nth-child(${index + 1})`)
  }
})

it('reads the address without its query and trailing slashes; an empty address is home', () => {
  expect(shellFor('')).toBe('home tab')
  expect(shellFor('#/member/?from=share')).toBe('member tab')
  expect(shellFor('#/login?redirect=%2Fstudy')).toBe('login')
  expect(shellFor('#/vod/detail?id=1')).toBeNull()
})

it('an address that is not in its table gets the generic shell, whatever it holds', () => {
  for (const hash of [
    '#/__proto__',
    '#constructor',
    '#/<img src=x onerror=alert(1)>',
    '#/member<b>',
    '#/x?/member',
  ]) {
    expect(shellFor(hash)).toBeNull()
  }
})

it('the login shells draw the heading of their page, in its words (the largest text of the first screen)', () => {
  expect(shellMarkup).toContain(`<span class="s-sms">${LOGIN_TEXT.heading}</span>`)
  expect(shellMarkup).toContain(`<span class="s-pw">${PASSWORD_LOGIN_TEXT.heading}</span>`)
  expect(shellFor('#/login')).toBe('login')
  expect(shellFor('#/login-password?redirect=%2F')).toBe('login pw')
})
