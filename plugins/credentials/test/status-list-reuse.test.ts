/**
 * A verification reads the status list of the credential it checks; the list is signed once and
 * reused while nothing in it changes, and a revocation or a key rotation shows at the very next
 * verification and status read, also when a revoked credential is deleted or un-revoked while
 * another is revoked (the count of revoked ones stays the same).
 */
import test from 'ava';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { revokeCredential } from '../server/issue.ts';
import { rotateKey } from '../server/signing/keys.ts';
import { currentStatusList } from '../server/status/status-credential.ts';
import { statusBitOf } from '../server/status/status-lists.ts';
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

test.serial(
  'a revoked credential deleted or un-revoked while another is revoked: the count stays, yet the list is signed again',
  async (t) => {
    const db = f.app.core.db;
    const [a, b, c] = [await f.issue(), await f.issue(), await f.issue()];
    const listId = listIdOf(a.jwt);
    t.is(listIdOf(b.jwt), listId);
    t.is(listIdOf(c.jwt), listId);
    const indexOf = async (id: number) =>
      ((await db('credentials_issued').where({ id }).first('status_index')) as { status_index: number })
        .status_index;
    const bit = async (id: number) => {
      const list = decodeJwt(await currentStatusList(db, f.origin, listId)) as {
        credentialSubject: { encodedList: string };
      };
      return statusBitOf(list.credentialSubject.encodedList, await indexOf(id));
    };

    await revokeCredential(db, a.credentialId, { userId: null, reason: '오발급' });
    t.true(await bit(a.credentialId));
    const count = async () =>
      Number(
        (
          (await db('credentials_issued')
            .where({ status_list_id: listId })
            .whereNotNull('revoked_at')
            .count('* as n')
            .first()) as { n: string }
        ).n,
      );
    const before = await count();

    // Un-revoked (as a correction straight in the table) and another revoked in the same minute.
    await db('credentials_issued')
      .where({ id: a.credentialId })
      .update({ revoked_at: null, revoke_reason: null, revoked_by: null });
    await revokeCredential(db, b.credentialId, { userId: null, reason: '부정 행위' });
    t.is(await count(), before, 'the count of revoked credentials did not move');
    t.false(await bit(a.credentialId), 'the un-revoked one reads clear');
    t.true(await bit(b.credentialId), 'the newly revoked one reads revoked');

    // A revoked row deleted and another revoked: the count is the same again.
    await db('certificates').where({ credential_id: b.credentialId }).delete();
    await db('credentials_issued').where({ id: b.credentialId }).delete();
    await revokeCredential(db, c.credentialId, { userId: null, reason: '중복' });
    t.is(await count(), before);
    t.true(await bit(c.credentialId), 'the newly revoked one reads revoked');
  },
);
