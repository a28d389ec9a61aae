// ESLint for the TypeScript and JavaScript of the app, its tests, its commands and its build
// (`npm run check` runs it). `.astro` files are not linted: eslint-plugin-astro is not installed;
// `astro check` type-checks them.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      '.tmp/',
      '.astro/',
      'test-results/',
      'playwright-report/',
      'src/lib/db/migrations/',
    ],
  },
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
