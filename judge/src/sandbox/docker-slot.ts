/**
 * One pooled container per docker-driver slot, kept running between runs (Docker's init, which
 * reaps orphans, and its `sleep infinity`, as nobody): `--network none`, read-only root, no
 * capabilities, no-new-privileges, the judge's seccomp filter, private IPC, a tmpfs /tmp and
 * the slot's host folder as /box.
 * The worker reaches the container's cgroup and files from the host (the engine runs on this
 * machine): limits and counters through the cgroup files, clean-up through the cgroup's process
 * list and `/proc/<init>/root`, so none of it costs a `docker exec`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Docker from 'dockerode';
import { CgroupSlot, processAlive, type CgroupLayout } from './cgroups.ts';
import { dockerSeccompProfile } from './docker-seccomp.ts';
import { SandboxInfraError } from './types.ts';

/** Label naming the worker (host and pid) that owns a judge container. */
export const OWNER_LABEL = 'seodang.judge.owner';
/** This worker process's owner label value. */
export const ownerId = `${os.hostname()}:${process.pid}`;

const MIB = 1 << 20;
/** The container's /tmp: the largest any run asks for (compile steps); a run's files count against its memory limit. */
const TMP_SIZE = 512 * MIB;

/** Host folder bound at /box in a slot's container. */
export function slotDirRoot(): string {
  return path.join(os.tmpdir(), 'seodang-judge-docker');
}

/** A live pooled container with handles on its cgroup and init process. */
export interface SlotContainer {
  container: Docker.Container;
  id: string;
  /** Host pid of the container's init (Docker's tini, which reaps every orphan of a run). */
  initPid: number;
  /** Host pids of the processes that stay between runs: the init and its `sleep infinity`. */
  residents: number[];
  cgroup: CgroupSlot;
}

/**
 * Creates and starts a slot's container. `cgroupParent` '/' (engines on cgroupfs) puts its cgroup
 * at the top of the hierarchy, where for CPU it weighs as one process, like a bwrap run; under
 * the engine's shared `/docker` group every container together would weigh as one process.
 */
export async function startSlotContainer(
  docker: Docker,
  image: string,
  dir: string,
  cgroupParent?: string,
): Promise<SlotContainer> {
  // Docker's init (tini) as pid 1: orphans of a run are reparented to it and reaped at once;
  // under a plain `sleep` they would stay zombies, holding pids of the container's limit.
  const container = await docker.createContainer({
    Image: image,
    Cmd: ['/bin/sleep', 'infinity'],
    User: '65534:65534',
    Env: [],
    WorkingDir: '/box',
    Hostname: 'judge',
    NetworkDisabled: true,
    StopSignal: 'SIGKILL',
    Labels: { [OWNER_LABEL]: ownerId },
    HostConfig: {
      Init: true,
      ...(cgroupParent ? { CgroupParent: cgroupParent } : {}),
      NetworkMode: 'none',
      IpcMode: 'private',
      ReadonlyRootfs: true,
      CapDrop: ['ALL'],
      SecurityOpt: ['no-new-privileges', `seccomp=${JSON.stringify(dockerSeccompProfile())}`],
      Tmpfs: { '/tmp': `rw,nosuid,nodev,size=${TMP_SIZE},mode=1777` },
      ShmSize: 64 * MIB,
      Binds: [`${dir}:/box:rw`],
      Memory: 1024 * MIB,
      MemorySwap: 1024 * MIB,
      PidsLimit: 256,
      LogConfig: { Type: 'none', Config: {} },
      // SysV IPC of the container's own namespace: shared memory goes with its last user, and
      // no message queue or semaphore set can be made, so nothing of a run waits for the next.
      Sysctls: { 'kernel.shm_rmid_forced': '1', 'kernel.msgmni': '0', 'kernel.sem': '250 32000 32 0' },
    },
  });
  try {
    await container.start();
    const info = await container.inspect();
    const initPid = info.State.Pid;
    if (!initPid) throw new SandboxInfraError(`container ${info.Id.slice(0, 12)} did not start`);
    return {
      container,
      id: info.Id,
      initPid,
      residents: [initPid, await initChild(initPid)],
      cgroup: containerCgroup(initPid, info.Id),
    };
  } catch (err) {
    await container.remove({ force: true }).catch(() => {});
    throw err;
  }
}

/**
 * The container's cgroup as a {@link CgroupSlot}, found from its init's `/proc/<pid>/cgroup`
 * (v1: memory, cpuacct and pids hierarchies; v2: the unified one).
 */
export function containerCgroup(initPid: number, id: string): CgroupSlot {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${initPid}/cgroup`, 'utf8');
  } catch {
    throw new SandboxInfraError(
      "the Docker engine must run on this machine: the docker driver reads its containers' cgroups and processes",
    );
  }
  const unified = fs.existsSync('/sys/fs/cgroup/unified/cgroup.procs')
    ? '/sys/fs/cgroup/unified'
    : '/sys/fs/cgroup';
  const { layout, name } = containerCgroupLayout(text, id, unified);
  return new CgroupSlot(layout, name);
}

/** Reads a `/proc/<pid>/cgroup` text: the layout and name of the container's cgroup. */
export function containerCgroupLayout(
  procCgroup: string,
  id: string,
  unifiedMount = '/sys/fs/cgroup',
): { layout: CgroupLayout; name: string } {
  const lines = procCgroup
    .trim()
    .split('\n')
    .map((l) => l.split(':'));
  const relative = (controller: string): string | undefined =>
    lines
      .find(([, ctrls]) => (controller === '' ? ctrls === '' : ctrls.split(',').includes(controller)))
      ?.slice(2)
      .join(':');
  const v1 = ['memory', 'cpuacct', 'pids'].map((c) => [c, relative(c)] as const);
  let layout: CgroupLayout;
  let name: string;
  if (v1.every(([, rel]) => rel)) {
    name = path.basename(v1[0][1]!);
    layout = {
      version: 'v1',
      parents: Object.fromEntries(
        v1.map(([c, rel]) => [c, path.resolve('/sys/fs/cgroup', c, `.${path.dirname(rel!)}`)]),
      ),
    };
  } else {
    const rel = relative('');
    if (!rel) throw new SandboxInfraError(`cannot find the cgroup of container ${id.slice(0, 12)}`);
    name = path.basename(rel);
    layout = { version: 'v2', parents: { unified: path.resolve(unifiedMount, `.${path.dirname(rel)}`) } };
  }
  if (!name.includes(id.slice(0, 12)))
    throw new SandboxInfraError(`container ${id.slice(0, 12)} is in an unexpected cgroup (${name})`);
  return { layout, name };
}

/** The host pid of the init's child (`sleep infinity`), once the init has started it. */
async function initChild(initPid: number): Promise<number> {
  for (let i = 0; i < 200; i++) {
    try {
      const child = Number.parseInt(fs.readFileSync(`/proc/${initPid}/task/${initPid}/children`, 'utf8'), 10);
      if (child > 0) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new SandboxInfraError('the container init did not start its child');
}

/** Whether the container's init still runs (a container killed from outside is replaced). */
export function slotAlive(slot: SlotContainer): boolean {
  if (!processAlive(slot.initPid)) return false;
  try {
    return fs.readFileSync(`/proc/${slot.initPid}/cgroup`, 'utf8').includes(slot.id.slice(0, 12));
  } catch {
    return false;
  }
}

/** Kills every process of the container but its init, until none is left (or reports failure). */
export async function killRunProcesses(slot: SlotContainer): Promise<void> {
  for (let i = 0; i < 100; i++) {
    slot.cgroup.killAllExcept(slot.residents);
    if (slot.cgroup.pids().every((p) => slot.residents.includes(p))) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new SandboxInfraError(`processes left in container ${slot.id.slice(0, 12)} after the run`);
}

/** Empties the container's /tmp and /dev/shm from the host (SysV IPC cannot outlive a run: see the sysctls). */
export function wipeContainerScratch(slot: SlotContainer): void {
  for (const dir of ['tmp', 'dev/shm']) {
    const root = `/proc/${slot.initPid}/root/${dir}`;
    let entries: string[];
    try {
      entries = fs.readdirSync(root);
    } catch {
      throw new SandboxInfraError(`cannot clean /${dir} of container ${slot.id.slice(0, 12)}`);
    }
    // rmSync never follows symbolic links, and no process of the run is left to swap one in.
    for (const e of entries) fs.rmSync(path.join(root, e), { recursive: true, force: true });
  }
}

/** Judge containers on the engine, optionally only those of one owner. */
export async function judgeContainers(
  docker: Docker,
  owner?: string,
): Promise<Array<{ Id: string; Labels: Record<string, string> }>> {
  const label = owner ? `${OWNER_LABEL}=${owner}` : OWNER_LABEL;
  return docker.listContainers({ all: true, filters: JSON.stringify({ label: [label] }) });
}

/** Removes containers of judge workers on this host that are gone (they crashed or were killed). */
export async function sweepStaleContainers(docker: Docker): Promise<number> {
  let removed = 0;
  for (const c of await judgeContainers(docker)) {
    const [host, pid] = (c.Labels[OWNER_LABEL] ?? '').split(':');
    if (host !== os.hostname() || processAlive(Number(pid))) continue;
    await docker
      .getContainer(c.Id)
      .remove({ force: true })
      .catch(() => {});
    removed++;
  }
  return removed;
}

/** Removes slot folders of worker processes that are gone (named `<pid>-<n>`). */
export function sweepStaleSlotDirs(): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(slotDirRoot());
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = Number(/^(\d+)-/.exec(entry)?.[1]);
    if (pid && !processAlive(pid))
      fs.rmSync(path.join(slotDirRoot(), entry), { recursive: true, force: true });
  }
}
