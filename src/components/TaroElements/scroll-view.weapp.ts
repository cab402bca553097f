// The mini-program's components are native: nothing to define (see scroll-view.h5.ts).
export {}
