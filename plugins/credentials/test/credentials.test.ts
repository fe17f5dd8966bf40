/**
 * Signed credentials: an issued OpenBadgeCredential conforms to 1EdTech's schema and verifies;
 * tampering of every kind fails; revocation shows its reason (and twice is a no-op); an expired
 * credential shows expired; old keys verify after rotation; keys are sealed at rest; the public
 * routes are open to everyone with CORS; texts are in ko, en and ja.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { testPassword } from '@seodang/sdk/testing';
import { credentialsMessages } from '../common/index.ts';
import { revokeCredential } from '../server/issue.ts';
import { KeyBox } from '../server/signing/key-box.ts';
import { signedStatusList } from '../server/status/status-credential.ts';
import { statusBitOf, statusListLength } from '../server/status/status-lists.ts';
import { verifyCredential } from '../server/verify/verify.ts';
import { en } from '../web/i18n/en.ts';
import { ja } from '../web/i18n/ja.ts';
import { ko } from '../web/i18n/ko.ts';
import { matrixCallers, startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

let f: CredentialsFixture;
test.before(async () => {
  f = await startCredentialsFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

const schema = JSON.parse(
  readFileSync(new URL('../common/schema/achievement-credential.schema.json', import.meta.url), 'utf8'),
) as object;

/** The parts of a credential (or a status list) the tests read. */
interface Vc extends JWTPayload {
  id: string;
  type: string[];
  issuer: { id: string };
  validFrom: string;
  credentialSubject: {
    type: string | string[];
    identifier: Record<string, unknown>[];
    achievement?: unknown;
    encodedList: string;
  };
  credentialStatus: { type: string; statusListIndex: string; statusListCredential: string };
}
const decodeVc = (jwt: string) => decodeJwt(jwt) as Vc;

/** Verifies through the API as an anonymous visitor of the school. */
async function verifyByApi(credential: string, locale = 'ko') {
  const res = await (await f.as('anonymous', { locale })).post('/api/credentials/verify', { credential });
  return res.body.data as {
    state: string;
    checks: { name: string; ok: boolean }[];
    message: string;
    revocation: { reason: string } | null;
  };
}

/** A JWT with its payload replaced, the original signature kept. */
function withPayload(jwt: string, edit: (payload: JWTPayload) => JWTPayload): string {
  const [header, , signature] = jwt.split('.');
  const payload = Buffer.from(JSON.stringify(edit(decodeJwt(jwt)))).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

test('every text and message is there in ko, en and ja', (t) => {
  t.deepEqual(Object.keys(en).sort(), Object.keys(ko).sort());
  t.deepEqual(Object.keys(ja).sort(), Object.keys(ko).sort());
  const keys = (locale: 'ko' | 'en' | 'ja') => Object.keys(credentialsMessages[locale]).sort();
  t.deepEqual(keys('en'), keys('ko'));
  t.deepEqual(keys('ja'), keys('ko'));
});

test('a sealed key opens only with its secret, and an edited seal fails', (t) => {
  const sealed = new KeyBox('a'.repeat(32)).seal('{"d":"secret"}');
  t.false(sealed.includes('secret'));
  t.is(new KeyBox('a'.repeat(32)).open(sealed), '{"d":"secret"}');
  t.throws(() => new KeyBox('b'.repeat(32)).open(sealed));
  const parts = sealed.split('.');
  parts[3] = Buffer.from('{"d":"other!"}').toString('base64url');
  t.throws(() => new KeyBox('a'.repeat(32)).open(parts.join('.')));
});

test.serial('an issued credential is an OpenBadgeCredential VC-JWT that conforms and verifies', async (t) => {
  const { jwt } = await f.issue();
  const header = decodeProtectedHeader(jwt);
  t.is(header.alg, 'RS256');
  t.true(String(header.kid).startsWith(`${f.origin}/api/credentials/jwks.json#`));
  const vc = decodeVc(jwt);
  t.deepEqual(vc.type, ['VerifiableCredential', 'OpenBadgeCredential']);
  t.is(vc.iss, `${f.origin}/api/credentials/issuer`);
  t.is(vc.iss, vc.issuer.id);
  t.is(vc.jti, vc.id);
  t.is(vc.nbf, Math.floor(Date.parse(vc.validFrom) / 1000));
  // The name, and the e-mail only as a salted hash.
  t.like(vc.credentialSubject.identifier[0], { identityType: 'name', identityHash: '김하준', hashed: false });
  t.like(vc.credentialSubject.identifier[1], { identityType: 'emailAddress', hashed: true });
  t.false(JSON.stringify(vc).includes('hajun@example.com'));
  t.is(vc.credentialStatus.type, 'BitstringStatusListEntry');
  t.true(Number(vc.credentialStatus.statusListIndex) < statusListLength);

  const ajv = new Ajv2019({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  t.true(validate(vc), JSON.stringify(validate.errors));
  t.false(validate({ ...vc, credentialSubject: { ...vc.credentialSubject, achievement: undefined } }));

  const answer = await verifyByApi(jwt);
  t.is(answer.state, 'valid');
  t.true(answer.checks.every((c) => c.ok));
  t.deepEqual(
    answer.checks.map((c) => c.name),
    ['format', 'signature', 'schema', 'validity', 'status'],
  );
  t.is(answer.message, '유효한 자격 증명입니다.');
  t.is((await verifyByApi(jwt, 'ja')).message, '有効な資格情報です。');
});

test.serial(
  'tampering fails: an edited payload, a foreign key or jwk header, alg none or HS256',
  async (t) => {
    const { jwt } = await f.issue();
    const ours = decodeProtectedHeader(jwt);
    const payload = decodeJwt(jwt);
    const edited = withPayload(jwt, (p) => ({ ...p, name: '파이썬 고급 수료' }));
    t.is((await verifyByApi(edited)).state, 'invalid');

    const foreign = await generateKeyPair('RS256', { extractable: true });
    const foreignJwk = await exportJWK(foreign.publicKey);
    const signedBy = (header: Record<string, unknown>) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', ...header }).sign(foreign.privateKey);
    // Our kid, a foreign key: the signature does not match our key.
    t.is((await verifyByApi(await signedBy({ kid: ours.kid }))).state, 'invalid');
    // A foreign key carried in the header is never used.
    t.is((await verifyByApi(await signedBy({ kid: ours.kid, jwk: foreignJwk }))).state, 'invalid');
    t.is((await verifyByApi(await signedBy({ jwk: foreignJwk }))).state, 'invalid');
    // A kid of another host than the issuer's.
    t.is(
      (await verifyByApi(await signedBy({ kid: String(ours.kid).replace(f.origin, 'https://evil.example') })))
        .state,
      'invalid',
    );

    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: ours.kid })).toString('base64url')}.${jwt.split('.')[1]}.`;
    const none = await verifyByApi(unsigned);
    t.is(none.state, 'invalid');
    t.deepEqual(none.checks.at(-1), { name: 'signature', ok: false });
    // HS256 with our public key as the shared secret (the classic confusion attack).
    const publicJwk = (await (await f.as('anonymous')).get('/api/credentials/jwks.json')).body.keys[0];
    const hs = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', kid: ours.kid })
      .sign(new TextEncoder().encode(JSON.stringify(publicJwk)));
    t.is((await verifyByApi(hs)).state, 'invalid');
    t.is((await verifyByApi(jwt)).state, 'valid', 'the untouched one still verifies');
  },
);

test.serial('an edited status list fails the status check; a foreign-signed one too', async (t) => {
  const { jwt } = await f.issue();
  const db = f.app.core.db;
  const editedList = async (listId: number, origin: string) => {
    const list = await signedStatusList(db, origin, listId);
    return withPayload(list, (p) => ({
      ...p,
      credentialSubject: { ...(p.credentialSubject as object), encodedList: 'uH4sIAAAAAAAAA' },
    }));
  };
  const result = await verifyCredential(db, jwt, { loadStatusList: editedList });
  t.is(result.state, 'invalid');
  t.deepEqual(result.checks.at(-1), { name: 'status', ok: false });
  // A list that says "not revoked", signed by someone else's key under our kid.
  const foreign = await generateKeyPair('RS256');
  const foreignList = async (listId: number, origin: string) => {
    const list = await signedStatusList(db, origin, listId);
    return new SignJWT(decodeJwt(list))
      .setProtectedHeader(decodeProtectedHeader(list) as { alg: string })
      .sign(foreign.privateKey);
  };
  t.is((await verifyCredential(db, jwt, { loadStatusList: foreignList })).state, 'invalid');
  t.is((await verifyCredential(db, jwt)).state, 'valid');
});

test.serial('revoked shows the reason; revoking twice is a no-op; the signed list has the bit', async (t) => {
  const { credentialId, jwt } = await f.issue();
  const db = f.app.core.db;
  const boss = f.school.ids.boss!;
  t.true(await revokeCredential(db, credentialId, { userId: boss, reason: '부정행위 확인' }));
  t.false(await revokeCredential(db, credentialId, { userId: boss, reason: '다른 사유' }));
  const answer = await verifyByApi(jwt, 'en');
  t.is(answer.state, 'revoked');
  t.is(answer.message, 'The credential has been revoked.');
  t.is(answer.revocation?.reason, '부정행위 확인');
  t.deepEqual(answer.checks.at(-1), { name: 'status', ok: false });

  const entry = decodeVc(jwt).credentialStatus;
  const anonymous = await f.as('anonymous');
  const res = await anonymous.request('GET', new URL(entry.statusListCredential).pathname);
  t.is(res.status, 200);
  t.is(res.headers.get('access-control-allow-origin'), '*');
  t.is(res.headers.get('cache-control'), 'public, max-age=300');
  t.regex(res.headers.get('content-type') ?? '', /application\/vc\+jwt/);
  const list = decodeVc(await res.text());
  t.is(list.credentialSubject.type, 'BitstringStatusList');
  t.true(list.credentialSubject.encodedList.startsWith('u'));
  t.true(await statusBitOf(list.credentialSubject.encodedList, Number(entry.statusListIndex)));
  // A list of another channel answers like a missing one.
  const far = await f.app.client({ host: f.far.host }).get(new URL(entry.statusListCredential).pathname);
  t.is(far.status, 404);
});

test.serial('an expired credential shows expired, within 60 s of skew still valid', async (t) => {
  const long = new Date(Date.now() - 400 * 24 * 3600 * 1000);
  const expired = await f.issue({ validFrom: long, validUntil: new Date(Date.now() - 3600 * 1000) });
  const answer = await verifyByApi(expired.jwt);
  t.is(answer.state, 'expired');
  t.deepEqual(answer.checks.at(-1), { name: 'validity', ok: false });
  const justNow = await f.issue({ validFrom: long, validUntil: new Date(Date.now() - 30 * 1000) });
  t.is((await verifyByApi(justNow.jwt)).state, 'valid');
  const later = await f.issue({ validFrom: new Date(Date.now() + 3600 * 1000) });
  t.is((await verifyByApi(later.jwt)).state, 'invalid');
});

test.serial('after rotation old credentials verify; the JWKS keeps the retired key', async (t) => {
  const before = await f.issue();
  const site = f.app.client({ locale: 'ko' });
  await f.app.createUser({ userId: 'site.admin', isSiteAdmin: true });
  await site.login('site.admin', testPassword);
  const rotated = await site.post('/api/credentials/keys/rotate');
  t.is(rotated.status, 201);
  const after = await f.issue();
  t.not(decodeProtectedHeader(after.jwt).kid, decodeProtectedHeader(before.jwt).kid);
  const anonymous = await f.as('anonymous');
  const res = await anonymous.request('GET', '/api/credentials/jwks.json');
  t.is(res.headers.get('access-control-allow-origin'), '*');
  const kids = ((await res.json()) as { keys: { kid: string; d?: string }[] }).keys;
  t.true(kids.some((k) => k.kid === decodeProtectedHeader(before.jwt).kid));
  t.true(kids.some((k) => k.kid === decodeProtectedHeader(after.jwt).kid));
  t.true(
    kids.every((k) => k.d === undefined),
    'no private part is published',
  );
  t.is((await verifyByApi(before.jwt)).state, 'valid');
  t.is((await verifyByApi(after.jwt)).state, 'valid');
  const keys = (await site.get('/api/credentials/keys')).body.data.list as { retiredAt: string | null }[];
  t.is(keys.filter((k) => k.retiredAt === null).length, 1);
});

test.serial(
  'the permission matrix: everyone verifies and reads the issuer; only the site admin rotates',
  async (t) => {
    const { jwt } = await f.issue();
    for (const who of matrixCallers) {
      const c = await f.as(who);
      const verified = await c.post('/api/credentials/verify', { credential: jwt });
      // Another channel's admin verifies on their own host: the credential is still ours and valid.
      t.is(verified.status, 200, who);
      t.is(verified.body.data.state, 'valid', who);
      const issuer = await c.get('/api/credentials/issuer');
      t.is(issuer.status, 200, who);
      const rotate = await c.post('/api/credentials/keys/rotate');
      t.is(rotate.status, who === 'anonymous' ? 401 : 403, `${who} rotates`);
    }
    const issuer = (await (await f.as('anonymous')).get('/api/credentials/issuer')).body;
    t.like(issuer, { id: `${f.origin}/api/credentials/issuer`, type: ['Profile'], name: '서당 고등학교' });
  },
);

test.serial(
  'the channel admin names the issuer on /admin/settings; the issuer profile carries it',
  async (t) => {
    const boss = await f.as('boss', { locale: 'en' });
    const bad = await boss.put('/api/channel/settings', {
      values: { 'credentials.issuerUrl': 'http://plain.example' },
    });
    t.is(bad.status, 400);
    t.true(JSON.stringify(bad.body).includes('Please enter an address starting with https://.'));
    const saved = await boss.put('/api/channel/settings', {
      values: {
        'credentials.issuerName': '서당고 교무부',
        'credentials.issuerUrl': 'https://school.example',
      },
    });
    t.is(saved.status, 200);
    const profile = (await (await f.as('anonymous')).get('/api/credentials/issuer')).body;
    t.like(profile, {
      name: '서당고 교무부',
      url: 'https://school.example',
      id: `${f.origin}/api/credentials/issuer`,
    });
    await boss.put('/api/channel/settings', {
      values: { 'credentials.issuerName': '', 'credentials.issuerUrl': '' },
    });
    t.like((await (await f.as('anonymous')).get('/api/credentials/issuer')).body, {
      name: '서당 고등학교',
      url: f.origin,
    });
  },
);

test.serial('the service is named in the admin’s language on the service switches', async (t) => {
  const rows = (await (await f.as('boss', { locale: 'ja' })).get('/api/channel/services')).body.data as {
    service: string;
    name: string;
  }[];
  t.is(rows.find((r) => r.service === 'CREDENTIALS')?.name, '証明書とバッジ');
});

test.serial(
  "the verify page opens in a channel for a visitor with no account; a member's page does not",
  async (t) => {
    const anonymous = await f.as('anonymous');
    t.is((await anonymous.open('/credentials/verify')).status, 200);
    t.is((await anonymous.open('/learn')).status, 302, 'a member page still sends a visitor to log in');
    // Signed in, but a member of another channel only.
    const outsider = f.app.client({ host: f.school.host });
    await outsider.login('far.admin', testPassword);
    t.is((await outsider.open('/credentials/verify')).status, 200);
    t.is((await outsider.open('/learn')).status, 302);
  },
);
