/** The page shell's CSS variables must be the ones NutUI's ConfigProvider would have made from the theme. */
import kebabCase from 'lodash.kebabcase'
import { cssVarName, theme, themeCssVars } from '@/theme'

it('every theme token becomes the CSS variable NutUI names it, with its value', () => {
  const nutui = Object.fromEntries(
    Object.entries(theme).map(([token, value]) => [`--${kebabCase(token)}`, value])
  )
  expect(themeCssVars).toEqual(nutui)
})

it('names split at capitals and digits, as lodash.kebabcase does', () => {
  expect(cssVarName('nutuiColorPrimaryStop1')).toBe('--nutui-color-primary-stop-1')
  expect(cssVarName('appQq')).toBe('--app-qq')
})
