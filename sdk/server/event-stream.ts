import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from './types.ts';

/** A Server-Sent Events response in the making (see {@link sendEventStream}). */
export interface EventStream {
  /** Fires when the client goes away (closed tab, Stop, network loss) before the stream ended. */
  readonly signal: AbortSignal;
  /** Whether the 200 and its headers went out (an error thrown before that is a normal JSON error). */
  readonly opened: boolean;
  /** Sends the headers now (the first `send` does it too). */
  open(): void;
  /**
   * Sends one event (`event:` + one `data:` line of JSON) and flushes it. Returns false, without
   * throwing, once the client is gone or the stream was closed.
   */
  send(event: string, data: unknown): boolean;
}

/** Options of {@link sendEventStream}. */
export interface EventStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream (default 15 s). */
  heartbeatMs?: number;
}

interface KoaLike {
  req: IncomingMessage;
  res: ServerResponse;
  respond: boolean;
  compress?: boolean;
  status: number;
}

/**
 * Answers the request with a Server-Sent Events stream (`text/event-stream`) written by `write`.
 * The headers go out with the first event, so `write` may still throw an `AppError` (a JSON error
 * with its status) before it sends anything; a throw after that is logged and ends the stream with
 * an `error` event. Each event is flushed as it is sent: the response bypasses compression (which
 * buffers) and proxy buffering. A comment line every 15 s keeps the connection alive, and
 * `stream.signal` aborts when the client disconnects, so `write` can stop upstream work. Writing
 * after the client left is a no-op, never an exception. The handler returns undefined after it.
 */
export async function sendEventStream(
  rc: RequestContext,
  write: (stream: EventStream) => Promise<void>,
  options: EventStreamOptions = {},
): Promise<void> {
  const ctx = rc.raw as KoaLike;
  const { res } = ctx;
  const gone = new AbortController();
  let opened = false;
  let ended = false;
  let heartbeat: NodeJS.Timeout | undefined;

  const onClose = () => {
    if (!ended) gone.abort(new Error('client disconnected'));
  };
  res.once('close', onClose);
  // A write to a socket the peer reset reports an error event; it must not reach the process.
  res.on('error', onClose);

  const writable = () => !ended && !gone.signal.aborted && !res.destroyed && !res.writableEnded;
  const raw = (text: string): boolean => {
    if (!writable()) return false;
    try {
      res.write(text);
      return true;
    } catch {
      return false;
    }
  };
  const stream: EventStream = {
    signal: gone.signal,
    get opened() {
      return opened;
    },
    open() {
      if (opened || !writable()) return;
      opened = true;
      // Koa hands the response to us: it neither compresses nor serialises a body afterwards.
      ctx.compress = false;
      ctx.respond = false;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies otherwise hold the events back.
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      heartbeat = setInterval(() => raw(': heartbeat\n\n'), options.heartbeatMs ?? 15_000);
      heartbeat.unref();
    },
    send(event, data) {
      stream.open();
      return raw(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };

  try {
    await write(stream);
  } catch (error) {
    if (!opened) throw error;
    rc.log.error({ err: error }, 'event stream failed');
    stream.send('error', { code: 'server', message: rc.t('error.server') });
  } finally {
    ended = true;
    clearInterval(heartbeat);
    res.off('close', onClose);
    if (opened && !res.writableEnded) {
      try {
        res.end();
      } catch {
        /* the socket is already gone */
      }
    }
  }
}
