import test from 'ava';
import { isAllowedOrigin } from './origin.ts';

test('the same host is allowed, and so is a client that sends no Origin', (t) => {
  t.true(isAllowedOrigin('http://school.localhost:3000', 'school.localhost:3000'));
  t.true(isAllowedOrigin('https://seodang.kr', 'SEODANG.kr'));
  t.true(isAllowedOrigin(undefined, 'seodang.kr'));
});

test('another site is refused', (t) => {
  t.false(isAllowedOrigin('http://evil.example', 'seodang.kr'));
  t.false(isAllowedOrigin('http://seodang.kr:8080', 'seodang.kr'));
});

test('null, garbage and host-less origins are refused without throwing', (t) => {
  for (const origin of ['null', '', '%%%', 'http://[::1', 'file://', 'file:///etc/passwd', 'data:,x']) {
    t.false(isAllowedOrigin(origin, 'seodang.kr'), origin);
  }
  t.false(isAllowedOrigin('http://seodang.kr', undefined));
});
