// The HAProxy configuration of the cluster on one machine: one HTTP frontend, core instances in
// round robin with no stickiness (any instance serves any session: sessions live in PostgreSQL and
// Redis), health checks on /api/health, WebSocket upgrades held open for hours, and a request that
// meets an instance going away (refused connection, closed keep-alive) sent to another one.

/** One core instance behind the balancer. */
export interface Backend {
  /** Its name in HAProxy's logs and in `X-Seodang-Instance` (`core-1`). */
  name: string;
  port: number;
  host?: string;
}

export interface HaproxyOptions {
  /** Where the balancer listens. */
  bind: { host: string; port: number };
  backends: Backend[];
  /** Milliseconds between health checks of each instance (default 1000). */
  checkIntervalMs?: number;
}

/** The `haproxy.cfg` text. */
export function haproxyConfig(options: HaproxyOptions): string {
  const inter = options.checkIntervalMs ?? 1000;
  return [
    'global',
    '  log stderr format raw local0 warning',
    // No maxconn: HAProxy derives it from the open-file limit it may raise itself to.
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option dontlognull',
    '  timeout connect 3s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 15s',
    '  timeout http-keep-alive 15s',
    // A WebSocket (an exam's, a control room's) stays open for the length of an exam.
    '  timeout tunnel 8h',
    '  timeout client-fin 5s',
    // A busy instance answers its health check late rather than never: not a reason to drop it.
    '  timeout check 3s',
    // An instance stopping (SIGTERM) refuses new connections and closes idle keep-alive ones: such a
    // request is tried again on another instance. Requests are never sent twice once answered.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '',
    'frontend seodang',
    `  bind ${options.bind.host}:${options.bind.port}`,
    // Core counts one proxy hop (TRUST_PROXY=1): the client address is the one HAProxy saw.
    '  option forwardfor',
    '  default_backend core',
    '',
    'backend core',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost',
    '  http-check expect status 200',
    `  default-server inter ${inter} fastinter ${Math.max(100, Math.round(inter / 2))} fall 2 rise 2`,
    ...options.backends.map((b) => `  server ${b.name} ${b.host ?? '127.0.0.1'}:${b.port} check`),
    '',
  ].join('\n');
}
