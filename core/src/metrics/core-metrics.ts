// Core's Prometheus metrics: requests by route, realtime sockets and fan-out, the database pool,
// and the gauges plugins declare (`env.gauge`). Served on an opt-in port (`serve-metrics.ts`).
import type Koa from 'koa';
import type { Knex } from 'knex';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PluginGauge, StartContext } from '@seodang/sdk';
import type { Logger } from 'pino';

/** The route label of a request: its route's pattern, never the raw path (each value is a series). */
function routeLabel(ctx: Koa.Context): string {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (ctx.path.startsWith('/api/')) return 'api_unmatched';
  return 'web';
}

/** What core measures, and the page Prometheus scrapes. */
export interface CoreMetrics {
  readonly registry: Registry;
  /** Counts and times every HTTP request; mounted first, so it sees the final status. */
  middleware(): Koa.Middleware;
  /** A realtime event reached this instance's sockets `ms` after it was published. */
  delivered(ms: number): void;
  /** The page in Prometheus's text format. */
  page(): Promise<string>;
}

/**
 * Core's metrics. `sockets` answers this instance's open realtime sockets; `gauges` are the
 * plugins' (read at each scrape with `context()`).
 */
export function createCoreMetrics(deps: {
  db: Knex;
  log: Logger;
  sockets: () => number;
  gauges: ReadonlyMap<string, { owner: string; def: PluginGauge }>;
  context: () => StartContext;
}): CoreMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'seodang_core_' });

  const requests = new Counter({
    name: 'seodang_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'seodang_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'seodang_http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'seodang_realtime_sockets',
    help: 'Open realtime sockets on this instance.',
    registers: [registry],
    collect() {
      this.set(deps.sockets());
    },
  });
  const fanOut = new Histogram({
    name: 'seodang_realtime_fanout_seconds',
    help: 'Time from publishing a realtime event to sending it to this instance’s sockets.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  // knex's pool (tarn): connections in use, idle, and requests waiting for one.
  const pool = () =>
    (deps.db.client as { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } })
      .pool;
  new Gauge({
    name: 'seodang_db_pool_connections',
    help: 'Database pool connections by state (used, free, pending acquires).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const p = pool();
      if (!p) return;
      this.set({ state: 'used' }, p.numUsed());
      this.set({ state: 'free' }, p.numFree());
      this.set({ state: 'pending' }, p.numPendingAcquires());
    },
  });
  for (const [name, { owner, def }] of deps.gauges)
    new Gauge({
      name,
      help: def.help,
      labelNames: [...(def.labelNames ?? [])],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const sample of await def.collect(deps.context()))
            if (sample.labels) this.set(sample.labels, sample.value);
            else this.set(sample.value);
        } catch (error) {
          deps.log.warn({ err: error, plugin: owner, gauge: name }, 'metrics: a gauge failed to collect');
        }
      },
    });

  return {
    registry,
    middleware() {
      return async (ctx, next) => {
        const end = duration.startTimer();
        try {
          await next();
        } finally {
          const route = routeLabel(ctx);
          end({ method: ctx.method, route });
          requests.inc({ method: ctx.method, route, status: String(ctx.status) });
          if (ctx.status >= 500) serverErrors.inc({ route });
        }
      };
    },
    delivered(ms) {
      fanOut.observe(Math.max(0, ms) / 1000);
    },
    page: () => registry.metrics(),
  };
}
