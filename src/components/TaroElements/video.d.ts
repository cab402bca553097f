// Type source for the H5 / mini-program pair (video.h5.ts, video.weapp.ts): a module imported for its effect.
export {}
