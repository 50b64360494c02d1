import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'e2e/screenshots/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '**/.stryker-tmp/**',
      'packages/domain/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../../../*'], message: 'Deep relative imports: import by package path.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The storefront must not reach server-only code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@tavola/server*'],
              message: 'The browser bundle cannot import server code.',
            },
          ],
        },
      ],
      // The build runs on preact/compat (decision 073), where autoFocus is only the HTML attribute.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='autoFocus']",
          message:
            'autoFocus only acts at page load in the Preact build: use ref={focusOnMount} (src/lib/focus-on-mount.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'apps/server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
