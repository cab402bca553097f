// A Taro custom element's module (@tarojs/components/dist/components/*): jsdom renders the mocked components.
module.exports = { defineCustomElement: () => undefined }
