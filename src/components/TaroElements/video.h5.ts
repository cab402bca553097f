// Defines the H5 custom element behind Taro's Video (the player) from the chunk of the page that imports this module, before the page
// renders it: the first screen's chunk leaves it out (see config/taro-elements.h5.js). Defining twice is
// harmless (Stencil checks the registry).
import { defineCustomElement } from '@tarojs/components/dist/components/taro-video-core.js'

defineCustomElement()
