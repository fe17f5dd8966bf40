import { SignJWT, type JWTPayload } from 'jose';
import type { Knex } from '@seodang/sdk';
import { activeSigningKey, kidFor } from './keys.ts';

/** A credential as signed: the VC's own JSON with an issuer id, an id and validity times. */
export interface SignableCredential extends JWTPayload {
  id: string;
  issuer: string | ({ id: string } & Record<string, unknown>);
  validFrom: string;
  validUntil?: string;
  credentialSubject: { id?: string } & Record<string, unknown>;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * Signs a credential as a VC-JWT (Open Badges 3.0 §8.2): the credential is the payload, with `iss`,
 * `jti`, `sub`, `nbf` and `exp` mirroring its fields, and the active key's `kid` as published on
 * the issuer's own host.
 */
export async function signCredential(
  db: Knex,
  origin: string,
  credential: SignableCredential,
): Promise<string> {
  const { row, key } = await activeSigningKey(db);
  const issuerId = typeof credential.issuer === 'string' ? credential.issuer : credential.issuer.id;
  const jwt = new SignJWT(credential)
    .setProtectedHeader({ alg: row.alg, kid: kidFor(origin, row.key_id), typ: 'JWT' })
    .setIssuer(issuerId)
    .setJti(credential.id)
    .setIssuedAt()
    .setNotBefore(seconds(credential.validFrom));
  if (credential.credentialSubject.id) jwt.setSubject(credential.credentialSubject.id);
  if (credential.validUntil) jwt.setExpirationTime(seconds(credential.validUntil));
  return jwt.sign(key);
}
