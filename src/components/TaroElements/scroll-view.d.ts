// Type source for the H5 / mini-program pair (scroll-view.h5.ts, scroll-view.weapp.ts): a module imported for its effect.
export {}
