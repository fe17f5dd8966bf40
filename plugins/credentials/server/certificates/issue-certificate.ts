import { customAlphabet } from 'nanoid';
import type { Knex } from '@seodang/sdk';
import type { SourceKind } from '../../common/index.ts';
import { issueCredential, revokeCredential } from '../issue.ts';
import { ruleOf } from './rules.ts';

/** 12 characters of nanoid's URL-safe alphabet: the certificate's public id, never the row id. */
export const newCertId = customAlphabet(
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-',
  12,
);

/** A certificate row as stored. */
export interface CertificateRow {
  id: number;
  cert_id: string;
  channel_id: number | null;
  user_id: number;
  source_kind: SourceKind | 'badge' | 'event';
  source_index: number;
  title: string;
  holder_name: string;
  issuer_name: string;
  score: number | null;
  credential_id: number;
  credential_jwt: string;
  visibility: 'public' | 'private';
  issued_at: Date;
  valid_until: Date | null;
  replaced_at: Date | null;
}

/** Who gets a certificate for what, and who hands it out. */
export interface CertificateOrder {
  channelId: number | null;
  issuerName: string;
  origin: string;
  source: { kind: SourceKind | 'event'; index: number; title: string; criteria?: string };
  holder: { id: number; name: string; email: string | null };
  score?: number | null;
  issuedBy: number | null;
}

const addMonths = (date: Date, months: number) => {
  const d = new Date(date);
  d.setMonth(d.getMonth() + months);
  return d;
};

/**
 * Issues the certificate of a source to a learner, once: a live certificate with the holder's
 * current name is answered again (`created: false`). One with an old name, or revoked, is replaced:
 * the old credential is revoked (reason `name_changed` when it was still good) and a new one signed.
 * The source and user rows are locked for the transaction, so two issues at once give one.
 */
export async function issueCertificate(
  db: Knex,
  order: CertificateOrder,
): Promise<{ row: CertificateRow; created: boolean }> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [
      `certificate:${order.source.kind}:${order.source.index}:${order.holder.id}`,
    ]);
    const live = (await trx('certificates as c')
      .join('credentials_issued as i', 'i.id', 'c.credential_id')
      .where({
        'c.source_kind': order.source.kind,
        'c.source_index': order.source.index,
        'c.user_id': order.holder.id,
      })
      .whereNull('c.replaced_at')
      .select('c.*', 'i.revoked_at')
      .first()) as (CertificateRow & { revoked_at: Date | null }) | undefined;
    if (live && !live.revoked_at && live.holder_name === order.holder.name) {
      const { revoked_at: _revoked, ...row } = live;
      return { row, created: false };
    }
    if (live) {
      if (!live.revoked_at)
        await revokeCredential(trx, live.credential_id, { userId: order.issuedBy, reason: 'name_changed' });
      await trx('certificates').where({ id: live.id }).update({ replaced_at: trx.fn.now() });
    }
    const rule =
      order.source.kind === 'event' ? undefined : await ruleOf(trx, order.source.kind, order.source.index);
    const issuedAt = new Date();
    const validUntil = rule?.validity_months ? addMonths(issuedAt, rule.validity_months) : null;
    const certId = newCertId();
    const credential = await issueCredential(trx, order.origin, {
      channelId: order.channelId,
      issuerName: order.issuerName,
      achievement: {
        id: `${order.origin}/${order.source.kind}/${order.source.index}`,
        name: order.source.title,
        description: order.source.title,
        criteria: order.source.criteria
          ? order.source.criteria
          : order.source.kind === 'lecture'
            ? `min quiz ${rule?.min_quiz_percent ?? 0}%, min attendance ${rule?.min_attendance_percent ?? 0}%`
            : `min score ${rule?.min_score ?? 0}`,
      },
      holder: { name: order.holder.name, email: order.holder.email },
      validFrom: issuedAt,
      validUntil,
    });
    const [row] = (await trx('certificates')
      .insert({
        cert_id: certId,
        channel_id: order.channelId,
        user_id: order.holder.id,
        source_kind: order.source.kind,
        source_index: order.source.index,
        rule_id: rule?.id ?? null,
        title: order.source.title,
        holder_name: order.holder.name,
        issuer_name: order.issuerName,
        score: order.score ?? null,
        credential_id: credential.credentialId,
        credential_jwt: credential.jwt,
        issued_by: order.issuedBy,
        issued_at: issuedAt,
        valid_until: validUntil,
      })
      .returning('*')) as CertificateRow[];
    return { row: row!, created: true };
  });
}
