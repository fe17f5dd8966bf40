// Lint for the whole workspace: TypeScript rules for server, web and scripts alike.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import prettierConfig from 'eslint-config-prettier';

export default tseslint.config(
  // Third-party files a harness ships as published (plugins/*/harness/*/vendor/).
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test/e2e/screenshots/**',
      'plugins/*/harness/*/vendor/**',
      // Generated from the plugin's TypeScript (scripts/build-harness.ts), which is linted itself.
      'plugins/*/extension/vendor/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettierConfig,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Server code: a promise nobody awaits loses its error (and can end the process), and a
    // promise where a callback's return is ignored does the same; both need type information.
    files: ['core/src/**/*.ts', 'sdk/server/**/*.ts', 'plugins/*/server/**/*.ts', 'judge/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    // One program for the whole repository (the root tsconfig covers every package): a program per
    // package's own tsconfig would hold the shared graph once per package.
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
    },
  },
  {
    files: ['scripts/**', '**/cli/**', '**/bin/**', 'test/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
