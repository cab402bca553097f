/** The page shell's CSS variables must be the ones NutUI's ConfigProvider would have made from the theme. */
import kebabCase from 'lodash.kebabcase'
import { cssVarName, theme, themeCssVars } from '@/theme'
import appKebabCase from '@/utils/kebab-case'

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

it('the splitter that stands in for lodash.kebabcase in the builds names every NutUI token as lodash does', () => {
  const nutuiTokens = [
    ...Object.keys(theme),
    'nutuiColorPrimaryStop2',
    'nutuiButtonDefaultHeight',
    'nutuiTabsTitlesItemActiveColor',
    'nutuiFontSizeXs',
  ]
  for (const token of nutuiTokens) expect(appKebabCase(token)).toBe(kebabCase(token))
})
