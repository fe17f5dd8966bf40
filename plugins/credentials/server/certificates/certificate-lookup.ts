import { AppError, type RequestContext } from '@seodang/sdk';
import type { Certificate } from '../../common/index.ts';
import type { CertificateRow } from './issue-certificate.ts';
import { managesSource } from './source-access.ts';

/** A certificate with its credential's revocation. */
export interface CertificateWithStatus extends CertificateRow {
  revoked_at: Date | null;
  revoke_reason: string | null;
}

/** The certificate by its public id, in the request's channel: one of another channel is not found. */
export async function certificateInChannel(
  rc: RequestContext,
  certId: string,
): Promise<CertificateWithStatus> {
  const row = (await rc
    .db('certificates as c')
    .join('credentials_issued as i', 'i.id', 'c.credential_id')
    .where('c.cert_id', certId)
    .whereRaw('coalesce(c.channel_id, 0) = ?', [rc.channel?.index ?? 0])
    .select('c.*', 'i.revoked_at', 'i.revoke_reason')
    .first()) as CertificateWithStatus | undefined;
  if (!row) throw new AppError(404, 'certificate_not_found', 'credentials.error.certificate_not_found');
  return row;
}

/** Who the caller is to a certificate: its holder, a manager of its source, or someone else. */
export async function relationTo(rc: RequestContext, row: CertificateRow) {
  const isHolder = rc.user?.id === row.user_id;
  const canManage = await managesSource(rc, row.source_kind, row.source_index);
  return { isHolder, canManage };
}

/** The API's shape of a certificate. */
export function presentCertificate(row: CertificateWithStatus): Certificate {
  return {
    certId: row.cert_id,
    title: row.title,
    holderName: row.holder_name,
    issuerName: row.issuer_name,
    sourceKind: row.source_kind,
    sourceIndex: row.source_index,
    score: row.score,
    issuedAt: new Date(row.issued_at).toISOString(),
    validUntil: row.valid_until ? new Date(row.valid_until).toISOString() : null,
    visibility: row.visibility,
    revocation: row.revoked_at
      ? { reason: row.revoke_reason ?? '', revokedAt: new Date(row.revoked_at).toISOString() }
      : null,
  };
}
