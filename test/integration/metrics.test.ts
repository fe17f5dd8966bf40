import test from 'ava';
import { readFileSync } from 'node:fs';
import { WorkerMetrics } from '../../judge/src/worker/metrics.ts';
import { testPassword } from '@seodang/sdk/testing';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';

// Core's Prometheus page: opt-in port, route patterns (never raw ids), realtime fan-out, the pool,
// and the plugins' gauges (exams and examinees by state, the judge queue).
let f: Awaited<ReturnType<typeof examFixture>>;

test.before(async () => {
  f = await examFixture({ examinees: 2, plugins: ['workspace'], config: { metricsPort: 0 } });
});
test.after.always(async () => {
  await f?.app.stop();
});

const scrape = async () => {
  const url = f.app.core.metricsUrl();
  if (!url) throw new Error('no metrics server');
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
/** The value of the sample whose line starts with `series` (name and labels as Prometheus writes them). */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

test.serial('the page is on its own port only, in the Prometheus format', async (t) => {
  const page = await scrape();
  t.is(page.status, 200);
  t.regex(page.type ?? '', /^text\/plain/);
  t.regex(page.text, /# TYPE seodang_http_requests_total counter/);
  t.regex(page.text, /seodang_core_process_cpu_seconds_total/);
  t.not((await fetch(`${f.app.url}/metrics`)).status, 200, 'the app port does not serve it');
  const other = await fetch(f.app.core.metricsUrl()!.replace('/metrics', '/other'));
  t.is(other.status, 404);
});

test.serial('requests count and time by route pattern, never by the ids in the path', async (t) => {
  const before = await scrape();
  const teacher = await f.as('teacher');
  const meetingPath = `/api/peerConnection?examIndex=${f.examIndex}&userId=${f.ids.examinee1}`;
  t.is((await teacher.get(meetingPath)).status, 200);
  t.is((await f.app.client().get('/api/nothing/here/4242')).status, 404);
  const after = (await scrape()).text;
  const ok = 'seodang_http_requests_total{method="GET",route="/api/peerConnection",status="200"}';
  t.is((sample(after, ok) ?? 0) - (sample(before.text, ok) ?? 0), 1);
  t.true(
    (sample(after, 'seodang_http_requests_total{method="GET",route="api_unmatched",status="404"}') ?? 0) >= 1,
  );
  t.false(after.includes('4242'), 'a raw path never becomes a label');
  t.true(
    (sample(after, 'seodang_http_request_duration_seconds_count{method="GET",route="/api/peerConnection"}') ??
      0) >= 1,
  );
  t.true((sample(after, 'seodang_db_pool_connections{state="free"}') ?? -1) >= 0);
});

test.serial('plugins’ gauges: exams by window, examinees of running exams, the judge queue', async (t) => {
  const text = (await scrape()).text;
  t.is(sample(text, 'seodang_assessment_exams{state="running"}'), 1);
  const members = await f.app.core.db('assessment_exam_members').where({ exam_id: f.examIndex }).count();
  t.is(
    sample(text, 'seodang_assessment_running_examinees{status="NEVER_ENTERED"}'),
    Number(members[0]!.count),
  );
  t.is(typeof sample(text, 'seodang_workspace_judge_queue_jobs{state="waiting"}'), 'number');
  await f.app.core
    .db('assessment_exams')
    .where({ id: f.examIndex })
    .update({ start_at: new Date(Date.now() + 3600_000), end_at: new Date(Date.now() + 7200_000) });
  const later = (await scrape()).text;
  t.is(sample(later, 'seodang_assessment_exams{state="running"}'), 0);
  t.is(sample(later, 'seodang_assessment_exams{state="upcoming"}'), 1);
  t.false(later.includes('seodang_assessment_running_examinees{'), 'no running exam, no examinee series');
});

test.serial('a realtime event delivered to a socket here is timed from its publication', async (t) => {
  const c = f.app.client({ host: f.host });
  await c.login('examinee1', testPassword);
  const ws = new WebSocket(`${f.app.url.replace('http', 'ws')}/api/realtime`, {
    headers: { cookie: `sd_sid=${c.cookie('sd_sid')}`, host: `${f.host}:${f.app.port}` },
  } as never);
  const got = new Promise<{ type: string; at?: number }>((resolve) =>
    ws.addEventListener('message', (e) => {
      const m = JSON.parse(String(e.data)) as { type: string; at?: number };
      if (m.type === 'subscribed') void f.app.core.publish(`user:${f.ids.examinee1}`, 'ping.test', {});
      if (m.type === 'event') resolve(m);
    }),
  );
  await new Promise((resolve) => ws.addEventListener('open', resolve));
  const before = sample((await scrape()).text, 'seodang_realtime_fanout_seconds_count') ?? 0;
  ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${f.ids.examinee1}` }));
  t.is(typeof (await got).at, 'number');
  const page = (await scrape()).text;
  t.is((sample(page, 'seodang_realtime_fanout_seconds_count') ?? 0) - before, 1);
  t.true((sample(page, 'seodang_realtime_sockets') ?? 0) >= 1);
  ws.close();
});

test.serial(
  'every series the dashboard and the alert rules use is on core’s or a judge worker’s page',
  async (t) => {
    const docs = ['grafana-dashboard.json', 'prometheus-alerts.yml'].map((file) =>
      readFileSync(new URL(`../../docs/operations/${file}`, import.meta.url), 'utf8'),
    );
    JSON.parse(docs[0]!); // the dashboard imports as JSON
    const used = new Set(docs.flatMap((text) => text.match(/\bseodang_[a-z0-9_]+/g) ?? []));
    const judgePage = new WorkerMetrics().render({ waiting: 0 }, 1, 0);
    const pages = `${(await scrape()).text}\n${judgePage}`;
    const missing = [...used].filter(
      (name) => !new RegExp(`^${name}(\\{| )`, 'm').test(pages) && !pages.includes(`# TYPE ${name} `),
    );
    t.true(used.size >= 12, `found ${used.size} series`);
    t.deepEqual(missing, []);
  },
);
