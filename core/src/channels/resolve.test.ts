import test from 'ava';
import { channelKeyFromHost } from './resolve.ts';

test('the bare base domain is the public site', (t) => {
  t.is(channelKeyFromHost('localhost:3000', 'localhost'), null);
  t.is(channelKeyFromHost('seodang.kr', 'seodang.kr'), null);
  t.is(channelKeyFromHost('www.seodang.kr', 'seodang.kr'), null);
  t.is(channelKeyFromHost('127.0.0.1:3000', 'localhost'), null);
});

test('a subdomain is a channel slug', (t) => {
  t.deepEqual(channelKeyFromHost('school.localhost:3000', 'localhost'), { slug: 'school' });
  t.deepEqual(channelKeyFromHost('School.Seodang.kr', 'seodang.kr'), { slug: 'school' });
});

test('anything else is a custom domain', (t) => {
  t.deepEqual(channelKeyFromHost('learn.example.ac.kr', 'seodang.kr'), { domain: 'learn.example.ac.kr' });
  t.deepEqual(channelKeyFromHost('a.b.localhost', 'localhost'), { domain: 'a.b.localhost' });
});
