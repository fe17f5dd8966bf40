import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { nanoid } from 'nanoid';
import { AppError, type Knex } from '@seodang/sdk';
import { KeyBox } from './key-box.ts';

/** The algorithm we sign with; verification also accepts EdDSA keys of our JWKS. */
export const signingAlg = 'RS256';

/** One key row as the JWKS and verification read it. */
export interface KeyRow {
  id: number;
  key_id: string;
  alg: string;
  public_jwk: JWK;
  sealed_private_jwk: string;
  created_at: Date;
  retired_at: Date | null;
}

/** The `kid` of a key as published on a host: the JWKS URL with the key's id as fragment. */
export const kidFor = (origin: string, keyId: string) => `${origin}/api/credentials/jwks.json#${keyId}`;

/** The key's own id from a `kid` URL, or null when the kid is not of that shape. */
export function keyIdOf(kid: string): { host: string; keyId: string } | null {
  try {
    const url = new URL(kid);
    if (url.pathname !== '/api/credentials/jwks.json' || !url.hash) return null;
    return { host: url.host, keyId: url.hash.slice(1) };
  } catch {
    return null;
  }
}

let box: KeyBox | null = null;

/** Sets the secret keys are sealed under (at start); without one, nothing can be signed. */
export function setKeySecret(secret: string | undefined): void {
  box = secret ? new KeyBox(secret) : null;
}

/** Whether a key secret is set, so that credentials can be signed. */
export const canSign = (): boolean => box !== null;

function keyBox(): KeyBox {
  if (!box)
    throw new AppError(503, 'credentials_not_configured', 'credentials.error.credentials_not_configured');
  return box;
}

/** Every key, the active one first: retired keys stay so that old credentials still verify. */
export async function allKeys(db: Knex): Promise<KeyRow[]> {
  return (await db('credentials_keys').orderByRaw('retired_at desc nulls first, id desc')) as KeyRow[];
}

/** Makes a new RS256 key the active one and retires the previous ones (one transaction). */
export async function rotateKey(db: Knex): Promise<KeyRow> {
  const { publicKey, privateKey } = await generateKeyPair(signingAlg, { extractable: true });
  const keyId = nanoid(16);
  const publicJwk = { ...(await exportJWK(publicKey)), alg: signingAlg, use: 'sig' };
  const sealed = keyBox().seal(JSON.stringify(await exportJWK(privateKey)));
  return db.transaction(async (trx) => {
    await trx('credentials_keys').whereNull('retired_at').update({ retired_at: trx.fn.now() });
    const [row] = (await trx('credentials_keys')
      .insert({ key_id: keyId, alg: signingAlg, public_jwk: publicJwk, sealed_private_jwk: sealed })
      .returning('*')) as KeyRow[];
    return row!;
  });
}

/** The active signing key (made on first use), with its private half opened. */
export async function activeSigningKey(db: Knex): Promise<{ row: KeyRow; key: CryptoKey | Uint8Array }> {
  let row = (await db('credentials_keys').whereNull('retired_at').orderBy('id', 'desc').first()) as
    KeyRow | undefined;
  if (!row) {
    // Two first signers at once: a unique advisory lock keeps it to one key.
    row = await db.transaction(async (trx) => {
      await trx.raw("select pg_advisory_xact_lock(hashtext('credentials_keys'))");
      const again = (await trx('credentials_keys').whereNull('retired_at').first()) as KeyRow | undefined;
      return again ?? rotateKey(trx);
    });
  }
  const jwk = JSON.parse(keyBox().open(row.sealed_private_jwk)) as JWK;
  return { row, key: await importJWK(jwk, row.alg) };
}

/** The public JWKS as published on `origin` (CORS-open): every key, retired ones included. */
export async function jwksFor(db: Knex, origin: string): Promise<{ keys: JWK[] }> {
  const rows = await allKeys(db);
  return { keys: rows.map((r) => ({ ...r.public_jwk, kid: kidFor(origin, r.key_id), alg: r.alg })) };
}
