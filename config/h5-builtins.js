// Stands in for the polyfills Taro's H5 request API imports (whatwg-fetch, abortcontroller-polyfill): every
// browser in package.json's browserslist has fetch and AbortController.
export {}
