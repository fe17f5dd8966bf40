import test from 'ava';
import type { Knex } from 'knex';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from '@seodang/sdk/testing';
import { createKnex } from '../db/knex.ts';
import { migrateFolder } from '../db/migration-source.ts';
import { ChannelServices } from './channel-services.ts';

const known = () =>
  new Map([
    ['LECTURE', 'lectures'],
    ['RECRUITMENT', 'recruitment'],
  ]);

let db: Knex;
let drop: () => Promise<void>;

test.before(async () => {
  const database = await createTestDatabase('channel_services');
  drop = database.drop;
  db = createKnex(database.url);
  await migrateFolder(db, new URL('../migrations/', import.meta.url), 'knex_migrations_core');
});

test.after.always(async () => {
  await db?.destroy();
  await drop?.();
});

/** A new channel whose switches only the calling test reads. */
async function newChannel(slug: string): Promise<number> {
  const [row] = await db('channels').insert({ slug, name: slug }).returning('id');
  return (row as { id: number }).id;
}

/** Counts the reads of this channel's switches from now on. */
function countReads(channelId: number): { readonly count: number; stop(): void } {
  let count = 0;
  const listener = (query: { sql: string; bindings?: unknown[] }) => {
    if (
      query.sql.includes('channel_services') &&
      query.sql.startsWith('select') &&
      query.bindings?.[0] === channelId
    )
      count++;
  };
  db.on('query', listener);
  return {
    get count() {
      return count;
    },
    stop: () => db.off('query', listener),
  };
}

test('50 concurrent requests that find the switches expired share one read', async (t) => {
  const channelId = await newChannel('expiry');
  await db('channel_services').insert({ channel_id: channelId, service: 'RECRUITMENT', enabled: false });
  const services = new ChannelServices(db, known, 1);
  await services.states(channelId);
  await sleep(5); // well past the 1 ms time-to-live
  const reads = countReads(channelId);
  const all = await Promise.all(Array.from({ length: 50 }, () => services.states(channelId)));
  reads.stop();
  t.is(reads.count, 1);
  for (const states of all) t.deepEqual(Object.fromEntries(states), { LECTURE: true, RECRUITMENT: false });
});

test('a switch is seen by the next read, which is then cached', async (t) => {
  const channelId = await newChannel('switch');
  const services = new ChannelServices(db, known, 60_000);
  t.true(await services.isEnabled(channelId, 'LECTURE'), 'on without a row');
  t.true(await services.set(db, channelId, 'LECTURE', false), 'the previous state');
  t.false(await services.isEnabled(channelId, 'LECTURE'));
  const reads = countReads(channelId);
  await Promise.all(Array.from({ length: 10 }, () => services.isEnabled(channelId, 'LECTURE')));
  reads.stop();
  t.is(reads.count, 0, 'cached after the switch');
});
