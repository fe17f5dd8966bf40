/** Hands a work dir's folders to a slot uid so a compile can write next to nested sources. */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes `dir` and every folder below it owned by `uid` (files stay the worker's, read-only to
 * the run). Symbolic links are never followed, so nothing outside `dir` changes owner.
 */
export function giveFoldersTo(dir: string, uid: number): void {
  fs.lchownSync(dir, uid, uid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) giveFoldersTo(path.join(dir, entry.name), uid);
  }
}
