// ava for unit tests (beside the code) and cross-package integration tests. Node 24 strips
// TypeScript types itself, so test files load as plain ES modules. The judge and the e2e
// suite have their own configs (judge/ava.config.js, test/e2e/ava.config.js).
export default {
  files: [
    'config/**/*.test.ts',
    'core/**/*.test.ts',
    'sdk/**/*.test.ts',
    'plugins/**/*.test.ts',
    'shell/**/*.test.ts',
    'scripts/**/*.test.ts',
    'test/integration/**/*.test.ts',
    '!**/node_modules/**',
    // The SDK README's samples are type-checked and linted, not run (their plugin is not installed).
    '!sdk/samples/**',
    '!**/dist/**',
  ],
  extensions: { ts: 'module' },
  // Separate processes: native addons (argon2) and servers started per test file stay isolated.
  workerThreads: false,
  timeout: '2m',
};
