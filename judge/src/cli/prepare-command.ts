/**
 * `prepare [--force] [--docker-image]`: builds the judge root filesystem when missing or outdated
 * (idempotent); with `--docker-image`, also imports it into the Docker engine at `DOCKER_HOST`
 * (the docker driver's image, otherwise imported by the first docker worker).
 */
import Docker from 'dockerode';
import { parse } from './args.ts';
import { prepareRootfs } from '../rootfs/prepare.ts';
import { streamProgress } from '../rootfs/progress.ts';
import { ensureJudgeImage } from '../sandbox/docker-image.ts';

/** Prepares the root filesystem, and its Docker image when asked. */
export async function prepareCommand(args: string[]): Promise<number> {
  const { values } = parse(args, { force: { type: 'boolean' }, 'docker-image': { type: 'boolean' } });
  const stamp = await prepareRootfs({ force: values.force, progress: streamProgress() });
  const n = Object.keys(stamp.versions).length;
  process.stderr.write(`[judge] root filesystem ready: ${n} languages (built ${stamp.builtAt})\n`);
  if (values['docker-image']) {
    const docker = new Docker();
    await docker.ping().catch((err: Error) => {
      throw new Error(
        `no Docker engine reachable at ${process.env.DOCKER_HOST ?? '/var/run/docker.sock'}: ${err.message}`,
      );
    });
    const image = await ensureJudgeImage(docker);
    process.stderr.write(`[judge] Docker image ready: ${image}\n`);
  }
  return 0;
}
