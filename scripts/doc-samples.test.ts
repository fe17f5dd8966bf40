import test from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documents, samplesIn } from './doc-samples.ts';
import { repoRoot } from './lib/paths.ts';

for (const doc of documents) {
  test(`${doc}: every code block is a checked sample file, shown as it is`, (t) => {
    const readme = readFileSync(join(repoRoot, doc), 'utf8');
    const fences = readme.match(/^```(ts|tsx|typescript)$/gm) ?? [];
    const samples = samplesIn(readme);
    t.is(samples.length, fences.length, 'each ts/tsx block is marked <!-- sample: path -->');
    for (const { file, shown } of samples) {
      t.true(existsSync(join(repoRoot, file)), file);
      t.is(shown, readFileSync(join(repoRoot, file), 'utf8'), `${file} (node scripts/doc-samples.ts)`);
    }
  });
}
