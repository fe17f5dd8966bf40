import test from 'ava';
import type { Redis } from 'ioredis';
import { DeviceCookies } from './device-cookie.ts';

// With a configured secret the cookies never touch Redis.
const cookies = new DeviceCookies(null as unknown as Redis, 'test', 'k'.repeat(32));

test('a cookie issued for an account proves that account, and only that one', async (t) => {
  const value = await cookies.issue(undefined, 'student1');
  t.regex((await cookies.nonceFor(value, 'student1')) ?? '', /^[\w-]{16}$/);
  t.is(await cookies.nonceFor(value, 'student2'), null);
  t.false(value.includes('student1'), 'the login name is not readable in the cookie');
  const other = new DeviceCookies(null as unknown as Redis, 'test', 'x'.repeat(32));
  t.is(await other.nonceFor(value, 'student1'), null, 'another key does not accept it');
});

test('a changed signature or nonce is refused', async (t) => {
  const value = await cookies.issue(undefined, 'student1');
  const [account, nonce, signature] = value.split('.');
  const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
  t.is(await cookies.nonceFor(`${account}.${nonce}.${flip(signature)}`, 'student1'), null);
  t.is(await cookies.nonceFor(`${account}.${flip(nonce)}.${signature}`, 'student1'), null);
  t.is(await cookies.nonceFor('garbage', 'student1'), null);
});

test('one browser remembers several accounts; signing in again renews the entry; the oldest go first', async (t) => {
  let value: string | undefined;
  for (let i = 0; i < 25; i++) value = await cookies.issue(value, `user${i}`);
  t.is(value!.split('~').length, 20);
  t.truthy(await cookies.nonceFor(value, 'user24'));
  t.truthy(await cookies.nonceFor(value, 'user5'));
  t.is(await cookies.nonceFor(value, 'user4'), null);
  const before = await cookies.nonceFor(value, 'user5');
  const renewed = await cookies.issue(value, 'user5');
  t.is(renewed.split('~').length, 20);
  const after = await cookies.nonceFor(renewed, 'user5');
  t.truthy(after);
  t.not(after, before, 'a fresh nonce: the old one no longer counts');
});
