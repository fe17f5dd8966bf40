import type { Duplex } from 'node:stream';
import { locales, translate, type Catalogue, type Locale } from '@seodang/sdk/common';

/** How long a refused connection may keep sending before it is cut off. */
const drainMs = 5_000;

/** The status and message key for an error of Node's HTTP parser (before Koa sees the request). */
export function clientErrorAnswer(code: string | undefined): { status: number; code: string; key: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'headers_too_large', key: 'error.headers_too_large' };
  return { status: 400, code: 'bad_request', key: 'error.bad_request' };
}

/** The locale cookie, if the part of the request that did arrive carries one. */
export function localeOf(rawPacket: unknown): Locale {
  const text = Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1', 0, 64 * 1024) : '';
  const found = /(?:^|[;\s])sd_locale=(ko|en|ja)\b/.exec(text)?.[1] as Locale | undefined;
  return found && locales.includes(found) ? found : 'ko';
}

/**
 * `server.on('clientError')`: a request Node's parser refuses (a 100 KB URL, a malformed
 * request line) gets the standard error shape instead of a bare status or a reset. The rest of
 * what the client sends is read and dropped until it is done (or `drainMs` passes), so the
 * client reads the answer instead of a reset caused by unread data.
 */
export function answerClientError(catalogues: () => Catalogue[]) {
  const answered = new WeakSet<Duplex>();
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void => {
    // Later chunks of the same request would reach the failed parser again: answer once.
    if (answered.has(socket)) return;
    answered.add(socket);
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = clientErrorAnswer(error.code);
    const message = translate(answer.key, localeOf(error.rawPacket), {}, catalogues());
    const body = JSON.stringify({ err: { code: answer.code, message } });
    socket.on('error', () => socket.destroy());
    // The HTTP parser's own listener goes: what still arrives is read and dropped.
    socket.removeAllListeners('data');
    socket.on('data', () => undefined);
    socket.resume();
    socket.end(
      `HTTP/1.1 ${answer.status} ${answer.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
    setTimeout(() => socket.destroy(), drainMs).unref();
  };
}
