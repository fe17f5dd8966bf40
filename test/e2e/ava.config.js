// End-to-end tests: real core (real PostgreSQL/Redis through startTestCore), the built shell,
// and Debian's chromium driven by puppeteer-core. One file at a time: chromium is heavy.
export default {
  // A plugin keeps its own e2e tests in its folder (plugins/<id>/test/*.e2e.ts).
  files: ['test/e2e/**/*.e2e.ts', 'plugins/*/test/**/*.e2e.ts'],
  extensions: { ts: 'module' },
  workerThreads: false,
  concurrency: 1,
  serial: true,
  timeout: '3m',
};
