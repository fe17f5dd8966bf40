/** Formatters bound to one UI locale (ko, en, ja): dates, times and numbers read as the UI does. */
export interface Formatters {
  /** A calendar date, e.g. "Nov 25, 2026" / "2026. 11. 25." / "2026/11/25". */
  formatDate(value: DateInput): string;
  /** A date with the time of day. */
  formatDateTime(value: DateInput): string;
  /** The time of day only. */
  formatTime(value: DateInput): string;
  /** A number with the locale's grouping, e.g. 12,000. */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** How long ago (or from now) a moment is, e.g. "3 minutes ago" / "3분 전" / "3 分前". */
  formatRelative(value: DateInput, now?: Date): string;
}

/** What the formatters accept as a moment: a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const cache = new Map<string, Formatters>();

/**
 * The formatters of a UI locale, always the app's language rather than the browser's.
 * Built on `Intl`; cached per locale since the formats are costly to create.
 */
export function formattersFor(locale: string): Formatters {
  const known = cache.get(locale);
  if (known) return known;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
  const number = new Intl.NumberFormat(locale);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const formatters: Formatters = {
    formatDate: (value) => date.format(toDate(value)),
    formatDateTime: (value) => dateTime.format(toDate(value)),
    formatTime: (value) => time.format(toDate(value)),
    formatNumber: (value, options) =>
      options ? new Intl.NumberFormat(locale, options).format(value) : number.format(value),
    formatRelative: (value, now = new Date()) => {
      const seconds = Math.round((toDate(value).getTime() - now.getTime()) / 1000);
      const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
      return relative.format(Math.trunc(seconds / size), unit);
    },
  };
  cache.set(locale, formatters);
  return formatters;
}
