// Defines the H5 custom element behind a Taro ScrollView (NutUI Tabs) from the chunk of the page that imports this module, before the page
// renders it: the first screen's chunk leaves it out (see config/taro-elements.h5.js). Defining twice is
// harmless (Stencil checks the registry).
import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core.js'

defineCustomElement()
