import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'types/**/*.ts', 'config/**/*.ts', 'test/unit/**/*.{ts,tsx}', 'test/component/**/*.{ts,tsx}', 'test/mocks/**/*.{ts,tsx}', 'test/setup.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest, defineAppConfig: 'readonly', definePageConfig: 'readonly' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain Node scripts: demo API, browser and mini-program suites, benchmarks.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  { files: ['eslint.config.mjs'], languageOptions: { sourceType: 'module' } },
  {
    // Page scripts evaluated inside the browser by the e2e suite.
    files: ['test/e2e/**/*.js', 'test/bench/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  }
)
