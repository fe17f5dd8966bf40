// How `npm test` runs the e2e files. Most of them spend their time waiting on the browser, the
// network and timers rather than on the CPU, so two at a time share the two cores well. The solo
// files kill core, drop the network or time video reconnects through the media server: they run
// afterwards, one at a time, with nothing beside them, so a neighbour's load cannot turn their
// timings into flakes. Run by hand, `npx ava --config test/e2e/ava.config.js` still runs every
// file one at a time.
import { globSync } from 'node:fs';

/** Where e2e files live: the shared suite, and each plugin's own. */
export const e2eFilePatterns = ['test/e2e/**/*.e2e.ts', 'plugins/*/test/**/*.e2e.ts'];

/** Files of the shared lane run at once. */
export const sharedConcurrency = 2;

/** Files that run alone, after the shared lane (paths from the repository root). */
export const soloFiles = [
  // Stops and restarts core while examinees type and a supervisor watches.
  'test/e2e/exam-core-killed.e2e.ts',
  // Drops the examinee's network and measures how soon the control room sees it.
  'test/e2e/exam-network-drop.e2e.ts',
  // Video through Janus: reconnect timings and feed states.
  'test/e2e/exam-video-reconnect.e2e.ts',
  'test/e2e/supervision-tile-feed.e2e.ts',
  'test/e2e/supervision-tile-layers.e2e.ts',
  'test/e2e/supervision.e2e.ts',
];

/** The e2e files of the repository at `root`, split into the shared and the solo lane. */
export function e2eLanes(root: string): { shared: string[]; solo: string[] } {
  const all = [...new Set(e2eFilePatterns.flatMap((p) => globSync(p, { cwd: root })))].sort();
  const missing = soloFiles.filter((f) => !all.includes(f));
  if (missing.length) throw new Error(`e2e lanes name files that do not exist: ${missing.join(', ')}`);
  // The screen walk is the longest file: it starts first so the shared lane ends evenly.
  const shared = all
    .filter((f) => !soloFiles.includes(f))
    .sort((a, b) => Number(b.includes('screen-walk')) - Number(a.includes('screen-walk')));
  return { shared, solo: all.filter((f) => soloFiles.includes(f)) };
}
