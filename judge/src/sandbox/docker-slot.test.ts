import test from 'ava';
import { containerCgroupLayout } from './docker-slot.ts';

const id = 'b3bf0fe252ae9e191f144a54b9f028a7579248f03f406447ba828c8684554561';

test('a container cgroup on v1 (hybrid): memory, cpuacct and pids hierarchies', (t) => {
  const text = [
    `9:name=systemd:/${id}`,
    `8:pids:/${id}`,
    `4:memory:/${id}`,
    `2:cpuacct:/${id}`,
    `1:cpu:/${id}`,
    `0::/${id}`,
  ].join('\n');
  t.deepEqual(containerCgroupLayout(text, id), {
    name: id,
    layout: {
      version: 'v1',
      parents: {
        memory: '/sys/fs/cgroup/memory',
        cpuacct: '/sys/fs/cgroup/cpuacct',
        pids: '/sys/fs/cgroup/pids',
      },
    },
  });
  t.deepEqual(
    containerCgroupLayout(`4:memory:/docker/${id}\n3:cpu,cpuacct:/docker/${id}\n2:pids:/docker/${id}`, id)
      .layout.parents,
    // Debian links /sys/fs/cgroup/cpuacct to a combined cpu,cpuacct mount.
    {
      memory: '/sys/fs/cgroup/memory/docker',
      cpuacct: '/sys/fs/cgroup/cpuacct/docker',
      pids: '/sys/fs/cgroup/pids/docker',
    },
  );
});

test('a container cgroup on v2: the unified hierarchy', (t) => {
  t.deepEqual(containerCgroupLayout(`0::/${id}\n`, id), {
    name: id,
    layout: { version: 'v2', parents: { unified: '/sys/fs/cgroup' } },
  });
  t.deepEqual(containerCgroupLayout(`0::/system.slice/docker-${id}.scope\n`, id), {
    name: `docker-${id}.scope`,
    layout: { version: 'v2', parents: { unified: '/sys/fs/cgroup/system.slice' } },
  });
});

test('a process outside the container is refused', (t) => {
  t.throws(() => containerCgroupLayout('0::/user.slice/session-1.scope\n', id), {
    message: /unexpected cgroup/,
  });
});
