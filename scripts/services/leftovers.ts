// Processes a crashed run may have left behind, by pid file name and command-line marker.
import type { Profile } from '../lib/paths.ts';
import { clearStale } from '../lib/pid-files.ts';
import { clearStaleDocker } from './docker.ts';

/** Pid file name → text its command line must contain to be ours. */
export const ownedProcesses = {
  judge: 'seodang-judge',
  core: 'core/src/main.ts',
  mail: 'services/mail-catcher.ts',
  'test-pg': 'test-pg/main.ts',
  s3: 'services/local-s3.ts',
  janus: 'janus',
  redis: 'redis-server',
  postgres: 'postgres',
} as const;

/** Stop every leftover of the profile, clients before servers. */
export async function stopLeftovers(profile: Profile): Promise<void> {
  for (const [name, marker] of Object.entries(ownedProcesses)) {
    await clearStale(profile, name, marker);
    // The Docker engine after its only client (the judge), before the other servers.
    if (name === 'judge') await clearStaleDocker(profile);
  }
}
