/**
 * The judge root filesystem as a Docker image: imported once per root filesystem version (its
 * package list and set-up hashes name the tag), with progress on stderr; images of older
 * versions are removed. Several worker processes starting at once import it only once (a lock
 * file; the others wait for the image to appear).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import type Docker from 'dockerode';
import { processAlive } from './cgroups.ts';
import { SandboxInfraError } from './types.ts';
import { readStamp } from '../languages/versions.ts';
import { dataDir, rootfsDir } from '../paths.ts';

/** Repository of the judge images. */
export const IMAGE_REPO = 'seodang-judge-rootfs';

/** The image name of the current root filesystem (`repo:tag`). */
export function judgeImageName(rootfs = rootfsDir()): string {
  const stamp = readStamp(rootfs);
  if (!stamp) throw new SandboxInfraError('judge root filesystem missing (run: npx seodang-judge prepare)');
  // Harnesses are part of the image: a changed harness is imported again (docker driver only).
  const harnesses = (stamp as { harnessHash?: string }).harnessHash;
  return `${IMAGE_REPO}:${stamp.packagesHash.slice(0, 12)}-${stamp.setupHash.slice(0, 12)}${harnesses ? `-${harnesses.slice(0, 12)}` : ''}`;
}

async function hasImage(docker: Docker, name: string): Promise<boolean> {
  try {
    await docker.getImage(name).inspect();
    return true;
  } catch {
    return false;
  }
}

/** Takes the import lock, or returns false when a live process holds it. */
function tryLock(file: string): boolean {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    if (holder > 0 && processAlive(holder)) return false;
    fs.rmSync(file, { force: true }); // its holder died mid-import
    return tryLock(file);
  }
}

function totalBytes(rootfs: string): number {
  const du = spawnSync('du', ['-sb', rootfs], { encoding: 'utf8' });
  return Number.parseInt(du.stdout, 10) || 0;
}

const GB = 1e9;

/** Makes sure the engine has the current image (importing it when missing) and returns its name. */
export async function ensureJudgeImage(
  docker: Docker,
  rootfs = rootfsDir(),
  log: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Promise<string> {
  const name = judgeImageName(rootfs);
  if (await hasImage(docker, name)) return name;
  fs.mkdirSync(dataDir(), { recursive: true });
  const lock = path.join(dataDir(), 'judge-docker-import.lock');
  while (!tryLock(lock)) {
    await new Promise((r) => setTimeout(r, 1000));
    if (await hasImage(docker, name)) return name;
  }
  try {
    if (await hasImage(docker, name)) return name;
    await importRootfs(docker, rootfs, name, log);
    await removeOlderImages(docker, name);
    return name;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

async function importRootfs(
  docker: Docker,
  rootfs: string,
  name: string,
  log: (line: string) => void,
): Promise<void> {
  const total = totalBytes(rootfs);
  const started = performance.now();
  log(
    `[judge] Docker: importing the judge root filesystem as ${name} (${(total / GB).toFixed(1)} GB, once per root filesystem version)`,
  );
  const tar = spawn('tar', ['-C', rootfs, '--numeric-owner', '-c', '.'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tarError = '';
  tar.stderr.on('data', (c: Buffer) => {
    tarError += c.toString();
  });
  let sent = 0;
  const counted = new PassThrough();
  counted.on('data', (c: Buffer) => {
    sent += c.length;
  });
  tar.stdout.pipe(counted);
  const ticker = setInterval(() => {
    const share = total ? ` (${Math.min(99, Math.floor((sent / total) * 100))} %)` : '';
    log(`[judge] Docker: importing… ${(sent / GB).toFixed(1)} of ${(total / GB).toFixed(1)} GB${share}`);
  }, 5000);
  try {
    const [repo, tag] = name.split(':');
    const progress = await docker.importImage(counted, { repo, tag });
    await new Promise<void>((resolve, reject) =>
      docker.modem.followProgress(progress, (err) => (err ? reject(err) : resolve())),
    );
  } catch (err) {
    throw new SandboxInfraError(
      `importing the judge root filesystem into Docker failed: ${(err as Error).message} ${tarError.slice(0, 300)}`,
    );
  } finally {
    clearInterval(ticker);
  }
  if (!(await hasImage(docker, name)))
    throw new SandboxInfraError(`Docker did not keep the imported image ${name} ${tarError.slice(0, 300)}`);
  log(`[judge] Docker: image ${name} imported in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Images of earlier root filesystem versions: removed when no container uses them. */
async function removeOlderImages(docker: Docker, keep: string): Promise<void> {
  const images = await docker.listImages({ filters: JSON.stringify({ reference: [IMAGE_REPO] }) });
  for (const image of images) {
    if ((image.RepoTags ?? []).includes(keep)) continue;
    await docker
      .getImage(image.Id)
      .remove({ force: false })
      .catch(() => {
        /* still in use by a running worker */
      });
  }
}
