/**
 * The examinee report's clock for prompts: "+0:12:05" after the timeline's start (the incidents'
 * zero), or null when the start is unknown. Before the start (a clock skew) it reads "+0:00:00".
 */
export function sinceStart(at: string, startedAt: string | null): string | null {
  if (!startedAt) return null;
  const start = Date.parse(startedAt);
  const moment = Date.parse(at);
  if (Number.isNaN(start) || Number.isNaN(moment)) return null;
  const s = Math.max(0, Math.floor((moment - start) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `+${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Wall-clock time of a prompt in the reader's language (as the incident timeline shows it). */
export const promptClock = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(at));
