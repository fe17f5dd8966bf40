// Code samples of the READMEs live as real files (sdk/samples/) that typecheck and lint check;
// each README block marked `<!-- sample: <path> -->` shows one of them. `node scripts/doc-samples.ts`
// copies the files into the READMEs; scripts/doc-samples.test.ts fails when a block drifts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './lib/paths.ts';

/** The READMEs with marked samples. */
export const documents = ['sdk/README.md', 'sdk/web/README.md'];

const marked = /<!-- sample: (\S+) -->\n```(\w+)\n([\s\S]*?)```/g;

/** Each marked block of a README: the sample file it shows and the block's text. */
export function samplesIn(readme: string): { file: string; shown: string }[] {
  return [...readme.matchAll(marked)].map((m) => ({ file: m[1], shown: m[3] }));
}

/** The README with every marked block replaced by its file's current text. */
export function withSamples(readme: string): string {
  return readme.replace(
    marked,
    (_, file: string, lang: string) =>
      `<!-- sample: ${file} -->\n\`\`\`${lang}\n${readFileSync(join(repoRoot, file), 'utf8')}\`\`\``,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const doc of documents) {
    const path = join(repoRoot, doc);
    writeFileSync(path, withSamples(readFileSync(path, 'utf8')));
  }
  console.log(`samples copied into ${documents.join(', ')}`);
}
