import { randomUUID } from 'node:crypto';

/**
 * Sentry's wire format, after its documentation: the DSN
 * (`{protocol}://{public_key}@{host}{path}/{project_id}`), the envelope endpoint
 * (`POST {protocol}://{host}{path}/api/{project_id}/envelope/`) and the envelope itself —
 * newline-separated JSON: envelope header, item header, item payload (an event).
 */
export interface SentryDsn {
  dsn: string;
  publicKey: string;
  projectId: string;
  envelopeUrl: string;
}

/** Parses a DSN; throws with the reason when it is not one. */
export function parseDsn(dsn: string): SentryDsn {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('the protocol must be http or https');
  if (!url.username) throw new Error('the public key is missing');
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!projectId || !/^\d+$/.test(projectId)) throw new Error('the project id is missing');
  const path = segments.length ? `/${segments.join('/')}` : '';
  return {
    dsn,
    publicKey: decodeURIComponent(url.username),
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/`,
  };
}

/** The `X-Sentry-Auth` header of a request to the envelope endpoint. */
export function authHeader(dsn: SentryDsn, client: string): string {
  return `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=${client}`;
}

export interface StackFrame {
  filename: string;
  function: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

/** V8 stack lines → Sentry frames, oldest call first (Sentry's order). */
export function parseStack(stack: string | undefined): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!match) continue;
    const filename = match[2];
    frames.push({
      filename,
      function: match[1] ?? '?',
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: !filename.includes('node_modules') && !filename.startsWith('node:'),
    });
  }
  return frames.reverse();
}

export interface SentryEvent {
  event_id: string;
  timestamp: number;
  platform: 'node' | 'javascript';
  level: 'fatal' | 'error' | 'warning' | 'info';
  logger?: string;
  environment?: string;
  release?: string;
  server_name?: string;
  message?: { formatted: string };
  exception?: { values: { type: string; value: string; stacktrace?: { frames: StackFrame[] } }[] };
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  user?: { id: string };
  request?: { method?: string; url?: string };
}

/** A new event id: 32 lower-case hex digits. */
export const newEventId = () => randomUUID().replace(/-/g, '');

/** An event for a thrown value, with its type, message and stack. */
export function exceptionEvent(
  error: unknown,
  base: Omit<SentryEvent, 'event_id' | 'timestamp' | 'exception'>,
): SentryEvent {
  const err = error instanceof Error ? error : new Error(String(error));
  const frames = parseStack(err.stack);
  return {
    ...base,
    event_id: newEventId(),
    timestamp: Date.now() / 1000,
    exception: {
      values: [
        {
          type: err.name || 'Error',
          value: err.message,
          ...(frames.length ? { stacktrace: { frames } } : {}),
        },
      ],
    },
  };
}

/** The envelope carrying one event. */
export function eventEnvelope(dsn: SentryDsn, event: SentryEvent): string {
  const payload = JSON.stringify(event);
  const header = { event_id: event.event_id, sent_at: new Date().toISOString(), dsn: dsn.dsn };
  const item = { type: 'event', content_type: 'application/json', length: Buffer.byteLength(payload) };
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}\n`;
}
