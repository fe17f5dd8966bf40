/**
 * Relative time (spec §9): 'minutes ago' or 'hours ago' under a day, otherwise a date.
 * Returns the i18n key and values so the caller translates.
 */
export function relativeTime(
  iso: string,
  now: number,
): { key: 'time.justNow' | 'time.minutes' | 'time.hours' | 'time.date'; count?: number; date?: string } {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return { key: 'time.date', date: iso };
  const diff = Math.max(0, now - then);
  const minutes = Math.floor(diff / 60_000);
  if (minutes < 1) return { key: 'time.justNow' };
  if (minutes < 60) return { key: 'time.minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'time.hours', count: hours };
  return { key: 'time.date', date: new Date(then).toISOString().slice(0, 10) };
}

/** Page count for a total and page size (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
