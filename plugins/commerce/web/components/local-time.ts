/** An ISO instant as a `datetime-local` input's value in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `datetime-local` input's value as an ISO instant (null when empty); a value the browser could
 * not read is passed on as it is, for the schema to refuse with its message.
 */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
