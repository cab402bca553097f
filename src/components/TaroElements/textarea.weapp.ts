// The mini-program's components are native: nothing to define (see textarea.h5.ts).
export {}
