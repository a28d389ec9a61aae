// ESLint for the TypeScript and JavaScript of the app, its tests, its commands and its build
// (`npm run check` runs it and fails on a warning too). `.astro` files are not linted:
// eslint-plugin-astro is not installed; `astro check` type-checks them.
//
// The rules: @eslint/js and typescript-eslint recommended, and eslint-plugin-react-hooks'
// recommended set for src/ (rules-of-hooks, exhaustive-deps and the rules taken from the React
// Compiler: refs, immutability, purity, set-state-in-render, static-components…), one turned off
// below. typescript-eslint's type-aware set is not on: on this code it took about three times the
// CPU of the whole run and reported some 1,300 findings, nearly all `any` from JSON in tests.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // A disable comment that no longer silences anything fails the run, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  globalIgnores([
    'dist/',
    'data/',
    '.tmp/',
    '.astro/',
    'test-results/',
    'playwright-report/',
    'src/lib/db/migrations/',
  ]),
  {
    files: ['{src,scripts,tests,build}/**/*.{ts,tsx,mjs,js}', '*.{ts,mjs,js}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // A leading underscore names what is left out on purpose: a field dropped from a rest copy
      // (`{ password: _drop, ...safe }`) or a parameter an interface requires but this one ignores.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Islands are rendered on the server and hydrated, so what only the browser knows (that the
      // island is up, `navigator.share`, a draft in localStorage, the address's hash) is set in an
      // effect after hydration: the first render must match the server's HTML. The other hits are
      // data loads whose setState comes after an `await`. The rule cannot tell either apart.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
