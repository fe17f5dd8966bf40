/**
 * Output comparison with the §3 options (mark_trim, mark_line_trim, mark_all_trim,
 * mark_delete_comma, mark_delete_period, mark_ignore_capital), combinable, against text or a
 * regular expression.
 */
import v8 from 'node:v8';
import type { CompareOptions, Expected } from '../protocol.ts';

// Teachers' patterns with catastrophic backtracking fall back to V8's linear-time engine
// instead of hanging the worker.
v8.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');

/** Normalises an output (or an expected text) per the options. Line endings are always LF. */
export function normalize(text: string, o: CompareOptions): string {
  let s = text.replace(/\r\n?/g, '\n');
  if (o.deleteComma) s = s.replaceAll(',', '');
  if (o.deletePeriod) s = s.replaceAll('.', '');
  if (o.ignoreCase) s = s.toLowerCase();
  if (o.allTrim) return s.replace(/\s+/g, '');
  if (o.lineTrim) {
    const lines = s.split('\n').map((l) => l.trim());
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    s = lines.join('\n');
  }
  if (o.trim) s = s.trim();
  return s;
}

/** True when `output` matches `expected` under the options. */
export function matches(output: string, expected: Expected, o: CompareOptions): boolean {
  const actual = normalize(output, o);
  if (expected.kind === 'text') return actual === normalize(expected.text, o);
  const flags = expected.flags + (o.ignoreCase && !expected.flags.includes('i') ? 'i' : '');
  return new RegExp(`^(?:${expected.pattern})$`, flags).test(actual);
}

/** Parses the CLI's `--compare trim,line-trim,...` list. */
export function parseCompareList(list: string): CompareOptions {
  const names: Record<string, keyof CompareOptions> = {
    trim: 'trim',
    'line-trim': 'lineTrim',
    'all-trim': 'allTrim',
    'delete-comma': 'deleteComma',
    'delete-period': 'deletePeriod',
    'ignore-case': 'ignoreCase',
  };
  const o: CompareOptions = {
    trim: false,
    lineTrim: false,
    allTrim: false,
    deleteComma: false,
    deletePeriod: false,
    ignoreCase: false,
  };
  for (const raw of list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const key = names[raw];
    if (!key) throw new Error(`unknown compare option "${raw}" (known: ${Object.keys(names).join(', ')})`);
    o[key] = true;
  }
  return o;
}
