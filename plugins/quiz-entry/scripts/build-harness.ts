// Copies the runtime (common/runtime/*.ts) into the judge harness as plain JavaScript: Node's own
// type stripping, with the `.ts` imports renamed `.mjs`. The harness runs on the judge root
// filesystem's Node.js 20, which reads no TypeScript. Run after changing the runtime:
//   node plugins/quiz-entry/scripts/build-harness.ts
// (test/quiz-entry.test.ts fails while the copy differs from what this writes).
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';

const from = new URL('../common/runtime/', import.meta.url);
const to = new URL('../harness/grade/vendor/runtime/', import.meta.url);

/** The harness copy of each runtime file: its name and its JavaScript. */
export function harnessRuntime(): { name: string; text: string }[] {
  return readdirSync(from)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => {
      const js = stripTypeScriptTypes(readFileSync(new URL(f, from), 'utf8'), { mode: 'strip' });
      const text = `// Generated from common/runtime/${f} by scripts/build-harness.ts: do not edit.\n${js.replace(
        /from '(\.\/[\w-]+)\.ts'/g,
        "from '$1.mjs'",
      )}`;
      return { name: f.replace(/\.ts$/, '.mjs'), text };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(to, { recursive: true });
  for (const f of harnessRuntime()) writeFileSync(new URL(f.name, to), f.text);
  process.stdout.write(`wrote ${harnessRuntime().length} files to ${to.pathname}\n`);
}
