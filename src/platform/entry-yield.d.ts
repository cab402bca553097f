// Type source for `@/platform/entry-yield`, imported first by app.tsx for its effect: H5 (entry-yield.h5.ts) ends
// the entry's first task there; the mini-program (entry-yield.weapp.ts) does nothing.
export {}
