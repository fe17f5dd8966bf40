/**
 * The reset as "00:00": a 24-hour clock on Seoul time, where the quota's day ends (so it reads
 * 00:00 wherever the learner is), in the page's language.
 */
export function resetTime(language: string, resetsAt: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Seoul',
  }).format(new Date(resetsAt));
}
