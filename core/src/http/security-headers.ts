import type { Context, Middleware } from 'koa';
import type { Config } from '@seodang/config';

/** Players we embed: they may go full screen and play protected media inside their frames. */
const embeddedPlayers = '"https://www.youtube.com" "https://player.vimeo.com"';

/**
 * Powerful browser features: camera, microphone and screen capture (proctored exams, live classes)
 * for our own origin only, the embedded players' full screen and media, and everything else off.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=(self)',
  'autoplay=(self)',
  `fullscreen=(self ${embeddedPlayers})`,
  `picture-in-picture=(self ${embeddedPlayers})`,
  `encrypted-media=(self ${embeddedPlayers})`,
  'clipboard-read=(self)',
  'clipboard-write=(self)',
  'accelerometer=()',
  'browsing-topics=()',
  'compute-pressure=()',
  'gamepad=()',
  'gyroscope=()',
  'geolocation=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'storage-access=()',
  'usb=()',
  'web-share=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** For our static documents (the workspace's page-preview host, sandboxed): every feature off. */
export const staticDocumentPermissionsPolicy = permissionsPolicy.replace(/=\([^)]*\)/g, '=()');

/** A Host header we may echo into a policy: a name or address and a port, nothing else. */
const plainHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The WebSocket origin of a ws:// or wss:// URL, for connect-src; null when it is not one. */
function socketOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'ws:' || u.protocol === 'wss:' ? `${u.protocol}//${u.host}` : null;
  } catch {
    return null;
  }
}

/**
 * connect-src: our own origin, WebSockets to this very host (the realtime hub; channels are
 * subdomains, so the host is the request's), and the media server's WebSocket, which exam pages
 * and the control room reach directly.
 */
export function connectSources(ctx: Context, config: Config): string[] {
  const sources = ["'self'"];
  if (plainHost.test(ctx.host)) {
    sources.push(`wss://${ctx.host}`);
    if (ctx.protocol !== 'https') sources.push(`ws://${ctx.host}`);
  }
  // Rooms are placed on any configured media server; browsers are handed that server's WebSocket.
  for (const url of [config.janus.wsUrl, ...(config.janus.servers ?? []).map((s) => s.wsUrl)]) {
    const origin = socketOrigin(url);
    if (origin && !sources.includes(origin)) sources.push(origin);
  }
  return sources;
}

/** The security headers every page carries (the page data is JSON, so no inline script runs). */
export function setPageSecurityHeaders(ctx: Context, config: Config): void {
  ctx.set(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "media-src 'self' blob: https:",
      `connect-src ${connectSources(ctx, config).join(' ')}`,
      "font-src 'self' data:",
      "worker-src 'self' blob:",
      "frame-src 'self' https://www.youtube.com https://player.vimeo.com",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
  );
  ctx.set('Permissions-Policy', permissionsPolicy);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Every /api response: never sniffed into another type, and never stored by a browser or proxy
 * (answers depend on the session) unless the route declared its own caching. Errors are never
 * cached, whatever the route said before failing.
 */
export function apiSecurityHeaders(): Middleware {
  return async (ctx, next) => {
    if (!isApi(ctx.path)) return next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } finally {
      if (ctx.status >= 400) ctx.set('Cache-Control', 'no-store');
    }
  };
}
