import test from 'ava';
import { formatWait } from './too-many.ts';
import { addressKey } from './rate-limit.ts';

test('the wait reads as people say it, rounded up', (t) => {
  t.is(formatWait(30, 'en'), '30 seconds');
  t.is(formatWait(61, 'en'), '2 minutes');
  t.is(formatWait(3599, 'en'), '1 hour');
  t.is(formatWait(3600, 'ko'), '1시간');
  t.is(formatWait(3900, 'ja'), '1時間5分');
  t.is(formatWait(300, 'ko'), '5분');
});

test('addresses: IPv4 as they are, IPv6 by their /64', (t) => {
  t.is(addressKey('203.0.113.7'), '203.0.113.7');
  t.is(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
  t.is(addressKey('2001:db8:0:1:aaaa::1'), '2001:db8:0:1::/64');
  t.is(addressKey('2001:DB8:0:1:bbbb:cccc:dddd:eeee'), '2001:db8:0:1::/64');
  t.is(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
  t.is(addressKey('::1'), '0:0:0:0::/64');
});
