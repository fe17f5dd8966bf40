/** `prepare [--force]`: builds the judge root filesystem when missing or outdated (idempotent). */
import { parse } from './args.ts';
import { prepareRootfs } from '../rootfs/prepare.ts';
import { streamProgress } from '../rootfs/progress.ts';

/** Prepares the root filesystem. */
export async function prepareCommand(args: string[]): Promise<number> {
  const { values } = parse(args, { force: { type: 'boolean' } });
  const stamp = await prepareRootfs({ force: values.force, progress: streamProgress() });
  const n = Object.keys(stamp.versions).length;
  process.stderr.write(`[judge] root filesystem ready: ${n} languages (built ${stamp.builtAt})\n`);
  return 0;
}
