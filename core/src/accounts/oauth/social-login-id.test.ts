import test from 'ava';
import { patterns } from '@seodang/sdk/common';
import { socialLoginId } from './social-accounts.ts';

test('a social account id is {subject}_{provider} when that is a valid id', (t) => {
  t.is(socialLoginId('1234567890', 'kakao'), '1234567890_kakao');
  t.is(socialLoginId('001234.abcd.5678', 'apple'), '001234.abcd.5678_apple');
});

test('a subject too long or outside the id alphabet becomes a digest, still valid and stable', (t) => {
  const microsoft = 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ'; // 43 characters
  const id = socialLoginId(microsoft, 'microsoft');
  t.regex(id, /^[0-9a-f]+_microsoft$/);
  t.true(patterns.userId.test(id));
  t.is(id.length, 50);
  t.is(socialLoginId(microsoft, 'microsoft'), id);
  t.not(socialLoginId(`${microsoft}x`, 'microsoft'), id);
  t.true(patterns.userId.test(socialLoginId('has space/slash', 'oidc')));
});
