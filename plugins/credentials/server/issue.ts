import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from '@seodang/sdk';
import { issuerIdFor } from './issuer.ts';
import { signCredential } from './signing/sign.ts';
import { allocateStatusIndex, statusListUrl } from './status/status-lists.ts';

/** What a credential says: the achievement, who earned it, and how long it holds. */
export interface CredentialRequest {
  channelId: number | null;
  /** The issuer's display name (the channel's). */
  issuerName: string;
  achievement: { id: string; name: string; description: string; criteria: string; image?: string };
  holder: { name: string; email: string | null };
  validFrom?: Date;
  validUntil?: Date | null;
}

/** An e-mail as Open Badges hashes it: `sha256$` + hex of the address followed by a random salt. */
function hashedEmail(email: string) {
  const salt = randomBytes(12).toString('base64url');
  const hash = createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex');
  return {
    type: 'IdentityObject',
    identityType: 'emailAddress',
    hashed: true,
    identityHash: `sha256$${hash}`,
    salt,
  };
}

/**
 * Issues one signed `OpenBadgeCredential` in the caller's transaction: a random free place in the
 * channel's revocation list, the row that revocation later marks, and the VC-JWT.
 */
export async function issueCredential(
  trx: Knex.Transaction,
  origin: string,
  request: CredentialRequest,
): Promise<{ credentialId: number; uuid: string; jwt: string }> {
  const uuid = randomUUID();
  const { listId, index } = await allocateStatusIndex(trx, request.channelId);
  const validFrom = request.validFrom ?? new Date();
  const [row] = (await trx('credentials_issued')
    .insert({
      credential_uuid: uuid,
      channel_id: request.channelId,
      status_list_id: listId,
      status_index: index,
      valid_until: request.validUntil ?? null,
      issued_at: validFrom,
    })
    .returning('id')) as { id: number }[];
  const listUrl = statusListUrl(origin, listId);
  const identifier = [
    { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: request.holder.name },
    ...(request.holder.email ? [hashedEmail(request.holder.email)] : []),
  ];
  const jwt = await signCredential(trx, origin, {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `urn:uuid:${uuid}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: request.achievement.name,
    issuer: { id: issuerIdFor(origin), type: ['Profile'], name: request.issuerName },
    validFrom: validFrom.toISOString(),
    ...(request.validUntil ? { validUntil: request.validUntil.toISOString() } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier,
      achievement: {
        id: request.achievement.id,
        type: ['Achievement'],
        name: request.achievement.name,
        description: request.achievement.description,
        criteria: { narrative: request.achievement.criteria },
        ...(request.achievement.image ? { image: { id: request.achievement.image, type: 'Image' } } : {}),
      },
    },
    credentialStatus: {
      id: `${listUrl}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: listUrl,
    },
  });
  return { credentialId: row!.id, uuid, jwt };
}

/**
 * Revokes a credential: its bit goes on in the status list, with the reason, actor and time.
 * Revoking again changes nothing (the first reason stays). Answers whether this call revoked it.
 */
export async function revokeCredential(
  db: Knex,
  credentialId: number,
  by: { userId: number | null; reason: string },
): Promise<boolean> {
  const changed = await db('credentials_issued')
    .where({ id: credentialId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now(), revoked_by: by.userId, revoke_reason: by.reason });
  return changed > 0;
}
