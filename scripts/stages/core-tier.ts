// The web tier of `npm run cluster`: several core instances (`node core/src/main.ts`), each on its
// own loopback port and named by SEODANG_INSTANCE_NAME, behind one HAProxy. The cluster tests start
// the same tier through this module, on private ports against the test services.
import { fromRoot } from '../lib/paths.ts';
import { launch } from '../lib/processes.ts';
import type { Managed } from '../lib/processes.ts';
import { waitUntil } from '../lib/wait.ts';
import { startHaproxy, type RunningHaproxy } from '../services/haproxy.ts';
import { waitForHealth } from './health.ts';

/** One running core instance. */
export interface CoreInstance {
  /** `core-1`, `core-2`, …: its process name and its `X-Seodang-Instance`. */
  name: string;
  port: number;
  /** Its own URL, bypassing the balancer. */
  url: string;
  process: Managed;
}

export interface CoreTier {
  /** The one URL of the site: the balancer's. */
  url: string;
  instances: CoreInstance[];
  haproxy: RunningHaproxy;
  /** Stops the instances (SIGTERM, in parallel), then the balancer. */
  stop(): Promise<void>;
}

export interface CoreTierOptions {
  /** Core's environment (DATABASE_URL, REDIS_URL, storage, …), shared by every instance. */
  env: NodeJS.ProcessEnv;
  /** One loopback port per instance; their count is the number of instances. */
  ports: number[];
  /** Where the balancer listens. */
  bind: { host: string; port: number };
  /** The balancer's folder (its haproxy.cfg). */
  dir: string;
  /** Milliseconds between the balancer's health checks of each instance (default 1000). */
  checkIntervalMs?: number;
  /** Called with each process started (e.g. to record its pid). */
  onStarted?: (m: Managed) => void;
}

/** The environment of one instance: its port and name, loopback only, one proxy hop in front. */
export function instanceEnv(env: NodeJS.ProcessEnv, name: string, port: number): NodeJS.ProcessEnv {
  return { ...env, PORT: String(port), HOST: '127.0.0.1', SEODANG_INSTANCE_NAME: name, TRUST_PROXY: '1' };
}

/** Starts one core instance (`node core/src/main.ts`) as a child in its own process group. */
export function startCoreInstance(env: NodeJS.ProcessEnv, name: string, port: number): Managed {
  return launch({
    name,
    command: process.execPath,
    args: [fromRoot('core/src/main.ts')],
    env: instanceEnv(env, name, port),
  });
}

/**
 * Starts every instance, waits until each answers /api/health, then starts the balancer and waits
 * until it answers /api/health too. Anything started is stopped again when a step fails.
 */
export async function startCoreTier(opts: CoreTierOptions): Promise<CoreTier> {
  const instances: CoreInstance[] = opts.ports.map((port, i) => {
    const name = `core-${i + 1}`;
    const proc = startCoreInstance(opts.env, name, port);
    opts.onStarted?.(proc);
    return { name, port, url: `http://127.0.0.1:${port}`, process: proc };
  });
  let haproxy: RunningHaproxy | undefined;
  const stop = async () => {
    await Promise.all(instances.map((i) => i.process.stop('SIGTERM')));
    await haproxy?.process.stop('SIGTERM', 5000);
  };
  try {
    await Promise.all(instances.map((i) => waitForHealth(i.port, i.process)));
    haproxy = await startHaproxy(opts.dir, {
      bind: opts.bind,
      backends: instances.map((i) => ({ name: i.name, port: i.port })),
      checkIntervalMs: opts.checkIntervalMs,
    });
    opts.onStarted?.(haproxy.process);
    const url = `http://127.0.0.1:${opts.bind.port}`;
    await waitUntil(
      `${url}/api/health to answer 200 through HAProxy`,
      async () => {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        await res.body?.cancel();
        return res.status === 200;
      },
      { timeoutMs: 15_000, intervalMs: 100, process: haproxy.process },
    );
    return { url, instances, haproxy, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
