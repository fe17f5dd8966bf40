import test from 'ava';
import { createServer } from 'node:net';
import { basePorts, candidatePorts, isPortFree, pickPort } from './ports.ts';

test('dev and test candidates never overlap, for every service', (t) => {
  for (const service of Object.keys(basePorts) as (keyof typeof basePorts)[]) {
    const dev = new Set(candidatePorts(service, 'dev'));
    const overlap = candidatePorts(service, 'test').filter((p) => dev.has(p));
    t.deepEqual(overlap, [], service);
  }
});

test('the cluster profile overlaps neither dev, test nor the benchmarks (offset 2)', (t) => {
  for (const service of Object.keys(basePorts) as (keyof typeof basePorts)[]) {
    const others = new Set([
      ...candidatePorts(service, 'dev'),
      ...candidatePorts(service, 'test'),
      ...candidatePorts(service, 'dev').map((p) => p + 2),
    ]);
    t.deepEqual(
      candidatePorts(service, 'cluster').filter((p) => others.has(p)),
      [],
      service,
    );
  }
});

test('candidates start at the base port plus the profile offset and step by 10', (t) => {
  t.deepEqual(candidatePorts('postgres', 'dev', 3), [15432, 15442, 15452]);
  t.deepEqual(candidatePorts('redis', 'test', 2), [16380, 16390]);
});

test('pickPort takes the first free candidate', async (t) => {
  const busy = new Set([1, 2]);
  t.is(await pickPort([1, 2, 3, 4], async (p) => !busy.has(p)), 3);
});

test('pickPort names the ports it tried when all are busy', async (t) => {
  const err = await t.throwsAsync(pickPort([5, 6], async () => false));
  t.regex(err.message, /5, 6/);
});

test('isPortFree sees a listening server', async (t) => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  t.false(await isPortFree(port));
  await new Promise((resolve) => server.close(resolve));
  t.true(await isPortFree(port));
});
