/** An instant as the value of a `datetime-local` input, in the browser's time zone ('' for none). */
export function toDateTimeInput(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `datetime-local` value as an ISO instant, read in the browser's time zone so the server
 * stores what the user saw; '' stays '' (the shared schema says it is missing), a malformed
 * value is passed on for the schema to refuse.
 */
export function fromDateTimeInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
