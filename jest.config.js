// Jest 30 for the unit and component tests (test/unit, test/component), with light mocks of
// @tarojs/taro and @tarojs/components (test/mocks/taro.ts, test/mocks/components.tsx). Run twice in CI, each pass
// rendering with what its build ships:
//   npx jest                     → TARO_ENV=h5    (resolves *.h5.ts first; Preact through preact/compat)
//   TARO_ENV=weapp npx jest      → TARO_ENV=weapp (resolves *.weapp.ts first; React 18)
const TARO_ENV = process.env.TARO_ENV || 'h5'
process.env.TARO_ENV = TARO_ENV
// The app shows dates at UTC offset 0 while its learners live at UTC+8: run in a zone where the local and
// the UTC calendar day differ, so a date accidentally formatted in local time fails a test.
// JEST_TZ=UTC runs the server-date tests at UTC as well (test/run-all.js).
process.env.TZ = process.env.JEST_TZ || 'Asia/Shanghai'

// H5 renders with Preact: the same aliases as Taro's preact framework plugin gives the H5 build
// (@tarojs/plugin-framework-react `setAlias`; `npx taro inspect --type h5 resolve.alias` lists them). They are
// webpack aliases without `$`, so they match subpaths too: react/jsx-runtime → preact/compat/jsx-runtime,
// react-dom/client → preact/compat/client. @testing-library/react's act comes from react-dom/test-utils.
const PREACT_ALIASES = {
  '^react$': 'preact/compat',
  '^react/(.+)$': 'preact/compat/$1',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react-dom$': 'preact/compat',
  '^react-dom/(.+)$': 'preact/compat/$1',
  // The icons' `main` is a UMD bundle with React's JSX runtime inside (it reads React's internals); webpack takes
  // their `module` build, which imports `react` like everything else.
  '^@nutui/icons-react-taro$': '<rootDir>/node_modules/@nutui/icons-react-taro/dist/es/index.es.js',
}

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // Only these two folders: test/demo-api holds node:test suites, test/e2e and test/weapp their own runners.
  testMatch: ['<rootDir>/test/unit/**/*.test.[jt]s?(x)', '<rootDir>/test/component/**/*.test.[jt]s?(x)'],
  // `<env>.ts` first, as in Taro: `@/platform` resolves to src/platform/index.h5.ts or index.weapp.ts. The
  // type-only src/platform/index.d.ts is never a candidate (no `d.ts` entry here); test/unit/credentials.test.ts
  // checks that `platform.name` matches the pass.
  moduleFileExtensions: [`${TARO_ENV}.ts`, `${TARO_ENV}.tsx`, 'ts', 'tsx', 'js', 'jsx', 'json'],
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  // NutUI ships ESM only; Preact's `browser` builds (the files the H5 build bundles) are ESM too.
  transformIgnorePatterns: [
    TARO_ENV === 'h5' ? '/node_modules/(?!(@nutui|preact)/)' : '/node_modules/(?!(@nutui)/)',
  ],
  moduleNameMapper: {
    ...(TARO_ENV === 'h5' ? PREACT_ALIASES : {}),
    '\\.(css|less|scss|sass|styl)$': '<rootDir>/test/mocks/style.js',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/test/mocks/file.js',
    '^@tarojs/taro$': '<rootDir>/test/mocks/taro.ts',
    '^@tarojs/components$': '<rootDir>/test/mocks/components.tsx',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  clearMocks: true,
}
