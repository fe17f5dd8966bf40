import test from 'ava';
import { actionsFor, usageText } from './index.ts';

test('each join state offers its own actions; the main manager cannot be removed', (t) => {
  const m = { isActive: true, isMainManager: false };
  t.deepEqual(actionsFor({ ...m, state: 'requesting' }), ['accept', 'refuse']);
  t.deepEqual(actionsFor({ ...m, state: 'invitedFromLecture' }), ['reinvite', 'cancelInvitation']);
  t.deepEqual(actionsFor({ ...m, state: 'joined' }), ['deactivate', 'remove']);
  t.deepEqual(actionsFor({ ...m, state: 'joined', isActive: false }), ['activate', 'remove']);
  t.deepEqual(actionsFor({ ...m, state: 'joined', isMainManager: true }), []);
});

test('usage reads "used / limit", or the count alone without a limit', (t) => {
  t.is(usageText({ used: 182, limit: 200 }), '182 / 200');
  t.is(usageText({ used: 7, limit: null }), '7');
});
