/**
 * The docker driver's container pool: runs reuse the slot's container (none is started per
 * run), nothing of a run stays in it, a container killed from outside is replaced, and closing
 * the driver removes every container. Skipped loudly when no Docker engine is reachable.
 */
import test from 'ava';
import fs from 'node:fs';
import path from 'node:path';
import Docker from 'dockerode';
import { DockerDriver } from '../src/sandbox/docker-driver.ts';
import { testRunLimits } from '../src/grading/limits.ts';
import { Limits } from '../src/protocol.ts';
import { workRoot } from '../src/paths.ts';
import { leftoverContainers, requireRootfs, sandboxProcesses } from './helpers.ts';

requireRootfs();

const driver = new DockerDriver({ slots: 1 });
const status = await driver.status();
const workDir = path.join(workRoot(), 'docker-pool');

/** Runs a shell command in the sandbox and returns its stdout. */
async function sh(script: string): Promise<string> {
  fs.mkdirSync(workDir, { recursive: true });
  const r = await driver.run({
    argv: ['/bin/sh', '-c', script],
    env: { PATH: '/usr/bin:/bin' },
    limits: testRunLimits(Limits.parse({})),
    workDir,
    workDirWritable: false,
  });
  return r.stdout.toString();
}

if (!status.available) {
  console.warn(`\n*** docker driver pool tests SKIPPED: ${status.reason} ***\n`);
  test.skip(`docker pool — SKIPPED: ${status.reason}`, () => {});
} else {
  test.after.always(async () => {
    await driver.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test.serial('runs reuse the pooled container: no container is started per run', async (t) => {
    const started = driver.containersStarted;
    const [box] = driver.containers();
    for (let i = 0; i < 3; i++) t.is(await sh('echo ok'), 'ok\n');
    t.is(driver.containersStarted, started);
    t.is(driver.containers()[0].id, box.id);
  });

  test.serial('nothing of a run stays in the container: processes, /tmp, /dev/shm', async (t) => {
    await sh('(setsid sleep 60 &); echo secret > /tmp/left; echo x > /dev/shm/left; echo done');
    const [box] = driver.containers();
    t.deepEqual(
      box.cgroup.pids().sort(),
      [...box.residents].sort(),
      'only the container init and its sleep remain',
    );
    t.deepEqual(sandboxProcesses(), []);
    t.is(await sh('ls -A /tmp /dev/shm /box'), '/box:\n\n/dev/shm:\n\n/tmp:\n');
  });

  test.serial(
    'what a writable run leaves in /box comes back as files and verbatim links, without pipes',
    async (t) => {
      const dir = path.join(workRoot(), 'docker-pool-writable');
      fs.mkdirSync(dir, { recursive: true });
      try {
        const r = await driver.run({
          argv: ['/bin/sh', '-c', 'echo x > out; ln -s out rel; mkfifo pipe; echo ok'],
          env: { PATH: '/usr/bin:/bin' },
          limits: testRunLimits(Limits.parse({})),
          workDir: dir,
          workDirWritable: true,
        });
        t.is(r.stdout.toString(), 'ok\n');
        t.deepEqual(fs.readdirSync(dir).sort(), ['out', 'rel']);
        t.is(fs.readlinkSync(path.join(dir, 'rel')), 'out');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  test.serial('a container killed from outside is replaced before the next run', async (t) => {
    const [old] = driver.containers();
    await new Docker().getContainer(old.id).kill();
    const started = driver.containersStarted;
    t.is(await sh('echo back'), 'back\n');
    t.is(driver.containersStarted, started + 1);
    const [box] = driver.containers();
    t.not(box.id, old.id);
    t.deepEqual(await leftoverContainers(), [box.id.slice(0, 12)], 'the dead container was removed');
  });

  test.serial('closing the driver removes its containers', async (t) => {
    await driver.close();
    t.deepEqual(await leftoverContainers(), []);
  });
}
