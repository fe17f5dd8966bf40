/**
 * True when two answers are the same JSON value. Key order does not count: the server keeps
 * answers as jsonb, which reorders an object's keys.
 */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((k) => x[k] !== undefined);
  return (
    keys.length === Object.keys(y).filter((k) => y[k] !== undefined).length &&
    keys.every((k) => Object.hasOwn(y, k) && sameAnswer(x[k], y[k]))
  );
}

/**
 * Whether the server's copy is one of this tab's own saves whose reply never came (the connection
 * or the server died after storing it): one version past the tab's, with an answer the tab sent.
 * Such a copy is taken as saved rather than as another tab's newer work.
 */
export function isOwnLostSave(
  server: { version: number; answer: unknown },
  tabVersion: number,
  unanswered: readonly unknown[],
): boolean {
  return server.version === tabVersion + 1 && unanswered.some((a) => sameAnswer(a, server.answer));
}
