/** The report's date presets (§9): today, the last 7 days and the last 30 days, as Seoul days. */
export type PeriodPreset = 'today' | 'days7' | 'days30';

export const periodPresets: readonly PeriodPreset[] = ['today', 'days7', 'days30'];

const seoulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of a moment in Asia/Seoul (the quota's and the report's day). */
export function dayInSeoul(at: Date): string {
  return seoulDay.format(at);
}

/** The first and last day (inclusive) of a preset, ending today in Seoul. */
export function periodOf(preset: PeriodPreset, now: Date): { from: string; to: string } {
  const days = preset === 'today' ? 1 : preset === 'days7' ? 7 : 30;
  const from = new Date(now.getTime() - (days - 1) * 86_400_000);
  return { from: dayInSeoul(from), to: dayInSeoul(now) };
}
