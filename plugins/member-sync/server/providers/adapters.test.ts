import test, { type ExecutionContext } from 'ava';
import type { FailureReason } from '../../common/index.ts';
import { startFakeKakaoWork, startFakeScimServer, type FakeDirectoryPerson } from '../../testing/index.ts';
import { assertPublicDirectory, isInternalAddress } from './address-guard.ts';
import { DirectoryError, retryAfterSeconds } from './directory-adapter.ts';
import { listAllUsers } from './index.ts';
import { kakaoWorkAdapter } from './kakao-work.ts';
import { scimAdapter } from './scim.ts';

const people = (n: number): FakeDirectoryPerson[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${i + 1}`,
    name: `사람 ${i + 1}`,
    email: `Person${i + 1}@Example.com`,
    department: i % 2 ? '개발팀' : null,
    active: i !== 3,
  }));

const failsWith = async (t: ExecutionContext, run: () => Promise<unknown>, reason: FailureReason) => {
  const err = await t.throwsAsync(run, { instanceOf: DirectoryError });
  t.is(err?.reason, reason);
  return err!;
};

test('SCIM: pages by startIndex and count through a ListResponse, maps mail, department and active', async (t) => {
  const scim = await startFakeScimServer({ people: people(230) });
  t.teardown(() => scim.stop());
  const adapter = scimAdapter(scim.url, scim.token);
  await adapter.test();
  const all = await listAllUsers(adapter);
  t.is(all.length, 230);
  t.deepEqual(
    scim.requests.slice(1).map((u) => [u.searchParams.get('startIndex'), u.searchParams.get('count')]),
    [
      ['1', '100'],
      ['101', '100'],
      ['201', '100'],
    ],
  );
  t.deepEqual(all[1], {
    externalId: 'p2',
    name: '사람 2',
    email: 'person2@example.com',
    department: '개발팀',
    active: true,
  });
  t.false(all[3].active);
  t.is((await adapter.findByEmail('Person7@Example.com'))?.externalId, 'p7');
  t.is(await adapter.findByEmail('nobody@example.com'), null);
});

test('SCIM: a wrong token is 401, 429 carries Retry-After, 5xx on a later page fails the whole read', async (t) => {
  const scim = await startFakeScimServer({ people: people(150) });
  t.teardown(() => scim.stop());
  await failsWith(t, () => scimAdapter(scim.url, 'wrong').test(), 'unauthorized');
  const adapter = scimAdapter(scim.url, scim.token);
  scim.failures.fail({ status: 429, retryAfter: 30 });
  const limited = await failsWith(t, () => adapter.listUsers(null), 'rate_limited');
  t.is(limited.retryAfter, 30);
  scim.failures.fail({ status: 503 }, { after: 1 });
  await failsWith(t, () => listAllUsers(adapter), 'server_error');
  scim.failures.fail({ status: 401 });
  await failsWith(t, () => adapter.test(), 'unauthorized');
  await t.notThrowsAsync(() => adapter.test());
});

test("SCIM: an address that does not answer is unreachable; the caller's signal aborts", async (t) => {
  await failsWith(t, () => scimAdapter('http://127.0.0.1:9/scim/v2', 'x').test(), 'unreachable');
  const scim = await startFakeScimServer({ people: people(1) });
  t.teardown(() => scim.stop());
  await t.throwsAsync(() => scimAdapter(scim.url, scim.token).test(AbortSignal.abort()), {
    name: 'AbortError',
  });
});

test('Kakao Work: users.list follows the cursor, find_by_email, app key refusals in its own shape', async (t) => {
  const kakao = await startFakeKakaoWork({ people: people(205) });
  t.teardown(() => kakao.stop());
  const adapter = kakaoWorkAdapter(kakao.url, kakao.appKey);
  await adapter.test();
  const all = await listAllUsers(adapter);
  t.is(all.length, 205);
  t.is(kakao.requests.length, 4); // test + three pages
  t.is(kakao.requests[2].searchParams.get('cursor') !== null, true);
  t.deepEqual(all[1], {
    externalId: '2',
    name: '사람 2',
    email: 'person2@example.com',
    department: '개발팀',
    active: true,
  });
  t.false(all[3].active);
  t.is((await adapter.findByEmail('person9@example.com'))?.externalId, '9');
  t.is(await adapter.findByEmail('nobody@example.com'), null);
  await failsWith(t, () => kakaoWorkAdapter(kakao.url, 'wrong').test(), 'unauthorized');
  kakao.failures.fail({ status: 429, retryAfter: 7 });
  t.is((await failsWith(t, () => adapter.listUsers(null), 'rate_limited')).retryAfter, 7);
  kakao.failures.fail({ status: 500 }, { after: 1 });
  await failsWith(t, () => listAllUsers(adapter), 'server_error');
});

test('Retry-After: seconds or an HTTP date', (t) => {
  t.is(retryAfterSeconds('120'), 120);
  t.is(retryAfterSeconds(new Date(Date.now() + 60_000).toUTCString()), 60);
  t.is(retryAfterSeconds(null), null);
  t.is(retryAfterSeconds('soon'), null);
});

test('production directories must resolve outside the internal network (SSRF)', async (t) => {
  for (const internal of [
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.0.10',
    '169.254.169.254',
    '::1',
    'fd00::1',
    '::ffff:127.0.0.1',
  ])
    t.true(isInternalAddress(internal), internal);
  for (const external of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])
    t.false(isInternalAddress(external), external);
  await failsWith(t, () => assertPublicDirectory('http://169.254.169.254/scim/v2'), 'address_not_allowed');
  await failsWith(t, () => assertPublicDirectory('http://[::1]:8080/scim/v2'), 'address_not_allowed');
  await t.notThrowsAsync(() => assertPublicDirectory('https://93.184.216.34/scim/v2'));
});
