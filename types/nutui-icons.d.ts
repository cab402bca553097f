// One NutUI icon by its own module: `import Clock from '@nutui/icons-react-taro/dist/es/icons/Clock.js'`.
//
// The package's index is marked as having side effects, so webpack keeps, in every chunk that imports from it,
// every icon that is imported through it anywhere in the app: an icon used by one page only ends up on /login
// too. Icons that only some pages need are imported this way.
declare module '@nutui/icons-react-taro/dist/es/icons/*.js' {
  const Icon: typeof import('@nutui/icons-react-taro').Clock
  export default Icon
}
