// NutUI's ConfigProvider names CSS variables with it; test/unit/theme-vars.test.ts compares ours with it.
declare module 'lodash.kebabcase' {
  export default function kebabCase(text: string): string
}
