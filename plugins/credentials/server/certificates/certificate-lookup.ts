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
async function relationTo(rc: RequestContext, row: CertificateRow) {
  const isHolder = rc.user?.id === row.user_id;
  const canManage = await managesSource(rc, row.source_kind, row.source_index);
  return { isHolder, canManage };
}

/** A certificate with who the caller is to it, and whether they may read only that it exists. */
export interface ReadableCertificate {
  row: CertificateWithStatus;
  isHolder: boolean;
  canManage: boolean;
  /** A private certificate read by someone other than its holder and its managers. */
  restricted: boolean;
}

/**
 * The certificate by its public id in the request's channel (else 404), as the caller may read it:
 * a private one is its holder's and its source managers'. Anyone else gets 403
 * `certificate_private`, or, with `privateAs: 'restricted'`, the certificate marked `restricted`
 * for the caller to show only that it exists.
 */
export async function readableCertificate(
  rc: RequestContext,
  certId: string,
  options: { privateAs?: 'forbidden' | 'restricted' } = {},
): Promise<ReadableCertificate> {
  const row = await certificateInChannel(rc, certId);
  const { isHolder, canManage } = await relationTo(rc, row);
  const restricted = row.visibility === 'private' && !isHolder && !canManage;
  if (restricted && options.privateAs !== 'restricted')
    throw new AppError(403, 'certificate_private', 'credentials.error.certificate_private');
  return { row, isHolder, canManage, restricted };
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
