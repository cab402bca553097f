import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import boundaries from 'eslint-plugin-boundaries'
import layerTable from './config/layers.js'

const { layers, pendingExceptions, importedLayers, EVERYTHING_ELSE } = layerTable

/**
 * config/layers.js as eslint-plugin-boundaries settings and rules: every file of src/ belongs to the first layer whose
 * globs match it; an import of code from a layer (or a package) its row does not list is an error. Type-only imports
 * are not checked (see config/layers.js).
 */
const layerBoundaries = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: `${import.meta.dirname}/tsconfig.json` } },
    'boundaries/include': ['src/**/*'],
    'boundaries/elements': layers.map((layer) => ({ type: layer.name, pattern: layer.files, mode: 'full' })),
    'boundaries/legacy-warnings': false,
  },
  rules: {
    // A file of src/ that no layer's globs match is an error: a new layer is a new row in config/layers.js.
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        policies: [
          { allow: { dependency: { kind: 'type' } } },
          ...layers.map((layer) => ({
            from: { element: { type: layer.name } },
            allow: {
              to: [
                { element: { type: layer.name } },
                ...(layer.mayImport === EVERYTHING_ELSE ? importedLayers(layer) : layer.mayImport).map(
                  (entry) =>
                    typeof entry === 'string'
                      ? { element: { type: entry } }
                      : { element: { type: entry.layer, path: entry.file } }
                ),
                layer.packages === EVERYTHING_ELSE
                  ? { module: { origin: 'external' } }
                  : { module: { origin: 'external', source: layer.packages } },
              ],
            },
          })),
          ...pendingExceptions.map((exception) => ({
            from: { element: { path: exception.file } },
            allow: { dependency: { source: exception.source } },
          })),
        ],
      },
    ],
  },
}

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
  layerBoundaries,
  {
    // Page scripts evaluated inside the browser by the e2e suite.
    files: ['test/e2e/**/*.js', 'test/bench/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  }
)
