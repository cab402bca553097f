/** The mini-program starts the app in one go: WeChat expects `App()` while app.js runs (see entry-yield.h5.ts). */
export {}
