/** Dates on lecture forms: `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm[:ss]` or a full ISO timestamp. */
const datePattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The service's time zone: dates typed without a zone are Korean time (spec: KRW market). */
export const serviceUtcOffset = '+09:00';

/**
 * Parses a form date. A bare day starts at 00:00 (`edge: 'start'`) or ends at 23:59:59.999
 * (`edge: 'end'`) in Korean time; a time without zone is Korean time. Returns null when the text
 * is not in one of the accepted formats or is not a real date.
 */
export function parseLectureDate(text: string, edge: 'start' | 'end' = 'start'): Date | null {
  const value = text.trim();
  if (!datePattern.test(value)) return null;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  let iso = value.replace(' ', 'T');
  if (iso.length === 10) iso += edge === 'end' ? 'T23:59:59.999' : 'T00:00:00';
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/.test(iso)) iso += serviceUtcOffset;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True when the optional text is empty (null, undefined or blank). */
export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || String(value).trim() === '';

/** The calendar day (`YYYY-MM-DD`) of an instant in the service's time zone, as forms write days. */
export function serviceDay(date: Date): string {
  const [sign, hours, minutes] = [
    serviceUtcOffset[0] === '-' ? -1 : 1,
    Number(serviceUtcOffset.slice(1, 3)),
    Number(serviceUtcOffset.slice(4, 6)),
  ];
  return new Date(date.getTime() + sign * (hours * 60 + minutes) * 60_000).toISOString().slice(0, 10);
}
