// End-to-end tests: real core (real PostgreSQL/Redis through startTestCore), the built shell,
// and Debian's chromium driven by puppeteer-core. One file at a time unless told otherwise.
import { e2eFilePatterns } from './lanes.ts';

export default {
  // A plugin keeps its own e2e tests in its folder (plugins/<id>/test/*.e2e.ts). `npm test` runs
  // most files two at a time and a few alone (lanes.ts).
  files: e2eFilePatterns,
  extensions: { ts: 'module' },
  workerThreads: false,
  concurrency: 1,
  serial: true,
  timeout: '3m',
};
