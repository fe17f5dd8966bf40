// ava for the judge: TypeScript run by Node 24 directly; unit tests beside the code, suites in test/.
export default {
  files: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  extensions: { ts: 'module' },
  timeout: '10m',
  workerThreads: false,
  concurrency: 2,
};
