// Is a build output older than its sources? Used to skip the web build on a second start.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) of the files under the given paths; 0 when there are none. */
export function newestMtime(paths: string[], skip: (name: string) => boolean = defaultSkip): number {
  let newest = 0;
  const visit = (p: string): void => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (!skip(e)) visit(join(p, e));
    } else {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function defaultSkip(name: string): boolean {
  return name === 'node_modules' || name === 'dist' || name.startsWith('.');
}

/** Modification time of a file, or undefined when it does not exist. */
export function mtimeOf(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Outputs are stale when any is missing, when there are none at all, or when the oldest is
 * older than the newest source.
 */
export function isStale(newestSource: number, outputMtimes: (number | undefined)[]): boolean {
  if (outputMtimes.length === 0) return true;
  if (outputMtimes.some((m) => m === undefined)) return true;
  const oldest = Math.min(...(outputMtimes as number[]));
  return oldest < newestSource;
}
