// `hls.js/light` (package exports) has the full build's types.
declare module 'hls.js/light' {
  import Hls from 'hls.js'
  export default Hls
}
