// Type source for the H5 / mini-program pair (textarea.h5.ts, textarea.weapp.ts): a module imported for its effect.
export {}
