/** Harness jobs: a plugin's grader in the sandbox, nonce-tagged reports, artifacts, limits and the network switch. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import test from 'ava';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { judgeFor, sid } from './helpers.ts';
import {
  HarnessJob,
  JUDGE_QUEUE_NAME,
  PROTOCOL_VERSION,
  type GradeResult,
  type HarnessJobInput,
} from '../src/protocol.ts';
import {
  harnessesHash,
  installHarnesses,
  readHarnessIndex,
  readJudgeDeclarations,
  ROOTFS_HARNESS_DIR,
} from '../src/rootfs/harnesses.ts';
import { judgeDir, rootfsDir } from '../src/paths.ts';
import { JudgeClient, jobIdFor } from '../src/client/judge-client.ts';
import { startWorker } from '../src/worker/worker.ts';
import { redisConnection } from '../src/worker/redis-url.ts';
import { checkArtifacts } from '../src/grading/harness-job.ts';
import { blobKey, createBlobStore, sha256Hex } from '../src/worker/blobs.ts';

const FIXTURE_PLUGINS = path.join(judgeDir, 'test/fixtures/plugins');
// This process's workers keep fetched blobs here, so the cache test sees only its own.
const BLOB_CACHE = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-blob-cache-'));
process.env.SEODANG_JUDGE_BLOB_CACHE = BLOB_CACHE;
test.after.always(() => fs.rmSync(BLOB_CACHE, { recursive: true, force: true }));

test.before(() => {
  // The fixture harness is installed by `prepare` like any plugin's; an outdated copy would test old code.
  const installed = path.join(ROOTFS_HARNESS_DIR.slice(1), 'judge-test/js-check/main.mjs');
  const { harnesses } = readJudgeDeclarations([FIXTURE_PLUGINS]);
  const rootfsCopy = path.join(rootfsDir(), installed);
  const source = path.join(harnesses[0]!.dir, 'main.mjs');
  if (!fs.existsSync(rootfsCopy) || !fs.readFileSync(rootfsCopy).equals(fs.readFileSync(source)))
    throw new Error('the test harness is not installed or outdated: run `npx seodang-judge prepare`');
});

const judge = judgeFor('bwrap', 2);
test.after.always(() => judge.close());

const SOLUTION = `
exports.add = (a, b) => a + b;
exports.sub = (a, b) => a + b; // wrong on purpose
exports.loop = () => { for (;;) {} };
exports.forge = () => {
  // Lines a learner might print to fake a pass: no nonce, or a guessed one.
  console.error('{"name":"forged","outcome":"pass"}');
  console.error('@@00000000000000000000000000000000 {"name":"forged","outcome":"pass"}');
  return 0;
};
`;

function job(tests: HarnessJobInput['tests'], extra: Partial<HarnessJobInput> = {}): HarnessJobInput {
  return {
    kind: 'harness',
    protocolVersion: PROTOCOL_VERSION,
    submissionId: sid('harness'),
    plugin: 'judge-test',
    harness: 'js-check',
    files: [{ name: 'solution.js', content: SOLUTION }],
    limits: { timeLimitMs: 5000, memoryLimitMiB: 512 },
    tests,
    ...extra,
  };
}

async function grade(input: HarnessJobInput): Promise<GradeResult> {
  const r = await judge.execute(input);
  if (r.kind === 'run') throw new Error('expected a grade result');
  return r;
}

test('right and wrong answers, scores, artifacts, and nothing but the verdict for hidden tests', async (t) => {
  const progress: string[] = [];
  const r = await judge.execute(
    job([
      { name: 'adds', score: 3, data: { call: 'add', args: [2, 3], expect: 5 } },
      { name: 'subtracts', score: 2, data: { call: 'sub', args: [5, 3], expect: 2 } },
      { name: 'hidden adds', score: 5, hidden: true, data: { call: 'add', args: [1, 1], expect: 2 } },
      { name: 'hidden subtracts', hidden: true, data: { call: 'sub', args: [1, 1], expect: 0 } },
    ]),
    (p) => {
      if (p.test) progress.push(`${p.test.name}:${p.test.verdict}`);
    },
  );
  if (r.kind === 'run') return t.fail('expected a grade result');
  t.is(r.kind, 'harness');
  t.is(r.status, 'WRONG_ANSWER');
  t.is(r.score, 8);
  t.is(r.maxScore, 11);
  t.deepEqual(r.failingTests, ['subtracts', 'hidden subtracts']);
  const [adds, subtracts, hiddenAdds, hiddenSubtracts] = r.tests;
  t.like(adds, { verdict: 'ACCEPTED', score: 3, maxScore: 3, message: 'right', hidden: false });
  t.deepEqual(
    adds?.artifacts?.map((a) => [a.name, a.mediaType]),
    [
      ['shot.png', 'image/png'],
      ['replay.json', 'application/json'],
    ],
  );
  t.deepEqual(JSON.parse(Buffer.from(adds!.artifacts![1]!.base64, 'base64').toString()), { got: 5 });
  t.like(subtracts, { verdict: 'WRONG_ANSWER', score: 0, message: 'expected 2, got 8' });
  for (const hidden of [hiddenAdds, hiddenSubtracts]) {
    t.true(hidden?.hidden);
    t.is(hidden?.artifacts, undefined);
    t.is(hidden?.message, undefined);
  }
  t.like(hiddenAdds, { verdict: 'ACCEPTED', score: 5 });
  t.deepEqual(progress, [
    'adds:ACCEPTED',
    'subtracts:WRONG_ANSWER',
    'hidden adds:ACCEPTED',
    'hidden subtracts:WRONG_ANSWER',
  ]);
});

test('lines without the job nonce cannot forge a result', async (t) => {
  const r = await grade(
    job([
      { name: 'forged', data: { call: 'forge', expect: 1 } },
      { name: 'adds', data: { call: 'add', args: [1, 2], expect: 3 } },
    ]),
  );
  t.like(r.tests[0], { name: 'forged', verdict: 'WRONG_ANSWER', score: 0 });
  t.like(r.tests[1], { name: 'adds', verdict: 'ACCEPTED' });
  t.is(r.status, 'WRONG_ANSWER');
});

test('a learner program that never ends: the unreported tests time out', async (t) => {
  const started = Date.now();
  const r = await grade(
    job(
      [
        { name: 'adds', data: { call: 'add', args: [1, 2], expect: 3 } },
        { name: 'loops', data: { call: 'loop', expect: 0 } },
        { name: 'after', data: { call: 'add', args: [1, 1], expect: 2 } },
      ],
      { limits: { timeLimitMs: 1500 } },
    ),
  );
  t.is(r.status, 'TIMEOUT');
  t.deepEqual(
    r.tests.map((x) => x.verdict),
    ['ACCEPTED', 'TIMEOUT', 'TIMEOUT'],
  );
  t.is(r.error, undefined);
  t.true(Date.now() - started < 15_000);
});

test('a malformed report or a harness that stops early is the judge fault: INTERNAL_ERROR, retriable', async (t) => {
  const r = await grade(
    job([
      { name: 'malformed', data: { mode: 'malformed' } },
      { name: 'adds', data: { call: 'add', args: [1, 2], expect: 3 } },
      { name: 'crash', data: { mode: 'crash' } },
      { name: 'never reached', data: { call: 'add', args: [1, 2], expect: 3 } },
    ]),
  );
  t.is(r.status, 'INTERNAL_ERROR');
  t.deepEqual(
    r.tests.map((x) => x.verdict),
    ['INTERNAL_ERROR', 'ACCEPTED', 'INTERNAL_ERROR', 'INTERNAL_ERROR'],
  );
  t.regex(r.error ?? '', /judge-test\/js-check ended \(exit 3\) without reporting 3 test/);
});

test('binary files arrive as bytes at /box', async (t) => {
  const r = await grade(
    job([{ name: 'bytes', data: { mode: 'file', file: 'project/game.sb3' } }], {
      files: [
        { name: 'solution.js', content: SOLUTION },
        {
          name: 'project/game.sb3',
          content: Buffer.from([0, 255, 80, 75]).toString('base64'),
          encoding: 'base64',
        },
      ],
    }),
  );
  t.is(r.tests[0]?.message, `solution.js,project/game.sb3 4 ${sha256Hex(Buffer.from([0, 255, 80, 75]))}`);
  t.false(
    HarnessJob.safeParse(job([{ name: 'a' }], { files: [{ name: 'x', content: '%%', encoding: 'base64' }] }))
      .success,
  );
});

test('artifacts must be what they claim: a PNG signature, parseable JSON, a png or json name', (t) => {
  const b64 = (x: string) => Buffer.from(x).toString('base64');
  t.deepEqual(checkArtifacts([{ name: 'a.png', base64: b64('{}') }]), {
    refused: 'artifact a.png is not a PNG image',
  });
  t.deepEqual(checkArtifacts([{ name: 'a.json', base64: b64('{') }]), {
    refused: 'artifact a.json is not JSON',
  });
  t.deepEqual(checkArtifacts([{ name: 'a.svg', base64: b64('<svg/>') }]), {
    refused: 'artifact a.svg is not valid',
  });
  t.like(checkArtifacts([{ name: 'a.json', base64: b64('[1]') }]), { artifacts: [{ bytes: 3 }] });
});

test('artifacts over 2 MiB are left out with a note', async (t) => {
  const r = await grade(job([{ name: 'big', data: { mode: 'big-artifact' } }]));
  t.like(r.tests[0], { verdict: 'ACCEPTED', message: 'artifacts over 2 MiB were left out' });
  t.is(r.tests[0]?.artifacts, undefined);
});

test("network 'none' refuses even loopback sockets; 'loopback' gives the run its own loopback", async (t) => {
  const tests = [{ name: 'net', data: { mode: 'network' } }];
  const none = await grade(job(tests));
  t.is(none.tests[0]?.message, 'listen: EACCES');
  const loopback = await grade(job(tests, { network: 'loopback' }));
  t.is(loopback.tests[0]?.message, 'connected: hi');
});

test("a learner's program run by the harness cannot reach the harness through /proc: not its memory, its report channel or its environment", async (t) => {
  const r = await grade(job([{ name: 'peek', data: { mode: 'peek-parent' } }]));
  // Refused, or not even there (a /proc that hides what one may not inspect); never opened.
  t.regex(
    r.tests[0]?.message ?? '',
    /^mem E(ACCES|NOENT|PERM), fd\/1 E(ACCES|NOENT|PERM), environ E(ACCES|NOENT|PERM)$/,
  );
});

test('a file given by hash needs a worker to fetch it', async (t) => {
  const ref = { name: 'big.bin', sha256: 'a'.repeat(64), bytes: 300 << 10 };
  await t.throwsAsync(judge.execute(job([{ name: 'x' }], { files: [ref] })), {
    message: /big.bin is given by sha256/,
  });
});

test("a scorer runs second, in its own sandbox, with its own files and the first run's reports", async (t) => {
  const twoRuns = (answer: string, scorer: string | undefined = 'py-score') =>
    grade(
      job([{ name: 'scored', score: 4 }], {
        harness: 'py-hand',
        // The secret is the scorer's: were it given to the first run too, the first run would say so.
        files: [{ name: 'answer.txt', content: answer }],
        ...(scorer ? { scorer: { harness: scorer, files: [{ name: 'secret.txt', content: '42' }] } } : {}),
      }),
    );
  const right = await twoRuns('42');
  t.like(right.tests[0], { verdict: 'ACCEPTED', score: 4, message: 'first run: pass' });
  // The first run's artifacts (a learner's plots) are kept; its handoff is not returned.
  t.deepEqual(
    right.tests[0]?.artifacts?.map((a) => a.name),
    ['plot.png'],
  );
  t.false(JSON.stringify(right).includes('sawSecret'));
  const wrong = await twoRuns('41');
  t.like(wrong.tests[0], { verdict: 'WRONG_ANSWER', score: 0 });
  // Without a scorer the first run's report is the result.
  t.like((await twoRuns('41', '')).tests[0], { verdict: 'ACCEPTED' });
  const missing = await twoRuns('42', 'nope');
  t.is(missing.status, 'INTERNAL_ERROR');
  t.regex(missing.error ?? '', /judge-test\/nope is not installed/);
});

test('an unknown harness is an INTERNAL_ERROR naming it', async (t) => {
  const r = await grade(job([{ name: 'x' }], { harness: 'missing' }));
  t.is(r.status, 'INTERNAL_ERROR');
  t.regex(r.error ?? '', /judge-test\/missing is not installed/);
  // Names of Object.prototype are not harnesses either.
  const proto = await grade(job([{ name: 'x' }], { plugin: 'constructor', harness: 'name' }));
  t.is(proto.status, 'INTERNAL_ERROR');
});

test('the protocol checks harness jobs', (t) => {
  const ok = HarnessJob.parse(job([{ name: 'a' }]));
  t.is(ok.network, 'none');
  t.deepEqual(ok.tests[0], { name: 'a', score: 1, hidden: false, data: null });
  t.false(HarnessJob.safeParse(job([{ name: 'a' }], { plugin: '../etc' })).success);
  t.false(HarnessJob.safeParse(job([{ name: 'a' }], { harness: 'A b' })).success);
  t.false(HarnessJob.safeParse(job([{ name: 'a' }, { name: 'a' }])).success);
  t.false(HarnessJob.safeParse(job([{ name: 'a' }], { network: 'host' as 'none' })).success);
  t.false(HarnessJob.safeParse(job([])).success);
  t.false(HarnessJob.safeParse(job([{ name: 'a', data: 'x'.repeat((1 << 20) + 1) }])).success);
  t.false(HarnessJob.safeParse(job([{ name: 'a' }], { scorer: { harness: '../x', files: [] } })).success);
});

test('prepare copies harnesses read-only and hashes their files', (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'harness-prepare-'));
  t.teardown(() => fs.rmSync(tmp, { recursive: true, force: true }));
  // A plugin folder with one harness in a sub-folder.
  const plugin = path.join(tmp, 'plugins/demo');
  fs.mkdirSync(path.join(plugin, 'grader/lib'), { recursive: true });
  fs.writeFileSync(
    path.join(plugin, 'package.json'),
    JSON.stringify({
      seodang: { id: 'demo', judge: { packages: ['python3-numpy'], harnesses: { check: 'grader' } } },
    }),
  );
  fs.writeFileSync(path.join(plugin, 'grader/main.py'), 'print(1)\n');
  fs.writeFileSync(path.join(plugin, 'grader/lib/util.py'), 'X = 1\n', { mode: 0o600 });
  const declared = readJudgeDeclarations([path.join(tmp, 'plugins')]);
  t.deepEqual(declared.packages, ['python3-numpy']);
  t.like(declared.harnesses[0], { plugin: 'demo', name: 'check', entry: 'main.py', runtime: 'python3' });
  const before = harnessesHash(declared.harnesses);
  const rootfs = path.join(tmp, 'rootfs');
  installHarnesses(rootfs, declared.harnesses);
  const util = path.join(rootfs, ROOTFS_HARNESS_DIR, 'demo/check/lib/util.py');
  t.is(fs.statSync(util).mode & 0o777, 0o644);
  t.deepEqual(readHarnessIndex(rootfs), { demo: { check: { entry: 'main.py', runtime: 'python3' } } });
  // A changed file changes the hash; installing again replaces the old set.
  fs.writeFileSync(path.join(plugin, 'grader/lib/util.py'), 'X = 2\n');
  t.not(harnessesHash(declared.harnesses), before);
  fs.rmSync(path.join(plugin, 'grader/lib'), { recursive: true });
  installHarnesses(rootfs, declared.harnesses);
  t.false(fs.existsSync(util));
  // Bad declarations name the plugin.
  fs.writeFileSync(
    path.join(plugin, 'package.json'),
    JSON.stringify({ seodang: { id: 'demo', judge: { harnesses: { check: '../elsewhere' } } } }),
  );
  t.throws(() => readJudgeDeclarations([path.join(tmp, 'plugins')]), {
    message: /demo\/package.json: harness check/,
  });
});

test("a plugin's shared folder is installed once as _shared beside its harnesses and hashed with them", (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'harness-shared-'));
  t.teardown(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const plugin = path.join(tmp, 'plugins/demo');
  for (const dir of ['harness/one', 'harness/two', 'harness/_shared'])
    fs.mkdirSync(path.join(plugin, dir), { recursive: true });
  const declare = (shared: string) =>
    fs.writeFileSync(
      path.join(plugin, 'package.json'),
      JSON.stringify({
        seodang: { id: 'demo', judge: { harnesses: { one: 'harness/one', two: 'harness/two' }, shared } },
      }),
    );
  declare('harness/_shared');
  fs.writeFileSync(path.join(plugin, 'harness/one/main.py'), 'print(1)\n');
  fs.writeFileSync(path.join(plugin, 'harness/two/main.py'), 'print(2)\n');
  fs.writeFileSync(path.join(plugin, 'harness/_shared/report.py'), 'X = 1\n');
  const declared = readJudgeDeclarations([path.join(tmp, 'plugins')]);
  t.is(declared.harnesses.length, 2);
  const before = harnessesHash(declared.harnesses);
  const rootfs = path.join(tmp, 'rootfs');
  installHarnesses(rootfs, declared.harnesses);
  const installed = path.join(rootfs, ROOTFS_HARNESS_DIR, 'demo');
  t.deepEqual(fs.readdirSync(installed).sort(), ['_shared', 'one', 'two']);
  t.is(fs.readFileSync(path.join(installed, '_shared/report.py'), 'utf8'), 'X = 1\n');
  t.is(fs.statSync(path.join(installed, '_shared/report.py')).mode & 0o777, 0o644);
  // Not a harness of its own, and a change to it is a change of the harnesses.
  t.deepEqual(Object.keys(readHarnessIndex(rootfs).demo!).sort(), ['one', 'two']);
  fs.writeFileSync(path.join(plugin, 'harness/_shared/report.py'), 'X = 2\n');
  t.not(harnessesHash(declared.harnesses), before);
  for (const bad of ['../elsewhere', 'harness/missing']) {
    declare(bad);
    t.throws(() => readJudgeDeclarations([path.join(tmp, 'plugins')]), {
      message: /demo\/package.json: seodang.judge.shared/,
    });
  }
});

test('core submits a harness job through the queue client: artifacts come back, a large file travels once by hash', async (t) => {
  if (!process.env.REDIS_URL) return t.fail('REDIS_URL is not set: this test needs a Redis server');
  // A Redis database of its own, so this worker takes no other test's jobs.
  const url = new URL(process.env.REDIS_URL);
  url.pathname = '/11';
  // The worker closes its judge when it stops; this file's judge stays open for the other tests.
  const shared = { ...judge, close: async () => {} };
  const worker = await startWorker({
    connection: redisConnection(url.href),
    concurrency: 1,
    judge: shared,
    log: () => {},
  });
  const client = new JudgeClient({ connection: url.href });
  t.teardown(async () => {
    await client.close();
    await worker.close();
  });
  const redis = new Redis(url.href);
  t.teardown(() => redis.disconnect());
  const big = crypto.randomBytes(300 << 10);
  const sha = sha256Hex(big);
  const progress: string[] = [];
  const input = job(
    [
      { name: 'adds', data: { call: 'add', args: [2, 2], expect: 4 } },
      { name: 'big file', data: { mode: 'file', file: 'big.bin' } },
    ],
    {
      files: [
        { name: 'solution.js', content: SOLUTION },
        { name: 'big.bin', content: big.toString('base64'), encoding: 'base64' },
      ],
    },
  );
  const r = await client.judge(input, {
    onProgress: (p) => {
      if (p.test) progress.push(p.test.verdict);
    },
  });
  if (r.kind !== 'harness') return t.fail(`unexpected result kind ${r.kind}`);
  t.is(r.status, 'ACCEPTED');
  t.deepEqual(
    r.tests[0]?.artifacts?.map((a) => a.name),
    ['shot.png', 'replay.json'],
  );
  t.deepEqual(progress, ['ACCEPTED', 'ACCEPTED']);
  // The worker got the bytes by hash: the job in the queue carries no content for the large file.
  t.is(r.tests[1]?.message, `solution.js,big.bin ${big.length} ${sha}`);
  const queue = new Queue(JUDGE_QUEUE_NAME, { connection: redisConnection(url.href) });
  t.teardown(() => queue.close());
  const queued = await Job.fromId(queue, jobIdFor(input.submissionId));
  t.deepEqual(queued?.data.files[1], { name: 'big.bin', sha256: sha, bytes: big.length });
  t.is(queued?.data.files[0].content, SOLUTION);
  t.true((await redis.ttl(blobKey(sha))) > 0);
  // The worker keeps it: gone from Redis, it is still served from its cache.
  t.true(fs.readFileSync(path.join(BLOB_CACHE, sha)).equals(big));
  await redis.del(blobKey(sha));
  t.true((await createBlobStore(redis, BLOB_CACHE).get(sha)).equals(big));
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-blob-empty-'));
  t.teardown(() => fs.rmSync(empty, { recursive: true, force: true }));
  await t.throwsAsync(createBlobStore(redis, empty).get(sha), { message: /not in Redis/ });
  // Bytes that do not match their hash are refused.
  await redis.set(blobKey(sha), 'forged', 'EX', 60);
  await t.throwsAsync(createBlobStore(redis, empty).get(sha), { message: /does not match/ });
  await redis.del(blobKey(sha));
});
