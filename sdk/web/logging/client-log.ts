import { readCookie } from '../api/cookies.ts';

/** Where and as whom logs are sent; set once by the shell at start. */
const target = { segment: 'seodang', isMobile: false };

/** Configures the log endpoint's product segment and the mobile flag (spec §7). */
export function configureClientLog(options: { segment: string; isMobile: boolean }): void {
  Object.assign(target, options);
}

/** An ISO timestamp with the local time-zone offset, e.g. 2026-11-22T10:00:00.000+09:00. */
export function isoWithOffset(date = new Date()): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (n: number, w = 2) => String(Math.floor(Math.abs(n))).padStart(w, '0');
  const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, -1);
  return `${local}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** The path of a log entry: `/api/log/{segment}/{tag}`, or `/mobile/{tag}` on mobile. */
export function logPath(segment: string, tag: string, isMobile: boolean): string {
  const safeTag = tag.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 80) || 'untagged';
  return `/api/log/${segment}/${isMobile ? 'mobile/' : ''}${safeTag}`;
}

/**
 * Sends one log entry with the keep-alive JSON variant, so it survives the page being left.
 * Never throws: logging must not break the screen it observes.
 */
export function sendClientLog(tag: string, code: string, extraData: Record<string, unknown> = {}): void {
  const isMobile = target.isMobile || extraData.isMobile === true;
  const body = JSON.stringify({
    code: code.slice(0, 200),
    timestamp: isoWithOffset(),
    extraData: { ...extraData, tag, isMobile },
  });
  try {
    void fetch(logPath(target.segment, tag, isMobile), {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': readCookie(document.cookie, 'sd_csrf') ?? '',
      },
      body,
    }).catch(() => undefined);
  } catch {
    // Some browsers refuse keep-alive bodies over 64 KB; the entry is dropped, the page goes on.
  }
}

/** An action-log entry (the default tag kind). */
export const logAction = (code: string, extraData?: Record<string, unknown>) =>
  sendClientLog('action', code, extraData);
/** An error-log entry. */
export const logError = (code: string, extraData?: Record<string, unknown>) =>
  sendClientLog('error', code, extraData);
