// What TypeScript sees of a Taro H5 custom element's own module (`@tarojs/components/dist/components/*`, mapped
// here in tsconfig.json): its definer, used by src/components/TaroElements. The real typings pull in Stencil's
// test matchers, which change the global `expect` types of the Jest tests.
export declare function defineCustomElement(): void
