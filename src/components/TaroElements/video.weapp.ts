// The mini-program's components are native: nothing to define (see video.h5.ts).
export {}
