import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Refuses an upgrade request with a plain HTTP error and closes the socket once it is sent.
 * If anything was already written (a handshake went out), the socket is only destroyed:
 * an HTTP status line in the middle of a WebSocket stream would be garbage.
 */
export function refuseUpgrade(socket: Duplex, status: number): void {
  const written = (socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0;
  if (!socket.writable || written > 0) {
    socket.destroy();
    return;
  }
  const reason = STATUS_CODES[status] ?? 'Error';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}
