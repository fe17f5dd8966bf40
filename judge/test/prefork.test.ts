/**
 * Pre-forked slots: consecutive runs in one slot share the slot's zygote, and nothing of one run
 * may reach the next — files, processes, IPC objects, sockets — nor the zygote itself.
 */
import test, { type ExecutionContext } from 'ava';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { judgeFor, leftoverWorkDirs, residentPids, sandboxProcesses, watchJudge } from './helpers.ts';
import { createJudge } from '../src/judge.ts';
import { BwrapDriver } from '../src/sandbox/bwrap-driver.ts';
import { dataDir, repoRoot, rootfsDir, workRoot } from '../src/paths.ts';
import { SANDBOX_ENV } from '../src/grading/environment.ts';
import { testRunLimits } from '../src/grading/limits.ts';
import { createWorkDir, removeWorkDir } from '../src/grading/workspace.ts';
import { Limits } from '../src/protocol.ts';
import type { SandboxResult } from '../src/sandbox/types.ts';

// One slot, so every run below lands in the same pre-forked sandbox.
const judge = judgeFor('bwrap', 1);
const workDir = createWorkDir();
test.after.always(async () => {
  removeWorkDir(workDir);
  await judge.close();
});

const limits = testRunLimits(Limits.parse({ timeLimitMs: 2000 }));
function sh(
  script: string,
  options: { stdin?: string; writable?: boolean; dir?: string; env?: Record<string, string> } = {},
): Promise<SandboxResult> {
  return judge.driver.run({
    argv: ['/bin/sh', '-c', script],
    env: { ...SANDBOX_ENV, ...options.env },
    cwd: '/tmp',
    limits,
    workDir: options.dir ?? workDir,
    workDirWritable: options.writable ?? false,
    stdin: options.stdin,
  });
}
const out = (r: SandboxResult): string => r.stdout.toString('utf8');

function names(pids: number[]): string[] {
  return pids
    .map((p) => /^Name:\s+(.*)$/m.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? '?')
    .sort();
}

test.serial('a slot keeps exactly its bwrap and zygote between runs, and reuses them', async (t) => {
  t.is(out(await sh('echo one')), 'one\n');
  const first = residentPids();
  t.deepEqual(names(first), ['bwrap', 'sandbox-zygote']);
  t.is(out(await sh('echo two')), 'two\n');
  t.deepEqual(residentPids(), first, 'the second run was forked by the same zygote');
  t.deepEqual(sandboxProcesses(), []);
});

test.serial(
  'files in /tmp and /dev/shm do not outlive their run; /dev, /box and /mnt cannot be written',
  async (t) => {
    const a = await sh(
      'echo secret > /tmp/left; echo secret > /dev/shm/left; touch /dev/left 2>/dev/null || echo dev-ro; ' +
        'touch /box/left 2>/dev/null || echo box-ro; ls -A /mnt 2>/dev/null | wc -l; touch /mnt/x 2>/dev/null || echo mnt-ro',
    );
    t.is(out(a), 'dev-ro\nbox-ro\n0\nmnt-ro\n', a.stderr.toString());
    const b = await sh('ls -A /tmp /dev/shm; ls /dev/left 2>&1 >/dev/null | wc -l');
    t.is(out(b), '/dev/shm:\n\n/tmp:\n1\n', 'the next run starts with empty /tmp and /dev/shm');
  },
);

test.serial('a compile run may write /box, the runs after it may not', async (t) => {
  const compile = await sh('echo built > /box/artifact && mkdir -p /box/sub && echo ok', { writable: true });
  t.is(out(compile), 'ok\n', compile.stderr.toString());
  const run = await sh(
    'cat /box/artifact; echo x > /box/artifact 2>/dev/null || echo ro; echo x > /box/sub/new 2>/dev/null || echo ro',
  );
  t.is(out(run), 'built\nro\nro\n');
});

test.serial('processes of a run never reach the next run', async (t) => {
  const a = await sh('(setsid sh -c "sleep 30" </dev/null >/dev/null 2>&1 &); (sleep 30 &); echo started');
  t.is(out(a), 'started\n');
  t.deepEqual(sandboxProcesses(), [], 'the daemons died with the run');
  // The listing waits until the background child has become `sleep` (right after the fork it is still `sh`).
  const b = await sh(
    'sleep 5 & while [ "$(cat /proc/$!/comm)" != sleep ]; do :; done; for p in /proc/[0-9]*; do cat $p/comm; done; echo "self=$$"',
  );
  // A run has a pid namespace and a /proc of its own: it sees its own processes (the shell as
  // pid 2, its sleep), never the slot's zygote, its own hidden init or anything of earlier runs.
  t.false(out(b).includes('sandbox-zygote'), out(b));
  t.is(
    out(b)
      .split('\n')
      .filter((l) => l === 'sleep').length,
    1,
    out(b),
  );
  t.regex(out(b), /^sh\n/);
  t.regex(out(b), /self=2\n$/);
});

const TCP_PAIR = `
import socket
server = socket.socket(); server.bind(("127.0.0.1", 47001)); server.listen()
client = socket.create_connection(("127.0.0.1", 47001)); peer, _ = server.accept()
client.close(); peer.close()
unix = socket.socket(socket.AF_UNIX); unix.bind("\\0seodang-left"); unix.listen()
print(sum(1 for _ in open("/proc/net/tcp")) - 1)
`;
const TCP_PROBE = `
import socket
print(sum(1 for _ in open("/proc/net/tcp")) - 1)
for target, family in ((("127.0.0.1", 47001), socket.AF_INET), ("\\0seodang-left", socket.AF_UNIX)):
    s = socket.socket(family)
    try:
        s.connect(target); print("reached")
    except OSError:
        print("refused")
`;

test.serial(
  'sockets and connection state of a run are gone in the next (fresh network namespace)',
  async (t) => {
    const a = await sh('python3 -c "$PROGRAM"', { env: { PROGRAM: TCP_PAIR } });
    t.true(Number(out(a)) >= 2, `the run saw its own connections: ${out(a)} ${a.stderr.toString()}`);
    const b = await sh('python3 -c "$PROGRAM"', { env: { PROGRAM: TCP_PROBE } });
    t.is(
      out(b),
      '0\nrefused\nrefused\n',
      'no socket, TIME_WAIT entry or abstract socket of the previous run',
    );
  },
);

test.serial('System V shared memory does not survive its run', async (t) => {
  // ipcmk is in util-linux of the root filesystem; a fresh ipc namespace per run shows no segment.
  const a = await sh('ipcmk -M 4096 >/dev/null && ipcs -m | grep -c "^0x"');
  t.is(out(a), '1\n', a.stderr.toString());
  const b = await sh('ipcs -m | grep -c "^0x"');
  t.is(out(b), '0\n');
});

test.serial('the zygote cannot be killed, traced or read by a run', async (t) => {
  const before = residentPids();
  const a = await sh(
    'kill -9 1; kill -STOP 1; ls /proc/1/fd 2>/dev/null | wc -l; cat /proc/1/environ 2>/dev/null | wc -c; ls /proc/1/root/ 2>/dev/null | wc -l; echo done',
  );
  t.is(out(a), '0\n0\n0\ndone\n', a.stderr.toString());
  t.is(out(await sh('echo alive')), 'alive\n');
  t.deepEqual(residentPids(), before, 'the same zygote serves the next run');
});

test.serial('a slot whose zygote died starts a new one for the next run', async (t) => {
  await sh('true');
  for (const pid of residentPids().reverse()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* bwrap's death took the zygote already */
    }
  }
  const r = await sh('echo again');
  t.is(out(r), 'again\n');
  t.deepEqual(names(residentPids()), ['bwrap', 'sandbox-zygote']);
});

test.serial(
  'a run that makes the OOM killer take the slot itself gets MEMORY_LIMIT, and the slot comes back',
  async (t) => {
    await sh('true');
    const before = residentPids();
    // The run gives up the OOM priority the zygote set and fills memory with tmpfs pages, which
    // no process owns: the largest process left for the OOM killer may be the slot's bwrap.
    const r = await judge.driver.run({
      argv: [
        '/bin/sh',
        '-c',
        'echo 0 > /proc/self/oom_score_adj; for i in 1 2 3 4 5 6 7 8 9 10; do head -c 10000000 /dev/zero > /dev/shm/f$i; done; echo survived',
      ],
      env: { ...SANDBOX_ENV },
      cwd: '/tmp',
      workDir,
      workDirWritable: false,
      limits: { ...limits, memoryBytes: 48 << 20, tmpBytes: 256 << 20 },
    });
    t.true(r.memoryLimit, JSON.stringify({ ...r, stdout: out(r), stderr: r.stderr.toString() }));
    t.false(out(r).includes('survived'));
    t.is(out(await sh('echo next')), 'next\n');
    t.is(residentPids().length, 2);
    t.log(
      before.every((p) => residentPids().includes(p))
        ? 'the OOM killer took the run'
        : 'the OOM killer took the slot, which was started again',
    );
    t.deepEqual(sandboxProcesses(), []);
  },
);

test.serial(
  'a work dir outside the work root takes the per-run sandbox, and the slot is pre-forked again after',
  async (t) => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-elsewhere-'));
    fs.chmodSync(elsewhere, 0o755);
    fs.writeFileSync(path.join(elsewhere, 'f'), 'outside\n');
    try {
      const r = await sh('cat /box/f', { dir: elsewhere });
      t.is(out(r), 'outside\n', r.stderr.toString());
      t.deepEqual(residentPids(), [], 'no zygote while the per-run sandbox had the slot');
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
    t.is(out(await sh('echo back')), 'back\n');
    t.is(residentPids().length, 2);
    t.deepEqual(sandboxProcesses(), []);
    t.deepEqual(leftoverWorkDirs(), [workDir]);
  },
);

// Everything under /proc a run can read that could name a mount's source: mountinfo of every
// visible process (its root field is a bind mount's path inside the source filesystem), mounts,
// mountstats, cgroup, maps, cmdline and environ, the same for pid 1, and the process list.
const PROC_DUMP =
  'for f in /proc/self/mountinfo /proc/1/mountinfo /proc/*/mountinfo /proc/self/mounts /proc/self/mountstats ' +
  '/proc/self/cgroup /proc/1/cgroup /proc/*/cgroup /proc/self/maps /proc/self/cmdline /proc/*/cmdline /proc/self/environ /proc/1/environ ' +
  '/proc/self/cwd /proc/self/root /proc/1/root /proc/1/cwd /proc/1/exe; do echo "== $f"; cat "$f" 2>&1; readlink "$f" 2>&1; done; ls -la /proc/*/fd/ 2>&1';

/** Host paths that no run may learn: the repository (and the root filesystem in it), the data dir and the work root. */
function hostPaths(): string[] {
  return [
    ...new Set([
      repoRoot,
      dataDir(),
      rootfsDir(),
      workRoot(),
      path.dirname(workDir),
      os.tmpdir() === '/tmp' ? '' : os.tmpdir(),
    ]),
  ].filter(Boolean);
}

async function assertNoHostPath(
  t: ExecutionContext,
  run: (script: string, writable: boolean) => Promise<SandboxResult>,
): Promise<void> {
  for (const writable of [false, true]) {
    const r = await run(PROC_DUMP, writable);
    const text = out(r) + r.stderr.toString();
    t.regex(text, /== \/proc\/self\/mountinfo\n\d+ \d+ /, 'mountinfo was readable');
    t.regex(text, / \/box /, 'the dump lists the /box mount');
    for (const hostPath of hostPaths())
      t.false(text.includes(hostPath), `${writable ? 'compile' : 'test'} run read ${hostPath}:\n${text}`);
  }
}

test.serial(
  'no run can read a host path anywhere in /proc: mountinfo of itself, of pid 1 and of every process, cgroup, maps, links',
  async (t) => {
    // Writable (a compile, whose output reaches the learner) and read-only (a test).
    await assertNoHostPath(t, (script, writable) => sh(script, { writable }));
  },
);

test.serial("with pre-forking off, each run's own sandbox shows no host path in /proc either", async (t) => {
  const perRun = watchJudge(createJudge({ driver: new BwrapDriver({ slots: 1, preforked: false }) }));
  try {
    await assertNoHostPath(t, (script, writable) =>
      perRun.driver.run({
        argv: ['/bin/sh', '-c', script],
        env: { ...SANDBOX_ENV },
        cwd: '/tmp',
        limits,
        workDir,
        workDirWritable: writable,
      }),
    );
    t.deepEqual(perRun.driver.residentPids?.() ?? [], [], 'no slot stays pre-forked');
  } finally {
    await perRun.close();
  }
  t.deepEqual(sandboxProcesses(), []);
});
