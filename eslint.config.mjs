import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import boundaries from 'eslint-plugin-boundaries'
import jest from 'eslint-plugin-jest'
import fs from 'node:fs'
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

/**
 * The modules a Jest test may replace with `jest.mock`: the platform boundary. `@tarojs/*` (and any other package),
 * `@/platform/*`, and every module that is a `*.h5` / `*.weapp` pair (read from src/, e.g.
 * `@/services/upload-transport`). Anything else of ours is tested as it is, with requests answered through
 * test/mocks/api.ts.
 */
const platformPairs = fs
  .readdirSync(`${import.meta.dirname}/src`, { recursive: true })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /\.h5\.tsx?$/.test(file))
  .map((file) => `@/${file.replace(/\.h5\.tsx?$/, '').replace(/\/index$/, '')}`)
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// An esquery regex cannot hold a `/`: written \x2F.
const mockableOwnModule =
  `^(?!@/platform(/|$)|(${platformPairs.map(escapeRegExp).join('|')})$)(@/|\\.)`.replace(/\//g, '\\x2F')
const jestMock =
  "CallExpression[callee.object.name='jest'][callee.property.name=/^(mock|doMock|setMock|unstable_mockModule)$/]"

/** `.only` left in a node:test file (test/e2e, test/weapp, test/demo-api…) runs that test alone under --test-only. */
const nodeTestOnly = [
  {
    selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe|suite)$/]",
    message: 'No .only in a committed test: it hides every other test.',
  },
  {
    selector:
      "CallExpression[callee.name=/^(it|test|describe|suite)$/] > ObjectExpression > Property[key.name='only'][value.value=true]",
    message: 'No { only: true } in a committed test: it hides every other test.',
  },
]

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
    // Jest suites: nothing focused, nothing skipped for good (`(onH5 ? it : it.skip)` chooses by the build and
    // stays allowed), and jest.mock only at the platform boundary.
    files: ['test/unit/**/*.{ts,tsx}', 'test/component/**/*.{ts,tsx}'],
    plugins: { jest },
    settings: { jest: { version: 30 } },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: `${jestMock}[arguments.0.value=/${mockableOwnModule}/]`,
          message:
            'jest.mock only at the platform boundary (@tarojs/*, @/platform/*, a *.h5/*.weapp pair): test our own modules as they are.',
        },
      ],
    },
  },
  {
    files: ['test/**/*.js'],
    rules: { 'no-restricted-syntax': ['error', ...nodeTestOnly] },
  },
  {
    // Page scripts evaluated inside the browser by the e2e suite.
    files: ['test/e2e/**/*.js', 'test/bench/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  }
)
