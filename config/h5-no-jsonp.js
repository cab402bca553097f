// Stands in for jsonp-retry: the app never asks Taro.request for JSONP.
export default function jsonpUnsupported() {
  throw new Error('JSONP requests are not supported')
}
