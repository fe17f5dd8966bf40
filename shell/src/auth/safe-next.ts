/** Where to go after logging in: only same-site paths, never another origin. */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/^\/(login|signup|logout)(\/|\?|$)/.test(next)) return fallback;
  return next;
}
