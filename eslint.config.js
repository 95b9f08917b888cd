import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'coverage/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'test-reports/**',
      'data/**',
      'scripts/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One public entry per package, with explicit named exports (STYLE.md 1).
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export names explicitly; no `export *`.' },
      ],
    },
  },
  {
    // The engine does no ambient I/O (STYLE.md 7): timers, frames and fetches go through the
    // services injected at construction (services/services.ts, the one place that wraps them).
    files: ['packages/engine/src/**/*.ts'],
    ignores: [
      'packages/engine/src/**/*.test.ts',
      'packages/engine/src/test/**',
      'packages/engine/src/services/services.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'requestAnimationFrame', 'fetch'].map((name) => ({
          name,
          message: `No raw ${name} in the engine: use the injected EngineServices (services/services.ts).`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['setTimeout', 'setInterval', 'requestAnimationFrame', 'fetch'].flatMap((property) =>
          ['globalThis', 'window', 'self'].map((object) => ({
            object,
            property,
            message: `No raw ${property} in the engine: use the injected EngineServices (services/services.ts).`,
          })),
        ),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
