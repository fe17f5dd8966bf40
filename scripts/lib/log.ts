// Console output of the set-up: numbered steps, and child output prefixed by its name.
import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && process.env.CI !== 'true';
const colors = [36, 33, 35, 32, 34, 90];
const assigned = new Map<string, number>();

function paint(code: number, text: string): string {
  return useColor ? `\u001b[${code}m${text}\u001b[0m` : text;
}

/** A step heading, e.g. `==> PostgreSQL`. */
export function step(text: string): void {
  console.log(paint(1, `==> ${text}`));
}

/** A detail under the current step. */
export function info(text: string): void {
  console.log(`    ${text}`);
}

/** A warning that does not stop the run. */
export function warn(text: string): void {
  console.warn(paint(33, `warning: ${text}`));
}

/** A failure message; the caller decides the exit. */
export function fail(text: string): void {
  console.error(paint(31, `error: ${text}`));
}

/** Prefix used for a child's lines, padded so columns line up. */
export function prefixFor(name: string): string {
  if (!assigned.has(name)) assigned.set(name, colors[assigned.size % colors.length]);
  return paint(assigned.get(name) ?? 0, `[${name}]`.padEnd(10));
}

// npm repeats this for every `npx` child: the project .npmrc's nodedir is for node-gyp, not npm.
const noise = /^npm warn Unknown (env|project|user) config "nodedir"/;

/** True for known child output lines that say nothing useful. */
export function isNoise(line: string): boolean {
  return noise.test(line);
}

/** Copy each line of a stream to our output with the child's prefix. */
export function pipeLines(
  name: string,
  stream: Readable | null,
  to: NodeJS.WriteStream = process.stdout,
): void {
  if (!stream) return;
  const prefix = prefixFor(name);
  createInterface({ input: stream }).on('line', (line) => {
    if (!isNoise(line)) to.write(`${prefix} ${line}\n`);
  });
}

/** Seconds with one decimal, for timings. */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
