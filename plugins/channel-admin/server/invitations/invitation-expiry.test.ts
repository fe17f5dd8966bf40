import test from 'ava';
import { dayMs } from '@seodang/sdk/common';
import { invitationExpiry, renewedExpiry } from './invitation-defaults.ts';

const now = new Date('2026-03-01T09:00:00Z');

test('an invitation valid for N days ends N whole days after it is made', (t) => {
  t.is(invitationExpiry(7, now).toISOString(), '2026-03-08T09:00:00.000Z');
});

test('a resent invitation is valid as long again as it first was, from the resend', (t) => {
  const row = { created_at: new Date('2026-01-01T00:00:00Z'), expires_at: new Date('2026-01-04T00:00:00Z') };
  t.is(renewedExpiry(row, now).getTime(), now.getTime() + 3 * dayMs);
});

test('a resent invitation gets at least a day, even if its dates were shortened', (t) => {
  const at = new Date('2026-01-01T00:00:00Z');
  t.is(renewedExpiry({ created_at: at, expires_at: at }, now).getTime(), now.getTime() + dayMs);
});
