import test from 'ava';
import { parsePageData } from './read-page-data.ts';

test('missing or broken JSON gives the logged-out public site', (t) => {
  for (const raw of [null, '', '{oops']) {
    const data = parsePageData(raw);
    t.false(data.auth.isLoggedIn);
    t.false(data.pageInfo.isChannel);
    t.is(data.pageInfo.locale, 'ko');
  }
});

test('logged in exactly when user data is present', (t) => {
  t.false(parsePageData(JSON.stringify({ auth: { isLoggedIn: true, userData: null } })).auth.isLoggedIn);
  t.true(parsePageData(JSON.stringify({ auth: { isLoggedIn: false, userData: { id: 1 } } })).auth.isLoggedIn);
});

test('an empty channelData means no channel', (t) => {
  const data = parsePageData(JSON.stringify({ pageInfo: { isChannel: true, channelData: {} } }));
  t.is(data.pageInfo.channelData, null);
  t.false(data.pageInfo.isChannel);
  const channel = parsePageData(
    JSON.stringify({ pageInfo: { channelData: { index: 1, slug: 's', name: 'S' } } }),
  );
  t.true(channel.pageInfo.isChannel);
});
