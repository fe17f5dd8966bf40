import test from 'ava';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CgroupSlot, detectCgroups } from './cgroups.ts';

/** A fake cgroup v2 hierarchy: the files the kernel would provide, as plain files. */
function fakeV2(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cg2-'));
  fs.writeFileSync(path.join(root, 'cgroup.controllers'), 'cpuset cpu io memory hugetlb pids rdma misc\n');
  fs.writeFileSync(path.join(root, 'cgroup.subtree_control'), '');
  return root;
}

test('cgroup v2 is detected and limits/counters use the v2 files', (t) => {
  const root = fakeV2();
  const parent = path.join(root, 'judge-test');
  fs.mkdirSync(parent);
  fs.writeFileSync(path.join(parent, 'cgroup.controllers'), 'cpu memory pids\n');
  fs.writeFileSync(path.join(parent, 'cgroup.subtree_control'), '');
  const layout = detectCgroups(root, 'judge-test');
  t.is(layout.version, 'v2');
  t.is(fs.readFileSync(path.join(root, 'cgroup.subtree_control'), 'utf8'), '+memory +pids +cpu');
  const slot = new CgroupSlot(layout, 'slot-0');
  const dir = path.join(parent, 'slot-0');
  fs.writeFileSync(path.join(dir, 'cpu.stat'), 'usage_usec 1500\nuser_usec 1000\n');
  fs.writeFileSync(path.join(dir, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n');
  fs.writeFileSync(path.join(dir, 'memory.peak'), '1048576\n');
  fs.writeFileSync(path.join(dir, 'cgroup.procs'), '');
  slot.apply({ memoryBytes: 256 << 20, pids: 64 });
  t.is(fs.readFileSync(path.join(dir, 'memory.max'), 'utf8'), String(256 << 20));
  t.is(fs.readFileSync(path.join(dir, 'pids.max'), 'utf8'), '64');
  fs.writeFileSync(path.join(dir, 'memory.peak'), '1048576\n');
  t.deepEqual(slot.counters(), { cpuUs: 1500, oomKills: 1, memoryPeakBytes: 1048576 });
  t.deepEqual(slot.pids(), []);
  fs.rmSync(root, { recursive: true });
});

test('cgroup v1 is used when the unified hierarchy has no memory controller (this machine: hybrid)', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cg1-'));
  fs.mkdirSync(path.join(root, 'unified'));
  fs.writeFileSync(path.join(root, 'unified', 'cgroup.controllers'), 'hugetlb\n');
  for (const c of ['memory', 'cpuacct', 'pids']) {
    fs.mkdirSync(path.join(root, c));
    fs.writeFileSync(path.join(root, c, 'cgroup.procs'), '');
  }
  const layout = detectCgroups(root, 'judge-test');
  t.is(layout.version, 'v1');
  t.deepEqual(Object.keys(layout.parents).sort(), ['cpuacct', 'memory', 'pids']);
  fs.rmSync(root, { recursive: true });
});

test('no usable hierarchy is an explicit error', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cg0-'));
  t.throws(() => detectCgroups(root, 'x'), { message: /no usable cgroup hierarchy/ });
  fs.rmSync(root, { recursive: true });
});
