import test from 'ava';
import { largeTile } from './large-tile.ts';
import type { TileInfo } from './remote-tile.tsx';

const tile = (key: string, objectId: number | null, extra: Partial<TileInfo> = {}): TileInfo => ({
  key,
  objectId,
  name: key,
  stream: null,
  me: key === 'me',
  hand: false,
  muted: false,
  spotlit: false,
  talking: false,
  ...extra,
});
const hosts = new Set([10]);
const isHost = (id: number) => hosts.has(id);

test('the spotlight comes first, then the last speaker, then a host, then oneself', (t) => {
  const me = tile('me', 1);
  const host = tile('501', 10);
  const learner = tile('502', 2);
  t.deepEqual(largeTile([me, host, learner], '502', isHost), { tile: learner, reason: 'speaking' });
  const spot = { ...host, spotlit: true };
  t.deepEqual(largeTile([me, spot, learner], '502', isHost), { tile: spot, reason: 'spotlight' });
  t.deepEqual(largeTile([me, host, learner], null, isHost), { tile: host, reason: 'host' });
  t.deepEqual(largeTile([me, learner], null, isHost), { tile: me, reason: 'me' });
  t.is(largeTile([], null, isHost), null);
});

test('oneself as the last speaker; a speaker who left the room gives way to a host', (t) => {
  const me = tile('me', 1);
  const host = tile('501', 10);
  t.deepEqual(largeTile([me, host], 'me', isHost), { tile: me, reason: 'speaking' });
  t.deepEqual(largeTile([me, host], '999', isHost), { tile: host, reason: 'host' });
  // A tile the class's list does not name yet cannot be a host.
  t.is(largeTile([me, tile('503', null)], null, isHost)?.reason, 'me');
});

test('a shared screen is shown large before whoever speaks, but after the spotlight', (t) => {
  const me = tile('me', 1);
  const learner = tile('502', 2);
  const screen = tile('503', 10, { screen: true });
  t.deepEqual(largeTile([me, learner, screen], '502', isHost), { tile: screen, reason: 'screen' });
  const spot = { ...learner, spotlit: true };
  t.deepEqual(largeTile([me, spot, screen], '502', isHost), { tile: spot, reason: 'spotlight' });
});
