// The coding workspace's figures (issue 5):
// - submit → first test result and submit → final verdict for a 10-test Python quiz, p50/p99 over
//   50 sequential submissions (the HTTP request to the realtime events on `user:{id}`), as a ratio
//   to the same judge job run directly by the judge CLI (`seodang-judge grade ... --json`), timed
//   in the same run;
// - the gzipped JavaScript of the workspace route: the files a /workspace/quiz/:index page loads
//   beyond the main page, measured in chromium.
// Needs DATABASE_URL and REDIS_URL (`npm run bench -- workspace` provides them), the judge root
// filesystem (`npx seodang-judge prepare`) and the web build (`node scripts/build-web.ts`).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import WebSocket from 'ws';
import puppeteer, { type Page } from 'puppeteer-core';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { startJudgeWorker } from '../../plugins/workspace/testing/judge-worker.ts';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const submissions = Number(process.env.BENCH_SUBMISSIONS ?? 50);
const cliRuns = Number(process.env.BENCH_CLI_RUNS ?? submissions);
const host = 'bench-workspace.localhost';
const ms = (n: number) => `${n.toFixed(0)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const tests = Array.from({ length: 10 }, (_, i) => ({
  input: `${i + 1} ${(i + 1) * 3}\n`,
  output: `${(i + 1) * 4}\n`,
}));
const source = 'a, b = map(int, input().split())\nprint(a + b)\n';

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p99: at(0.99) };
}

/** The same 10 tests as a directory of N.in / N.out for the judge CLI. */
function testDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seodang-bench-ws-'));
  mkdirSync(join(dir, 'tests'));
  tests.forEach((t, i) => {
    writeFileSync(join(dir, 'tests', `${i + 1}.in`), t.input);
    writeFileSync(join(dir, 'tests', `${i + 1}.out`), t.output);
  });
  writeFileSync(join(dir, 'main.py'), source);
  return dir;
}

/** One judge CLI run, wall time from spawn to exit (the CLI's own bin, as `npx seodang-judge` runs it). */
function cliRun(dir: string): Promise<number> {
  const started = performance.now();
  const args = [
    join(root, 'judge/bin/seodang-judge.mjs'),
    'grade',
    '--language',
    'python3',
    '--source',
    join(dir, 'main.py'),
    '--tests',
    join(dir, 'tests'),
    '--json',
  ];
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('close', (code) => {
      const elapsed = performance.now() - started;
      if (code !== 0 || JSON.parse(out).status !== 'ACCEPTED')
        fail(new Error(`judge CLI: exit ${code}: ${out.slice(0, 300)}`));
      else ok(elapsed);
    });
  });
}

/** Submits `submissions` times, one after another, timing the realtime progress and result events. */
async function timeSubmissions(app: TestCore): Promise<{ first: number[]; final: number[] }> {
  const teach = app.client({ host });
  await teach.login('teach', testPassword);
  const definition = {
    language: ['python3'],
    source: { python3: [{ name: 'main.py', content: '' }] },
    inputset: tests.map((t) => t.input),
    outputset: tests.map((t) => t.output),
    testcase_type: tests.map(() => 'hidden'),
  };
  const quiz = await teach.post('/api/workspace/quizzes', {
    type: 'programming',
    status: 1,
    common: { title: 'a + b' },
    definition,
  });
  if (quiz.status !== 201) throw new Error(`quiz: ${JSON.stringify(quiz.body)}`);
  const learner = app.client({ host });
  await learner.login('learner', testPassword);
  const me = (await learner.get('/api/auth/me')).body.userData.id;
  const ws = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, {
    headers: { host: `${host}:${app.port}`, cookie: `sd_sid=${learner.cookie('sd_sid')}` },
  });
  let onEvent: (event: string) => void = () => {};
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw));
    if (m.type === 'event') onEvent(m.event);
  });
  await new Promise((r) => ws.on('open', r));
  ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${me}` }));
  await new Promise<void>((r) =>
    ws.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'subscribed') r();
    }),
  );
  const first: number[] = [];
  const final: number[] = [];
  try {
    // Two unmeasured submissions warm the judge's caches and the process, as a running site is.
    for (let i = -2; i < submissions; i++) {
      const started = performance.now();
      let firstAt = 0;
      const done = new Promise<number>((ok) => {
        onEvent = (event) => {
          if (event === 'workspace.submission.progress' && !firstAt) firstAt = performance.now();
          if (event === 'workspace.submission.result') ok(performance.now());
        };
      });
      const r = await learner.post(`/api/workspace/quizzes/${quiz.body.data.index}/submit`, {
        answer: { language: 'python3', files: [{ name: 'main.py', content: source }] },
      });
      if (r.status !== 202) throw new Error(`submit: ${r.status} ${JSON.stringify(r.body)}`);
      const finishedAt = await done;
      if (i < 0) continue;
      first.push(firstAt - started);
      final.push(finishedAt - started);
    }
  } finally {
    ws.close();
  }
  return { first, final };
}

const gzipOf = async (page: Page, sizes: Map<string, number>) => {
  page.on('response', async (response) => {
    const url = response.url();
    if (!/javascript/.test(response.headers()['content-type'] ?? '') && !url.endsWith('.js')) return;
    try {
      sizes.set(new URL(url).pathname, gzipSync(await response.buffer(), { level: 9 }).length);
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
};

/** Gzipped JavaScript a logged-in learner's workspace page loads beyond the main page. */
async function routeJs(
  app: TestCore,
  quizIndex: number,
): Promise<{ files: number; bytes: number; main: number }> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const url = (path: string) => `http://${host}:${app.port}${path}`;
    await page.goto(url('/login'), { waitUntil: 'networkidle0' });
    await page.type('input[name=userId]', 'learner');
    await page.type('input[name=password]', testPassword);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.click('[data-testid=login-submit]'),
    ]);
    const main = new Map<string, number>();
    await gzipOf(page, main);
    // The cache is off so each page reports every file it loads.
    await page.setCacheEnabled(false);
    await page.goto(url('/'), { waitUntil: 'networkidle0' });
    const mainFiles = new Map(main);
    main.clear();
    await page.goto(url(`/workspace/quiz/${quizIndex}`), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=code-editor][data-ready=true]', { timeout: 30_000 });
    await new Promise((r) => setTimeout(r, 1000));
    const extra = [...main].filter(([path]) => !mainFiles.has(path));
    for (const [path, size] of extra.sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(size).padStart(9)}  ${path}`);
    return {
      files: extra.length,
      bytes: extra.reduce((s, [, n]) => s + n, 0),
      main: [...mainFiles.values()].reduce((s, n) => s + n, 0),
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const worker = await startJudgeWorker();
  const app = await startTestCore({ plugins: ['workspace'], config: { logLevel: 'silent' } });
  const dir = testDir();
  try {
    const channel = await app.createChannel({ slug: 'bench-workspace' });
    await app.addMember(channel, await app.createUser({ userId: 'teach' }), 'teacher');
    await app.addMember(channel, await app.createUser({ userId: 'learner' }), 'student');
    const { first, final } = await timeSubmissions(app);
    const f = stats(first);
    const v = stats(final);
    console.log(
      `submit → first test result: p50 ${ms(f.p50)}, p99 ${ms(f.p99)} (${first.length} submissions)`,
    );
    console.log(`submit → final verdict:     p50 ${ms(v.p50)}, p99 ${ms(v.p99)}`);
    const cli: number[] = [];
    for (let i = 0; i < cliRuns; i++) cli.push(await cliRun(dir));
    const c = stats(cli);
    console.log(
      `judge CLI, same job:        p50 ${ms(c.p50)}, p99 ${ms(c.p99)} (${cli.length} runs, process start included)`,
    );
    const teach = app.client({ host });
    await teach.login('teach', testPassword);
    const list = (await teach.get('/api/workspace/quizzes')).body.data.list as { index: number }[];
    const js = await routeJs(app, list[0].index);
    console.log(
      `workspace route JavaScript: ${js.files} files, ${kb(js.bytes)} gzipped beyond the main page (${kb(js.main)})`,
    );
    const rows = [
      {
        figure: 'submit → first test result p50 (10-test Python)',
        value: ms(f.p50),
        baseline: `${ms(c.p50)} (judge CLI p50)`,
        ratio: `${(f.p50 / c.p50).toFixed(2)}×`,
        goal: '-',
        met: null,
      },
      {
        figure: 'submit → first test result p99',
        value: ms(f.p99),
        baseline: `${ms(c.p99)} (judge CLI p99)`,
        ratio: `${(f.p99 / c.p99).toFixed(2)}×`,
        goal: '-',
        met: null,
      },
      {
        figure: 'submit → final verdict p50',
        value: ms(v.p50),
        baseline: `${ms(c.p50)} (judge CLI p50)`,
        ratio: `${(v.p50 / c.p50).toFixed(2)}×`,
        goal: '-',
        met: null,
      },
      {
        figure: 'submit → final verdict p99',
        value: ms(v.p99),
        baseline: `${ms(c.p99)} (judge CLI p99)`,
        ratio: `${(v.p99 / c.p99).toFixed(2)}×`,
        goal: '-',
        met: null,
      },
      {
        figure: `workspace route JS beyond the main page, gzipped (${js.files} files)`,
        value: kb(js.bytes),
        baseline: `${kb(js.main)} (main page)`,
        ratio: `${(js.bytes / js.main).toFixed(2)}×`,
        goal: '-',
        met: null,
      },
    ];
    console.log(`BENCH-RESULT ${JSON.stringify({ rows })}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await app.stop();
    await worker.close();
  }
}

await main();
