/**
 * `nutuiColorPrimaryStop1` → `nutui-color-primary-stop-1`: split at capitals and digits, as lodash.kebabcase
 * splits the camelCase names of the theme. Both builds also put it in place of lodash.kebabcase, which NutUI's
 * ConfigProvider imports only to name the variables of a `theme` prop the app never passes (config/index.ts):
 * lodash's Unicode word tables cost 1.9 KB gzip of H5's first screen and 4.6 KB of the mini-program's main package.
 */
export default function kebabCase(name: string): string {
  return String(name)
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .toLowerCase()
}
