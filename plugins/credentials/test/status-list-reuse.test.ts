/**
 * A verification reads the status list of the credential it checks; the list is signed once and
 * reused while nothing in it changes, and a revocation or a key rotation shows at the very next
 * verification and status read.
 */
import test from 'ava';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { revokeCredential } from '../server/issue.ts';
import { rotateKey } from '../server/signing/keys.ts';
import { currentStatusList } from '../server/status/status-credential.ts';
import { startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
test.before(async () => {
  f = await startCredentialsFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

const listIdOf = (jwt: string) =>
  Number(
    /\/status\/(\d+)$/.exec(
      (decodeJwt(jwt) as { credentialStatus: { statusListCredential: string } }).credentialStatus
        .statusListCredential,
    )![1],
  );

test.serial(
  'the list is signed once while unchanged; a revocation shows at once through the API',
  async (t) => {
    const db = f.app.core.db;
    const { credentialId, jwt } = await f.issue();
    const listId = listIdOf(jwt);
    const verify = async () =>
      (await (await f.as('anonymous')).post('/api/credentials/verify', { credential: jwt })).body.data
        .state as string;
    t.is(await verify(), 'valid');
    const first = await currentStatusList(db, f.origin, listId);
    t.is(await currentStatusList(db, f.origin, listId), first, 'reused, not signed again');
    t.is(await verify(), 'valid');

    t.true(await revokeCredential(db, credentialId, { userId: null, reason: '부정 행위' }));
    t.is(await verify(), 'revoked');
    const after = await currentStatusList(db, f.origin, listId);
    t.not(after, first);
    const served = await (await f.as('anonymous')).request('GET', `/api/credentials/status/${listId}`);
    t.is(served.status, 200);
    t.is(await served.text(), after);
  },
);

test.serial('after a key rotation the list is signed by the new key', async (t) => {
  const db = f.app.core.db;
  const { jwt } = await f.issue();
  const listId = listIdOf(jwt);
  const before = decodeProtectedHeader(await currentStatusList(db, f.origin, listId)).kid;
  const rotated = await rotateKey(db);
  const after = decodeProtectedHeader(await currentStatusList(db, f.origin, listId)).kid;
  t.not(after, before);
  t.true(after!.endsWith(rotated.key_id));
  // The credential signed by the retired key still verifies against the new list.
  const res = await (await f.as('anonymous')).post('/api/credentials/verify', { credential: jwt });
  t.is(res.body.data.state, 'valid');
});
