import test from 'ava';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig } from './haproxy-config.ts';
import { workerEnv } from '../stages/judge.ts';

const config = haproxyConfig({
  bind: { host: '0.0.0.0', port: 3000 },
  backends: [
    { name: 'core-1', port: 13003 },
    { name: 'core-2', port: 13013 },
  ],
});

test('round robin over every instance, health-checked on /api/health, with no stickiness', (t) => {
  t.regex(config, /^ {2}bind 0\.0\.0\.0:3000$/m);
  t.regex(config, /^ {2}balance roundrobin$/m);
  t.regex(config, /^ {2}server core-1 127\.0\.0\.1:13003 check$/m);
  t.regex(config, /^ {2}server core-2 127\.0\.0\.1:13013 check$/m);
  t.regex(config, /http-check send meth GET uri \/api\/health/);
  t.regex(config, /http-check expect status 200/);
  // Neither a cookie nor a source hash ties a browser to an instance.
  t.notRegex(config, /^\s*(cookie|stick|hash-type)\b/m);
  t.notRegex(config, /balance source/);
});

test('WebSockets stay open for hours, and a request meeting a stopping instance goes to another', (t) => {
  t.regex(config, /^ {2}timeout tunnel 8h$/m);
  t.regex(config, /^ {2}option redispatch 1$/m);
  t.regex(config, /^ {2}retry-on conn-failure empty-response$/m);
  t.regex(config, /^ {2}option forwardfor$/m);
});

test('HAProxy itself accepts the configuration', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'seodang-haproxy-'));
  try {
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, config);
    const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
    t.is(check.error, undefined, 'haproxy is installed (scripts/setup/debian-packages.ts)');
    t.is(check.status, 0, check.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('judge workers of one host get sandbox uids 64 apart; a single worker keeps its own', (t) => {
  const env = { SEODANG_JUDGE_UID_BASE: '70000' };
  t.deepEqual(
    [0, 1, 2].map((i) => workerEnv(env, i, 3).SEODANG_JUDGE_UID_BASE),
    ['70000', '70064', '70128'],
  );
  t.deepEqual(
    [0, 1, 2].map((i) => workerEnv({}, i, 3).SEODANG_JUDGE_UID_BASE),
    ['61000', '61064', '61128'],
  );
  t.is(workerEnv({}, 0, 1).SEODANG_JUDGE_UID_BASE, undefined);
});
