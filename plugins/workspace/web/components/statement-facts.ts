/**
 * What the problem pane says about a definition's files and limits, read defensively: a quiz-type
 * plugin may name its files as `{ name, content }` and state its own limits, so only a file name
 * (a string, or an object's `name`) and a complete pair of limits are shown.
 */
export function fileNoteName(value: unknown): string | null {
  const name =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
        ? (value as { name: string }).name
        : '';
  return name.trim() ? name : null;
}

/** The run limits (ms and MiB) when the definition gives both as numbers, else null. */
export function runLimits(d: Record<string, unknown>): { time: number; memory: number } | null {
  const time = d.run_time_limit;
  const memory = d.run_memory_limit;
  return typeof time === 'number' && typeof memory === 'number' && time > 0 && memory > 0
    ? { time, memory }
    : null;
}
