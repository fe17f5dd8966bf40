// How long an examinee was in the exam room, from the access history: each (re)entry opens a
// stay, a leave or the finish closes it; a stay still open counts up to now or the window's end.

export interface AccessEvent {
  type: string;
  created_at: Date | string;
}

const opens = new Set(['EXAM_ENTER', 'EXAM_REENTER']);
const closes = new Set(['EXAM_LEAVE', 'EXAM_FINISHED']);

/** Milliseconds spent in the room inside [windowStart, windowEnd], counting an open stay up to `now`. */
export function presenceMs(
  history: readonly AccessEvent[],
  windowStart: Date,
  windowEnd: Date,
  now: Date,
): number {
  const start = windowStart.getTime();
  const end = Math.min(windowEnd.getTime(), now.getTime());
  let total = 0;
  let since: number | null = null;
  const add = (from: number, to: number) => {
    total += Math.max(0, Math.min(to, end) - Math.max(from, start));
  };
  for (const event of [...history].sort((a, b) => +new Date(a.created_at) - +new Date(b.created_at))) {
    const at = new Date(event.created_at).getTime();
    if (opens.has(event.type) && since === null) since = at;
    else if (closes.has(event.type) && since !== null) {
      add(since, at);
      since = null;
    }
  }
  if (since !== null) add(since, end);
  return total;
}
