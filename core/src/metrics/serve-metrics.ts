import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CoreMetrics } from './core-metrics.ts';

/**
 * Serves `GET /metrics` on its own port, apart from the app's: the page tells how the deployment
 * runs (routes, pool, queue depth), so operators expose it to Prometheus only, never through the
 * load balancer. Resolves with the server and the port it listens on.
 */
export async function serveMetrics(
  metrics: CoreMetrics,
  port: number,
  host: string,
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '/').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.page().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
