import { hostname } from 'node:os';
import {
  authHeader,
  eventEnvelope,
  exceptionEvent,
  newEventId,
  parseDsn,
  type SentryDsn,
  type SentryEvent,
} from './sentry-envelope.ts';

/** What an error report may say about where it happened. */
export interface ReportContext {
  requestId?: string;
  userId?: number | null;
  channelId?: number | null;
  request?: { method?: string; url?: string };
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/** Where unexpected server errors and client error logs go besides our own logs. */
export interface ErrorReporter {
  readonly enabled: boolean;
  /** An unexpected server error. Never throws, never waits. */
  captureException(error: unknown, context?: ReportContext): void;
  /** An error reported by a browser through the client log path. */
  captureClientError(code: string, context?: ReportContext): void;
  /** Waits (at most `timeoutMs`) for reports still on their way; used at shutdown. */
  flush(timeoutMs?: number): Promise<void>;
}

const client = 'seodang-core/0.1.0';

/** Off: no DSN configured. */
export const disabledReporter: ErrorReporter = {
  enabled: false,
  captureException: () => undefined,
  captureClientError: () => undefined,
  flush: () => Promise.resolve(),
};

function common(
  context: ReportContext = {},
  environment?: string,
): Pick<SentryEvent, 'environment' | 'server_name' | 'tags' | 'extra' | 'user' | 'request'> {
  return {
    environment,
    server_name: hostname(),
    tags: {
      ...(context.requestId ? { request_id: context.requestId } : {}),
      ...(context.channelId ? { channel_id: String(context.channelId) } : {}),
      ...context.tags,
    },
    ...(context.extra ? { extra: context.extra } : {}),
    ...(context.userId ? { user: { id: String(context.userId) } } : {}),
    ...(context.request ? { request: context.request } : {}),
  };
}

/**
 * Reports to Sentry (or any service speaking its envelope API) when a DSN is configured.
 * Sending is fire-and-forget; a 429 pauses sending for the time the service asks.
 */
export function createErrorReporter(options: {
  dsn?: string;
  environment?: string;
  onSendError?: (error: unknown) => void;
}): ErrorReporter {
  if (!options.dsn) return disabledReporter;
  const dsn: SentryDsn = parseDsn(options.dsn);
  const pending = new Set<Promise<void>>();
  let pausedUntil = 0;

  const send = (event: SentryEvent) => {
    if (Date.now() < pausedUntil) return;
    const sending = fetch(dsn.envelopeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': authHeader(dsn, client) },
      body: eventEnvelope(dsn, event),
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (response.status === 429)
          pausedUntil = Date.now() + (Number(response.headers.get('retry-after')) || 60) * 1000;
        else if (!response.ok) throw new Error(`error report refused: ${response.status}`);
      })
      .catch((error: unknown) => options.onSendError?.(error))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  };

  return {
    enabled: true,
    captureException(error, context) {
      send(
        exceptionEvent(error, {
          platform: 'node',
          level: 'error',
          logger: 'core',
          ...common(context, options.environment),
        }),
      );
    },
    captureClientError(code, context) {
      send({
        event_id: newEventId(),
        timestamp: Date.now() / 1000,
        platform: 'javascript',
        level: 'error',
        logger: 'client-log',
        message: { formatted: code },
        ...common(context, options.environment),
      });
    },
    async flush(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.all(pending), timeout]);
      clearTimeout(timer);
    },
  };
}
