// Private ports of the managed services. Each profile gets its own fixed offset, so dev and
// test never pick the same port; when a port is taken we step by 10 and keep that offset.
import { createServer } from 'node:net';
import type { Profile } from './paths.ts';

/** First port tried for each managed service. */
export const basePorts = {
  postgres: 15432,
  redis: 16379,
  janusHttp: 18088,
  janusWs: 18188,
  smtp: 12525,
  testPg: 18790,
  demoOidc: 18890,
  demoDirectory: 18990,
  demoModel: 18690,
  /** The local S3-compatible store (npm run cluster). */
  s3: 19090,
  /** The core instances behind the load balancer (npm run cluster). */
  core: 13000,
} as const;

export type ServiceName = keyof typeof basePorts;

// Offset 2 is the benchmarks' (scripts/bench.ts).
const profileOffset: Record<Profile, number> = { dev: 0, test: 1, cluster: 3 };
const stride = 10;

/** Ports to try, in order, for one service and profile. Disjoint between profiles. */
export function candidatePorts(service: ServiceName, profile: Profile, tries = 10): number[] {
  const first = basePorts[service] + profileOffset[profile];
  return Array.from({ length: tries }, (_, i) => first + i * stride);
}

/** The first candidate that `isFree` accepts; throws naming the ports that were tried. */
export async function pickPort(
  candidates: number[],
  isFree: (port: number) => Promise<boolean>,
): Promise<number> {
  for (const port of candidates) {
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port among ${candidates.join(', ')}`);
}

/** True when nothing listens on the port on the loopback interface. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
