// Where things live, relative to the repository root (found from this file, never hard-coded).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const repoRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Profiles keep their data apart: `dev` for npm start, `test` for npm test, `cluster` for npm run cluster. */
export type Profile = 'dev' | 'test' | 'cluster';

/** `.data/<profile>/`: every managed service keeps its files below this folder. */
export function dataDir(profile: Profile): string {
  return join(repoRoot, '.data', profile);
}

/** A path inside the repository. */
export function fromRoot(...parts: string[]): string {
  return join(repoRoot, ...parts);
}
