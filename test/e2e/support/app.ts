import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';

/** The e2e app: core with the installed plugins against a fresh test database; the shell must be built. */
export async function startApp(): Promise<TestCore> {
  const manifest = fileURLToPath(new URL('../../../shell/dist/manifest.json', import.meta.url));
  if (!existsSync(manifest))
    throw new Error('shell/dist is missing: npm test builds the web app before the e2e stage');
  return startTestCore({ plugins: ['community'] });
}
