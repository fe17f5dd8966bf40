/**
 * The `returnTo` of a workspace screen opened from a lecture's lesson, when it is a path of this
 * site (never another origin: `//evil.example` and `/\evil` are refused), else null.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** `path` with `?returnTo=` (and other params) appended. */
export function withReturnTo(path: string, returnTo: string, extra: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ ...extra, returnTo })}`;
}

/** The lecture and lesson of a lesson player path (`/lecture/{lecture}/{slug}/lesson/{lesson}`), else nulls. */
export function lessonOfReturnTo(returnTo: string | null): {
  lectureIndex: number | null;
  lessonIndex: number | null;
} {
  const match = returnTo ? /^\/lecture\/(\d+)\/[^/?#]+\/lesson\/(\d+)(?:[/?#]|$)/.exec(returnTo) : null;
  return match
    ? { lectureIndex: Number(match[1]), lessonIndex: Number(match[2]) }
    : { lectureIndex: null, lessonIndex: null };
}
