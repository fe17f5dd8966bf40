/** Worker metrics in the Prometheus text format, served on an opt-in port. */
import http from 'node:http';

/** Counters the worker updates. */
export class WorkerMetrics {
  readonly verdicts = new Map<string, number>();
  jobsCompleted = 0;
  jobsFailed = 0;
  sandboxFailures = 0;
  /** Sum and count of job durations (seconds). */
  durationSum = 0;
  durationCount = 0;
  private readonly started = Date.now();

  /** Records a finished job. */
  recordResult(status: string, seconds: number): void {
    this.jobsCompleted++;
    this.verdicts.set(status, (this.verdicts.get(status) ?? 0) + 1);
    this.durationSum += seconds;
    this.durationCount++;
  }

  /** The metrics page; `queue` holds the current queue depth by state. */
  render(queue: Record<string, number>, slots: number, busy: number): string {
    const lines: string[] = [];
    const metric = (name: string, type: string, help: string, samples: Array<[string, number]>): void => {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
      for (const [labels, v] of samples) lines.push(`${name}${labels} ${v}`);
    };
    metric(
      'seodang_judge_queue_jobs',
      'gauge',
      'Jobs in the queue by state.',
      Object.entries(queue).map(([s, n]) => [`{state="${s}"}`, n]),
    );
    metric(
      'seodang_judge_jobs_completed_total',
      'counter',
      'Jobs this worker finished (rate() gives jobs/s).',
      [['', this.jobsCompleted]],
    );
    metric('seodang_judge_jobs_failed_total', 'counter', 'Jobs that failed with an infrastructure error.', [
      ['', this.jobsFailed],
    ]);
    metric(
      'seodang_judge_verdicts_total',
      'counter',
      'Overall verdicts of finished jobs.',
      [...this.verdicts].map(([v, n]) => [`{verdict="${v}"}`, n]),
    );
    metric('seodang_judge_sandbox_failures_total', 'counter', 'Sandbox set-up or clean-up failures.', [
      ['', this.sandboxFailures],
    ]);
    metric('seodang_judge_job_duration_seconds', 'summary', 'Time from pickup to result.', [
      ['_sum', this.durationSum],
      ['_count', this.durationCount],
    ]);
    metric('seodang_judge_slots', 'gauge', 'Concurrent jobs this worker runs.', [['', slots]]);
    metric('seodang_judge_slots_busy', 'gauge', 'Jobs running now.', [['', busy]]);
    metric('seodang_judge_uptime_seconds', 'gauge', 'Seconds since the worker started.', [
      ['', (Date.now() - this.started) / 1000],
    ]);
    return `${lines.join('\n')}\n`;
  }
}

/** Serves `/metrics` and `/health` on `port`; returns the server. */
export function serveMetrics(
  port: number,
  page: () => Promise<string>,
  health: () => Promise<{ ok: boolean; detail: string }>,
): http.Server {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const reply = (code: number, type: string, body: string): void => {
      res.writeHead(code, { 'content-type': type });
      res.end(body);
    };
    if (url.startsWith('/metrics')) {
      page().then(
        (body) => reply(200, 'text/plain; version=0.0.4', body),
        (err: Error) => reply(500, 'text/plain', err.message),
      );
    } else if (url.startsWith('/health')) {
      health().then(
        (h) => reply(h.ok ? 200 : 503, 'application/json', JSON.stringify(h)),
        (err: Error) => reply(503, 'application/json', JSON.stringify({ ok: false, detail: err.message })),
      );
    } else reply(404, 'text/plain', 'not found\n');
  });
  server.listen(port);
  return server;
}
