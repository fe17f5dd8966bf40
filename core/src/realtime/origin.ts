/**
 * Whether a WebSocket upgrade may proceed given its `Origin` header (cross-site WebSocket
 * hijacking: a page elsewhere must not ride the session cookie). No Origin means a non-browser
 * client, which is allowed; an Origin is allowed only when its host is the request's Host.
 * `null` (sandboxed frames, file: pages) and anything unparseable are refused, never thrown on.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!host) return false;
  const parsed = URL.parse(origin);
  return parsed !== null && parsed.host !== '' && parsed.host === host.toLowerCase();
}
