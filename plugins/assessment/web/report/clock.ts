/** Wall-clock time of an incident, in the reader's language. */
export const clockTime = (at: string | number, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(at));

/** A duration in ms as h:mm:ss. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The moment the report is looking at (an incident was chosen); `seq` makes choosing the same one again seek again. */
export interface ReportFocus {
  at: number;
  quizId: string | null;
  seq: number;
}

/** The timeline's zero: its earliest entry (the examinee's first entry into the exam), or null. */
export function timelineStart(entries: readonly { at: string }[]): string | null {
  let first: string | null = null;
  for (const e of entries) if (first === null || Date.parse(e.at) < Date.parse(first)) first = e.at;
  return first;
}
