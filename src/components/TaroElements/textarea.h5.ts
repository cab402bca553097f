// Defines the H5 custom element behind a Taro Textarea (the exam's short answer) from the chunk of the page that
// imports this module, before the page renders it: the first screen's chunk leaves it out (see
// config/taro-elements.h5.js; it cost ≈ 1.2 KB gzip on /#/ and /#/login). Defining twice is harmless.
import { defineCustomElement } from '@tarojs/components/dist/components/taro-textarea-core.js'

defineCustomElement()
