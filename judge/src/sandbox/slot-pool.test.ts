import test from 'ava';
import { SlotPool } from './slot-pool.ts';

test('slots are handed out one at a time and waiters are served in order', async (t) => {
  const pool = new SlotPool(['a']);
  const first = await pool.acquire();
  const order: string[] = [];
  const w1 = pool.acquire().then((s) => {
    order.push(`w1:${s}`);
    pool.release(s);
  });
  const w2 = pool.acquire().then((s) => {
    order.push(`w2:${s}`);
    pool.release(s);
  });
  pool.release(first);
  await Promise.all([w1, w2]);
  t.deepEqual(order, ['w1:a', 'w2:a']);
});

test('a retired slot is never handed out again', async (t) => {
  const pool = new SlotPool(['a']);
  pool.retire(await pool.acquire());
  t.is(pool.size, 0);
  await t.throwsAsync(pool.acquire(), { message: /no sandbox slot/ });
});
