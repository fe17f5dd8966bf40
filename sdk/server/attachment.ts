import type { RequestContext } from './types.ts';

/** A file name safe in a Content-Disposition header and on every OS (no path, no control or reserved characters). */
export function safeFileName(name: string, fallback = 'file'): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '_')
      .trim()
      .slice(0, 100) || fallback
  );
}

/** RFC 5987 ext-value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves. */
const extValue = (s: string) =>
  encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the name twice: the name itself when it is plain ASCII, else `fallback` with the
 * name's extension, for old clients; and the real name as `filename*` (UTF-8).
 */
export function attachmentDisposition(name: string, fallback = 'file'): string {
  const safe = safeFileName(name, fallback);
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(safe)?.[0] ?? '';
  const ascii = /^[\x20-\x7e]+$/.test(safe) && !safe.includes('%') ? safe : `${fallback}${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(safe)}`;
}

/**
 * Answers with bytes as a download: `attachment` with a safe file name, never rendered inline
 * (the browser neither sniffs the type nor keeps a shared copy). The handler returns undefined.
 */
export function sendAttachment(
  rc: RequestContext,
  name: string,
  bytes: Uint8Array,
  options: { type?: string; fallback?: string } = {},
): void {
  const raw = rc.raw as { body: unknown; type: string; set(name: string, value: string): void };
  raw.set('content-disposition', attachmentDisposition(name, options.fallback));
  raw.set('x-content-type-options', 'nosniff');
  raw.set('cache-control', 'private, no-store');
  // Bytes go straight to the response: core JSON-encodes returned values.
  raw.body = Buffer.from(bytes);
  raw.type = options.type ?? 'application/octet-stream';
}
