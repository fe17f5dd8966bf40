import { compactVerify, decodeJwt, decodeProtectedHeader, importJWK, type JWTPayload } from 'jose';
import type { Knex } from '@seodang/sdk';
import { keyIdOf, type KeyRow } from '../signing/keys.ts';
import { statusBitOf, statusListLength } from '../status/status-lists.ts';
import { currentStatusList } from '../status/status-credential.ts';
import { schemaErrors } from './schema-check.ts';

/** The algorithms a credential may be signed with: never `none`, never a shared-secret HS*. */
export const allowedAlgs = ['RS256', 'EdDSA'] as const;
/** Clock skew allowed on `nbf` and `exp`. */
export const skewSeconds = 60;

/** The checks a verification reports, in order. */
export type CheckName = 'format' | 'signature' | 'schema' | 'validity' | 'status';
/** One state for the whole credential. */
export type CredentialState = 'valid' | 'revoked' | 'expired' | 'invalid';

export interface VerifyResult {
  state: CredentialState;
  checks: { name: CheckName; ok: boolean }[];
  /** The credential's payload when it could be read. */
  credential?: JWTPayload;
  revocation?: { reason: string; revokedAt: string };
}

/** Loads the signed status list a credential points to (by default our own, signed now). */
export type StatusListLoader = (listId: number, origin: string) => Promise<string>;

const statusPath = /^\/api\/credentials\/status\/([1-9][0-9]{0,9})$/;
const issuerIdOf = (payload: JWTPayload) => {
  const issuer = (payload as { issuer?: unknown }).issuer;
  return typeof issuer === 'string'
    ? issuer
    : ((issuer as { id?: unknown } | undefined)?.id as string | undefined);
};

/** Imported public keys by key id: a key's public half never changes, so it is imported once. */
const importedKeys = new Map<string, Awaited<ReturnType<typeof importJWK>>>();

async function publicKeyOf(row: KeyRow) {
  const id = `${row.key_id} ${row.alg}`;
  let key = importedKeys.get(id);
  if (!key) {
    key = await importJWK(row.public_jwk, row.alg);
    if (importedKeys.size >= 100) importedKeys.delete(importedKeys.keys().next().value!);
    importedKeys.set(id, key);
  }
  return key;
}

/**
 * Checks a compact JWS against our JWKS only: the header's algorithm must be allowed, it may carry
 * no key of its own (`jwk`, `jku`, `x5c`, `x5u`), its `kid` must be one of our keys and be published
 * on the issuer's host. Answers the payload, or null when any of that fails.
 */
async function verifiedPayload(db: Knex, jwt: string): Promise<JWTPayload | null> {
  try {
    const header = decodeProtectedHeader(jwt);
    if (!allowedAlgs.includes(header.alg as (typeof allowedAlgs)[number])) return null;
    if (header.jwk || header.jku || header.x5c || header.x5u) return null;
    const kid = typeof header.kid === 'string' ? keyIdOf(header.kid) : null;
    if (!kid) return null;
    const row = (await db('credentials_keys').where({ key_id: kid.keyId }).first()) as KeyRow | undefined;
    if (!row || row.alg !== header.alg) return null;
    const key = await publicKeyOf(row);
    const { payload } = await compactVerify(jwt, key, { algorithms: [row.alg] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as JWTPayload;
    const issuer = issuerIdOf(claims);
    if (!issuer || new URL(issuer).host !== kid.host || claims.iss !== issuer) return null;
    return claims;
  } catch {
    return null;
  }
}

/**
 * Verifies a VC-JWT: the one module behind `POST /api/credentials/verify` and the certificate page.
 * Signature (keys from our JWKS only), 1EdTech's schema, `nbf`/`exp` with 60 s of skew, and the
 * revocation bit read from the status list after that list's own signature checks.
 */
export async function verifyCredential(
  db: Knex,
  jwt: string,
  options: { now?: Date; loadStatusList?: StatusListLoader } = {},
): Promise<VerifyResult> {
  const checks: VerifyResult['checks'] = [];
  const fail = (name: CheckName, credential?: JWTPayload): VerifyResult => {
    checks.push({ name, ok: false });
    return { state: name === 'validity' ? 'expired' : 'invalid', checks, credential };
  };
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(jwt.trim());
  } catch {
    return fail('format');
  }
  checks.push({ name: 'format', ok: true });
  const credential = await verifiedPayload(db, jwt.trim());
  if (!credential) return fail('signature', unverified);
  checks.push({ name: 'signature', ok: true });
  if (schemaErrors(credential).length > 0) return fail('schema', credential);
  checks.push({ name: 'schema', ok: true });

  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (typeof credential.nbf === 'number' && credential.nbf > now + skewSeconds) {
    checks.push({ name: 'validity', ok: false }); // not valid yet: no state of its own, so invalid
    return { state: 'invalid', checks, credential };
  }
  if (typeof credential.exp === 'number' && credential.exp < now - skewSeconds)
    return fail('validity', credential);
  checks.push({ name: 'validity', ok: true });

  const status = await statusOf(db, credential, options.loadStatusList);
  if (status === 'unreadable') return fail('status', credential);
  if (status === 'revoked') {
    checks.push({ name: 'status', ok: false });
    const row = (await db('credentials_issued')
      .where({ credential_uuid: String(credential.jti ?? '').replace(/^urn:uuid:/, '') })
      .first()) as { revoke_reason: string | null; revoked_at: Date | null } | undefined;
    return {
      state: 'revoked',
      checks,
      credential,
      revocation: {
        reason: row?.revoke_reason ?? '',
        revokedAt: row?.revoked_at ? new Date(row.revoked_at).toISOString() : '',
      },
    };
  }
  checks.push({ name: 'status', ok: true });
  return { state: 'valid', checks, credential };
}

/** The revocation bit, read from a status list that is ours, on the issuer's host and signed. */
async function statusOf(
  db: Knex,
  credential: JWTPayload,
  load: StatusListLoader = (listId, origin) => currentStatusList(db, origin, listId),
): Promise<'ok' | 'revoked' | 'unreadable'> {
  const entry = (credential as { credentialStatus?: Record<string, unknown> }).credentialStatus;
  if (!entry) return 'ok';
  try {
    const url = new URL(String(entry.statusListCredential));
    const listId = statusPath.exec(url.pathname)?.[1];
    const index = Number(entry.statusListIndex);
    const issuer = issuerIdOf(credential);
    if (!listId || !issuer || url.host !== new URL(issuer).host) return 'unreadable';
    if (
      entry.statusPurpose !== 'revocation' ||
      !Number.isInteger(index) ||
      index < 0 ||
      index >= statusListLength
    )
      return 'unreadable';
    const list = await verifiedPayload(db, await load(Number(listId), url.origin));
    const subject = list?.credentialSubject as { encodedList?: unknown; statusPurpose?: unknown } | undefined;
    if (!list || issuerIdOf(list) !== issuer || typeof subject?.encodedList !== 'string') return 'unreadable';
    if (list.id !== url.href || subject.statusPurpose !== 'revocation') return 'unreadable';
    return (await statusBitOf(subject.encodedList, index)) ? 'revoked' : 'ok';
  } catch {
    return 'unreadable';
  }
}
