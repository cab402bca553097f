/**
 * `nutuiColorPrimaryStop1` → `nutui-color-primary-stop-1`: split at capitals and digits, as lodash.kebabcase
 * splits the camelCase names of the theme. The H5 build also puts it in place of lodash.kebabcase, which NutUI's
 * ConfigProvider imports only to name the variables of a `theme` prop the app never passes (config/index.ts):
 * lodash's Unicode word tables cost 2.4 KB gzip of the first screen.
 */
export default function kebabCase(name: string): string {
  return String(name)
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .toLowerCase()
}
