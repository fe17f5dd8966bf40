import test from 'ava';
import { shielded, type FaultHandler } from './fault-boundary.ts';

function recorder() {
  const faults: { message: string; where: string }[] = [];
  const fault: FaultHandler = (error, where) => faults.push({ message: (error as Error).message, where });
  return { faults, fault };
}

test('a throwing listener is recorded and recovered, never rethrown', (t) => {
  const { faults, fault } = recorder();
  const recovered: unknown[] = [];
  const listener = shielded(
    'socket message',
    fault,
    (n: number) => {
      throw new Error(`bad ${n}`);
    },
    (_error, n) => recovered.push(n),
  );
  t.notThrows(() => listener(7));
  t.deepEqual(faults, [{ message: 'bad 7', where: 'socket message' }]);
  t.deepEqual(recovered, [7]);
});

test('a rejected promise is recorded and recovered', async (t) => {
  const { faults, fault } = recorder();
  let recovered = false;
  const listener = shielded(
    'upgrade',
    fault,
    async () => {
      await Promise.resolve();
      throw new Error('later');
    },
    () => {
      recovered = true;
    },
  );
  listener();
  await new Promise((r) => setImmediate(r));
  t.deepEqual(faults, [{ message: 'later', where: 'upgrade' }]);
  t.true(recovered);
});

test('a failing recovery is recorded too, and a good listener runs untouched', (t) => {
  const { faults, fault } = recorder();
  const listener = shielded(
    'close',
    fault,
    () => {
      throw new Error('first');
    },
    () => {
      throw new Error('second');
    },
  );
  t.notThrows(() => listener());
  t.deepEqual(
    faults.map((f) => f.where),
    ['close', 'close (recovery)'],
  );
  let ran = 0;
  shielded('fine', fault, () => ran++)();
  t.is(ran, 1);
  t.is(faults.length, 2);
});
