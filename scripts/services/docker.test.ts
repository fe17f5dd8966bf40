import test from 'ava';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDir } from '../lib/paths.ts';
import { commandLine } from '../lib/pid-files.ts';
import { dockerdArgs, dockerInstalled, dockerLayout, pingDocker, startDocker } from './docker.ts';

test('the engine keeps its files under its home, with a short socket path', (t) => {
  const short = dockerLayout('test', '/srv/seodang/.data/docker/test');
  t.is(short.socket, '/srv/seodang/.data/docker/test/run/docker.sock');
  t.is(short.dataRoot, '/srv/seodang/.data/docker/test/data');
  const long = dockerLayout('test', `/srv/${'x'.repeat(90)}/.data/docker/test`);
  t.regex(long.execRoot, /^\/run\/seodang-docker-[0-9a-f]{12}$/);
  t.true(`${long.execRoot}/containerd/containerd.sock.ttrpc`.length <= 108);
  const args = dockerdArgs(short).join(' ');
  t.regex(args, /--config-file \/srv\/seodang\/\.data\/docker\/test\/daemon\.json/);
  t.regex(args, /--bridge=none/);
  t.regex(args, /--iptables=false/);
  t.regex(args, /native\.cgroupdriver=cgroupfs/);
});

/** The test profile's engine pid file (a private engine must leave it, and that engine, alone). */
function profilePidFile(): string {
  try {
    return readFileSync(join(dataDir('test'), 'run', 'docker.pid'), 'utf8');
  } catch {
    return '';
  }
}

/** Live processes whose command line mentions `text`. */
function processesMentioning(text: string): string[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map((p) => commandLine(Number(p)))
    .filter((c) => c.includes(text));
}

if (!dockerInstalled()) {
  console.warn(
    '\n*** managed Docker engine test SKIPPED: dockerd not installed (Debian package docker.io) ***\n',
  );
  test.skip('a managed engine starts and stops with its containerd — SKIPPED: dockerd not installed', () => {});
} else {
  test('a managed engine starts, answers on its socket, and stops with its containerd', async (t) => {
    const home = mkdtempSync(join(tmpdir(), 'seodang-docker-test-'));
    const profileEngine = profilePidFile();
    try {
      const engine = await startDocker('test', home);
      const socket = engine.host.replace('unix://', '');
      t.true(await pingDocker(socket));
      t.true(
        processesMentioning(home).some((c) => c.startsWith('containerd ')),
        'its own containerd runs under its home',
      );
      await engine.process.stop();
      t.false(await pingDocker(socket));
      t.deepEqual(processesMentioning(home), [], 'no dockerd, containerd or shim left');
      t.is(profilePidFile(), profileEngine, "the profile's own engine is untouched");
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
}
