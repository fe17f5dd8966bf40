/**
 * The attack battery: every case asserts the verdict, that nothing escaped, and that nothing of
 * the run is left behind (no process of a sandbox uid, no work directory).
 */
import test from 'ava';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  availableJudges,
  leftoverContainers,
  leftoverWorkDirs,
  run,
  sandboxProcesses,
  grade,
  gradeJob,
} from './helpers.ts';
import type { Verdict } from '../src/protocol.ts';

// Every available driver faces the same battery (bwrap must be; the others are skipped loudly).
const judges = await availableJudges();
const hostMarker = path.join(os.tmpdir(), `judge-attack-marker-${process.pid}`);
let server: net.Server;
let port = 0;
let connections = 0;

test.before(async () => {
  fs.writeFileSync(hostMarker, 'host secret');
  server = net.createServer((s) => {
    connections++;
    s.end('hello from the host\n');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as net.AddressInfo).port;
});

test.after.always(async () => {
  fs.rmSync(hostMarker, { force: true });
  server.close();
});

/** After each case: nothing left, nothing escaped to the host. */
async function clean(t: {
  deepEqual: (a: unknown, b: unknown, m?: string) => void;
  is: (a: unknown, b: unknown, m?: string) => void;
}): Promise<void> {
  t.deepEqual(sandboxProcesses(), [], 'no sandbox process remains on the host');
  t.deepEqual(
    leftoverWorkDirs().filter((d) => fs.existsSync(d)),
    [],
    'no work directory remains',
  );
  t.is(fs.readFileSync(hostMarker, 'utf8'), 'host secret', 'host files untouched');
}

for (const { name, judge } of judges) {
  /** Grades `source` with one test expecting `expected` and returns the verdict of that test. */
  async function verdictOf(
    language: 'c' | 'python3' | 'cpp',
    source: string,
    expected = 'blocked\n',
    limits = {},
  ): Promise<{ verdict: Verdict; stdout: string; stderr: string; timeMs: number; wallTimeMs: number }> {
    const r = await grade(
      judge,
      gradeJob(language, source, [{ name: 'x', input: '', expected: { kind: 'text', text: expected } }], {
        limits: { timeLimitMs: 1000, ...limits },
      }),
    );
    if (!r.compile.ok)
      return { verdict: 'COMPILE_ERROR', stdout: '', stderr: r.compile.output, timeMs: 0, wallTimeMs: 0 };
    const x = r.tests[0];
    return {
      verdict: x.verdict,
      stdout: x.stdout?.text ?? '',
      stderr: x.stderr?.text ?? '',
      timeMs: x.timeMs ?? 0,
      wallTimeMs: x.wallTimeMs ?? 0,
    };
  }

  test.serial(`${name}: fork bomb in C is contained by pids.max and killed`, async (t) => {
    const r = await verdictOf('c', '#include <unistd.h>\nint main(void) { for (;;) fork(); }\n');
    t.true(['TIMEOUT', 'RUNTIME_ERROR'].includes(r.verdict), r.verdict);
    await clean(t);
  });

  test.serial(`${name}: fork bomb in Python is contained`, async (t) => {
    const r = await verdictOf(
      'python3',
      'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n',
    );
    t.true(['TIMEOUT', 'RUNTIME_ERROR', 'MEMORY_LIMIT'].includes(r.verdict), r.verdict);
    await clean(t);
  });

  test.serial(
    `${name}: memory bomb across many processes is stopped by the cgroup (MEMORY_LIMIT)`,
    async (t) => {
      const r = await verdictOf(
        'c',
        '#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\nint main(void) { for (int i = 0; i < 8; i++) if (fork() == 0) break; for (;;) { char *p = malloc(16 << 20); if (p) memset(p, 7, 16 << 20); } }\n',
        'blocked\n',
        // A small limit and CPU time to reach it: filling memory page by page is slow where page
        // faults are (a virtualised machine), and the CPU limit must not end the run first.
        { timeLimitMs: 10_000, memoryLimitMiB: 64 },
      );
      t.is(r.verdict, 'MEMORY_LIMIT');
      await clean(t);
    },
  );

  test.serial(`${name}: infinite loop: TIMEOUT at the CPU limit`, async (t) => {
    const r = await verdictOf('c', 'int main(void) { volatile int x = 0; for (;;) x++; }\n');
    t.is(r.verdict, 'TIMEOUT');
    // Stopped at the CPU limit, or — when the machine is too busy to give it a full CPU second —
    // at the wall limit (2 × CPU + 1 s); never allowed to run past either.
    const atCpuLimit = r.timeMs >= 1000 && r.timeMs < 1500;
    const atWallLimit = r.timeMs < 1000 && r.wallTimeMs >= 3000 && r.wallTimeMs < 4500;
    t.true(atCpuLimit || atWallLimit, `cpu ${r.timeMs} ms, wall ${r.wallTimeMs} ms`);
    await clean(t);
  });

  test.serial(`${name}: 1 GB of output is cut at the cap (OUTPUT_SIZE) quickly`, async (t) => {
    const started = Date.now();
    const r = await verdictOf(
      'c',
      '#include <stdio.h>\n#include <string.h>\nint main(void) { static char b[1 << 20]; memset(b, 65, sizeof b); for (int i = 0; i < 1024; i++) fwrite(b, 1, sizeof b, stdout); }\n',
    );
    t.is(r.verdict, 'OUTPUT_SIZE');
    t.true(Date.now() - started < 5000);
    await clean(t);
  });

  test.serial(`${name}: a 2 GB file cannot be written (RLIMIT_FSIZE, small tmpfs)`, async (t) => {
    const r = await verdictOf(
      'c',
      '#include <stdio.h>\n#include <string.h>\nint main(void) { FILE *f = fopen("/tmp/big", "w"); if (!f) return 2; static char b[1 << 20]; memset(b, 1, sizeof b); for (int i = 0; i < 2048; i++) if (fwrite(b, 1, sizeof b, f) != sizeof b) return 3; fclose(f); puts("wrote 2 GB"); }\n',
    );
    t.is(r.verdict, 'RUNTIME_ERROR');
    t.false(r.stdout.includes('wrote'));
    await clean(t);
  });

  test.serial(`${name}: no network: loopback of the host, an outside address and DNS all fail`, async (t) => {
    const before = connections;
    const source = `import socket
results = []
for host, p in (("127.0.0.1", ${port}), ("1.1.1.1", 80), ("151.101.2.132", 443)):
    try:
        socket.create_connection((host, p), timeout=1).close()
        results.append("open " + host)
    except OSError:
        pass
try:
    socket.getaddrinfo("deb.debian.org", 80)
    results.append("dns")
except OSError:
    pass
print("\\n".join(results) if results else "blocked")
`;
    const r = await verdictOf('python3', source, 'blocked\n', { timeLimitMs: 3000 });
    t.is(r.verdict, 'ACCEPTED', r.stdout + r.stderr);
    t.is(connections, before, 'the host server saw no connection');
    await clean(t);
  });

  test.serial(
    `${name}: secrets are unreadable: /etc/shadow, /root, host files, other runs, host processes via /proc`,
    async (t) => {
      const source = `import os, glob
leaks = []
for p in ("/etc/shadow", "/root/.bashrc", ${JSON.stringify(hostMarker)}):
    try:
        open(p).read(); leaks.append(p)
    except OSError:
        pass
try:
    os.listdir("/root"); leaks.append("/root")
except OSError:
    pass
pids = [p for p in os.listdir("/proc") if p.isdigit()]
for p in pids:
    try:
        cmd = open(f"/proc/{p}/cmdline", "rb").read()
        if b"node" in cmd or b"ava" in cmd or b"redis" in cmd: leaks.append("proc " + p)
    except OSError:
        pass
if len(pids) > 4: leaks.append("pids %d" % len(pids))
for d in glob.glob("/tmp/*") + glob.glob("/**/other-secret", recursive=False) + glob.glob("/*/seodang-judge*"):
    leaks.append(d)
print("\\n".join(leaks) if leaks else "blocked")
`;
      // A second run at the same time keeps a file in its own /tmp; the attacker must not see it.
      const other = run(
        judge,
        'python3',
        'import time\nopen("/tmp/other-secret", "w").write("x")\ntime.sleep(1.5)\n',
        '',
        { timeLimitMs: 3000 },
      );
      const r = await verdictOf('python3', source, 'blocked\n', { timeLimitMs: 3000 });
      await other;
      t.is(r.verdict, 'ACCEPTED', r.stdout + r.stderr);
      await clean(t);
    },
  );

  test.serial(`${name}: the root filesystem and /box are read-only during tests`, async (t) => {
    const source =
      'import os\nok = []\nfor p in ("/usr/bin/evil", "/box/evil", "/etc/passwd"):\n    try:\n        open(p, "a").write("x"); ok.append(p)\n    except OSError:\n        pass\nprint("\\n".join(ok) if ok else "blocked")\n';
    const r = await verdictOf('python3', source);
    t.is(r.verdict, 'ACCEPTED', r.stdout);
    await clean(t);
  });

  test.serial(`${name}: sleeping past the wall limit: TIMEOUT at the wall limit`, async (t) => {
    const started = Date.now();
    const r = await verdictOf('python3', 'import time\ntime.sleep(100)\n', 'never\n', { timeLimitMs: 500 });
    t.is(r.verdict, 'TIMEOUT');
    t.true(Date.now() - started < 6000);
    await clean(t);
  });

  test.serial(`${name}: a double-forked daemon dies with the run`, async (t) => {
    const source =
      '#include <unistd.h>\n#include <stdio.h>\nint main(void) { if (fork() == 0) { setsid(); if (fork() == 0) { for (;;) sleep(1); } return 0; } puts("blocked"); return 0; }\n';
    const r = await verdictOf('c', source);
    t.is(r.verdict, 'ACCEPTED');
    await clean(t);
  });

  test.serial(`${name}: unshare, mount, ptrace and keyctl attempts are refused`, async (t) => {
    const source = `import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
bad = []
if libc.unshare(0x10000000) == 0: bad.append("unshare user")
if libc.unshare(0x00020000) == 0: bad.append("unshare mount")
if libc.mount(b"none", b"/tmp", b"tmpfs", 0, None) == 0: bad.append("mount")
if libc.ptrace(16, 1, 0, 0) == 0: bad.append("ptrace")
if libc.syscall(250, 0, 0, 0, 0, 0) >= 0: bad.append("keyctl")
print("\\n".join(bad) if bad else "blocked")
`;
    const r = await verdictOf('python3', source);
    t.is(r.verdict, 'ACCEPTED', r.stdout + r.stderr);
    await clean(t);
  });

  test.serial(`${name}: a huge compiler output is cut: COMPILE_ERROR`, async (t) => {
    const source = `int main(void) {\n${'  int x = ;\n'.repeat(20000)}}\n`;
    const r = await grade(
      judge,
      gradeJob('c', source, [{ name: 'x', input: '', expected: { kind: 'text', text: '' } }]),
    );
    t.is(r.status, 'COMPILE_ERROR');
    t.true(r.compile.output.length <= 70 * 1024, String(r.compile.output.length));
    await clean(t);
  });

  test.serial(`${name}: a compile that never ends is stopped: COMPILE_ERROR`, async (t) => {
    const started = Date.now();
    const r = await grade(
      judge,
      gradeJob('c', '#include </dev/zero>\nint main(void) { return 0; }\n', [
        { name: 'x', input: '', expected: { kind: 'text', text: '' } },
      ]),
    );
    t.is(r.status, 'COMPILE_ERROR');
    t.true(Date.now() - started < 65_000);
    await clean(t);
  });
}

// Judges close in one hook (hooks run concurrently), and then no container may be left.
test.after.always('the judges close and no container is left on the Docker engine', async (t) => {
  await Promise.all(judges.map(({ judge }) => judge.close()));
  t.deepEqual(await leftoverContainers(), []);
});
