/** Picks a sandbox driver by name (env `SEODANG_JUDGE_DRIVER`: bwrap (default), nsjail or docker). */
import os from 'node:os';
import { BwrapDriver } from './bwrap-driver.ts';
import { NsjailDriver } from './nsjail-driver.ts';
import { DockerDriver } from './docker-driver.ts';
import type { SandboxDriver } from './types.ts';

/** Known driver names. */
export const DRIVER_NAMES = ['bwrap', 'nsjail', 'docker'] as const;
/** A driver name. */
export type DriverName = (typeof DRIVER_NAMES)[number];

/** Creates a driver with `slots` concurrent sandboxes (default: number of cores). */
export function createDriver(
  name: string = process.env.SEODANG_JUDGE_DRIVER ?? 'bwrap',
  slots = os.availableParallelism(),
): SandboxDriver {
  switch (name) {
    case 'bwrap':
      return new BwrapDriver({ slots });
    case 'nsjail':
      return new NsjailDriver({ slots });
    case 'docker':
      return new DockerDriver({ slots });
    default:
      throw new Error(`unknown sandbox driver "${name}" (known: ${DRIVER_NAMES.join(', ')})`);
  }
}
