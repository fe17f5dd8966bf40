import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { shielded, type FaultHandler } from '../error-reporting/fault-boundary.ts';
import { refuseUpgrade } from './refuse-upgrade.ts';

/** Takes over an upgrade request; may throw or reject, the router contains it. */
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => unknown;

/**
 * The HTTP server's one `upgrade` listener. Routes by path (anything else answers 404) and
 * is the error boundary of every upgrade: a throw or rejection is recorded and the socket is
 * refused with 500, so no upgrade request can end the process.
 */
export function createUpgradeRouter(
  routes: Record<string, UpgradeHandler>,
  fault: FaultHandler,
): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  const table = new Map(Object.entries(routes));
  return shielded(
    'realtime upgrade',
    fault,
    (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      // Node removes its own socket error listener before handing over an upgrade; without
      // one, a client that resets the connection (ECONNRESET, EPIPE) would end the process.
      socket.on('error', () => undefined);
      const handler = table.get((req.url ?? '').split('?')[0]);
      if (!handler) return refuseUpgrade(socket, 404);
      return handler(req, socket, head);
    },
    (_error, _req, socket) => refuseUpgrade(socket, 500),
  );
}
