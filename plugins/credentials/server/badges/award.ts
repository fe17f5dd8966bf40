import type { Knex, StartContext } from '@seodang/sdk';
import type { BadgeRule } from '../../common/badges.ts';
import { badgeAwarded } from '../../common/certificate-events.ts';
import { badgeAwardedEvent } from '../../common/events.ts';
import { issueCredential } from '../issue.ts';
import { newCertId, type CertificateRow } from '../certificates/issue-certificate.ts';

/** An achievement row as stored. */
export interface AchievementRow {
  id: number;
  channel_id: number | null;
  name: string;
  description: string;
  criteria: string;
  image_svg: string;
  rule: BadgeRule;
  state: 'active' | 'archived';
  created_by: number | null;
  /** The latest level backfill queued for it (`rc.enqueueInChannel`'s id), if any. */
  backfill_job_id?: string | null;
}

/** Who hands a badge out, and where it is verified. */
export interface BadgeOrder {
  origin: string;
  issuerName: string;
  holder: { id: number; name: string; email: string | null };
  awardedBy: number | null;
}

/**
 * Awards an achievement to a learner once: the award is a certificate row (`source_kind` 'badge',
 * the achievement as its source) signed as an Open Badges credential with the achievement's
 * image, so `/cert/{certId}` verifies it and revocation is a certificate's. A learner who holds
 * it (even revoked) is answered with that one (`created: false`); the achievement and learner are
 * locked for the transaction, so two awards at once give one.
 */
export async function awardBadge(
  db: Knex,
  achievement: AchievementRow,
  order: BadgeOrder,
): Promise<{ row: CertificateRow; created: boolean }> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [
      `badge:${achievement.id}:${order.holder.id}`,
    ]);
    const held = (await trx('certificates')
      .where({ source_kind: 'badge', source_index: achievement.id, user_id: order.holder.id })
      .whereNull('replaced_at')
      .first()) as CertificateRow | undefined;
    if (held) return { row: held, created: false };
    const issuedAt = new Date();
    const credential = await issueCredential(trx, order.origin, {
      channelId: achievement.channel_id,
      issuerName: order.issuerName,
      achievement: {
        id: `${order.origin}/badge/achievement/${achievement.id}`,
        name: achievement.name,
        description: achievement.description,
        criteria: achievement.criteria,
        image: `data:image/svg+xml;base64,${Buffer.from(achievement.image_svg).toString('base64')}`,
      },
      holder: { name: order.holder.name, email: order.holder.email },
      validFrom: issuedAt,
    });
    const [row] = (await trx('certificates')
      .insert({
        cert_id: newCertId(),
        channel_id: achievement.channel_id,
        user_id: order.holder.id,
        source_kind: 'badge',
        source_index: achievement.id,
        title: achievement.name,
        holder_name: order.holder.name,
        issuer_name: order.issuerName,
        score: null,
        credential_id: credential.credentialId,
        credential_jwt: credential.jwt,
        issued_by: order.awardedBy,
        issued_at: issuedAt,
      })
      .returning('*')) as CertificateRow[];
    return { row: row!, created: true };
  });
}

/** After the commit of a new award: the learner's toast and the event. */
export async function announceBadge(
  ctx: Pick<StartContext, 'publish' | 'emit'>,
  row: CertificateRow,
  achievementId: number,
): Promise<void> {
  await ctx.publish(`user:${row.user_id}`, badgeAwardedEvent, { certId: row.cert_id, title: row.title });
  await ctx.emit(badgeAwarded, {
    certId: row.cert_id,
    userId: row.user_id,
    channelId: row.channel_id,
    achievementId,
  });
}
