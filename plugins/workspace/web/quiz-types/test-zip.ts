import { strFromU8, unzipSync } from 'fflate';

/** One test read from a zip. */
export interface ZipTest {
  input: string;
  output: string;
}

/**
 * Reads a zip of `N.in` / `N.out` pairs (in any folder) into tests ordered by N. A number with
 * only one of the two files is reported in `missing` and left out.
 */
export function testsFromZip(bytes: Uint8Array): { tests: ZipTest[]; missing: string[] } {
  const files = unzipSync(bytes, { filter: (f) => /(^|\/)\d+\.(in|out)$/.test(f.name) });
  const byNumber = new Map<number, { in?: string; out?: string }>();
  for (const [path, data] of Object.entries(files)) {
    const m = /(?:^|\/)(\d+)\.(in|out)$/.exec(path);
    if (!m) continue;
    const n = Number(m[1]);
    const entry = byNumber.get(n) ?? {};
    entry[m[2] as 'in' | 'out'] = strFromU8(data);
    byNumber.set(n, entry);
  }
  const tests: ZipTest[] = [];
  const missing: string[] = [];
  for (const n of [...byNumber.keys()].sort((a, b) => a - b)) {
    const e = byNumber.get(n)!;
    if (e.in === undefined || e.out === undefined) missing.push(`${n}.${e.in === undefined ? 'in' : 'out'}`);
    else tests.push({ input: e.in, output: e.out });
  }
  return { tests, missing };
}
