import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Every TypeScript file; all of them are in tsconfig.json, so the rules below can read their types.
    files: [
      'src/**/*.{ts,tsx}',
      'types/**/*.ts',
      'config/**/*.ts',
      'test/unit/**/*.{ts,tsx}',
      'test/component/**/*.{ts,tsx}',
      'test/mocks/**/*.{ts,tsx}',
      'test/setup.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: {
        ...globals.browser,
        ...globals.node,
        ...globals.jest,
        defineAppConfig: 'readonly',
        definePageConfig: 'readonly',
      },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise nobody awaits, catches or marks `void` (fire-and-forget on purpose) loses its rejection, and the
      // code after it may run before the step it needs; a promise where a plain value is expected (`if (promise)`,
      // an async handler for a caller that ignores what it returns) is a slip of the same kind.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Plain Node scripts: demo API, browser and mini-program suites, benchmarks.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  { files: ['eslint.config.mjs'], languageOptions: { sourceType: 'module' } },
  {
    // Page scripts evaluated inside the browser by the e2e suite.
    files: ['test/e2e/**/*.js', 'test/bench/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  }
)
