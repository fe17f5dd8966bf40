import {
  RUN_EXAMPLE_MAX_IMAGES,
  RUN_EXAMPLE_MAX_OUTPUT,
  type QuizTypeDefinition,
  type RunExampleTest,
  type RunScreenExample,
} from '@seodang/sdk/common';

/** A run screen example as the workspace keeps and serves it. */
export interface StoredRunExample {
  images: { name: string; base64: string }[];
  output: string;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (base64: string) =>
  /^[A-Za-z0-9+/]*={0,2}$/.test(base64) &&
  Buffer.from(base64.slice(0, 12), 'base64').subarray(0, 8).equals(PNG_MAGIC);

/** Without the type's own choice: the first shown test's PNG artifacts, else its output. */
function defaultExample(tests: RunExampleTest[]): RunScreenExample | null {
  const first = tests[0];
  if (!first) return null;
  const images = (first.artifacts ?? []).filter((a) => a.mediaType === 'image/png');
  return images.length > 0 ? { images } : { output: first.stdout?.text ?? '' };
}

/** Keeps PNG images only (a few) and a bounded text, whatever a quiz type returned. */
function bounded(example: RunScreenExample | null): StoredRunExample | null {
  if (!example) return null;
  const images = (example.images ?? [])
    .filter((i) => typeof i?.base64 === 'string' && isPng(i.base64))
    .slice(0, RUN_EXAMPLE_MAX_IMAGES)
    .map((i) => ({ name: String(i.name ?? '').slice(0, 128), base64: i.base64 }));
  const output = typeof example.output === 'string' ? example.output.slice(0, RUN_EXAMPLE_MAX_OUTPUT) : '';
  return images.length > 0 || output.length > 0 ? { images, output } : null;
}

/**
 * The example of a validated reference run: the quiz type's `runScreenExample` (or the default)
 * over the run's shown tests only, so no hidden test's data can reach it; null when it shows nothing.
 */
export function runExampleOf(
  qt: QuizTypeDefinition,
  definition: unknown,
  tests: readonly (RunExampleTest & { hidden?: boolean })[],
): StoredRunExample | null {
  const shown = tests
    .filter((x) => x.hidden === false)
    .map(({ name, verdict, stdout, artifacts }) => ({ name, verdict, stdout, artifacts }));
  return bounded(qt.runScreenExample ? qt.runScreenExample(shown, definition) : defaultExample(shown));
}
