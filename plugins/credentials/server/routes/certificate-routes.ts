import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';
import { AppError, fileStorageRef, sendAttachment, type RegisterEnv, type ScopedUser } from '@seodang/sdk';
import {
  certIdSchema,
  certificateIssuedEvent,
  issueInput,
  revokeInput,
  visibilityInput,
} from '../../common/index.ts';
import {
  certificateInChannel,
  presentCertificate,
  readableCertificate,
} from '../certificates/certificate-lookup.ts';
import { pdfCacheKey, renderCertificatePdf } from '../certificates/certificate-pdf.ts';
import { issueCertificate } from '../certificates/issue-certificate.ts';
import { requireSourceManager } from '../certificates/source-access.ts';
import { certificateIssued } from '../../common/certificate-events.ts';
import { revokeCredential } from '../issue.ts';
import { issuerOf } from '../issuer.ts';
import { verifyAnswer } from '../verify/answer.ts';
import { verifyCredential } from '../verify/verify.ts';

const params = z.object({ certId: certIdSchema });

/**
 * Certificates: a manager's issue and revoke, the holder's list and visibility, and the public
 * reading of one certificate with its verification (the `/cert/{certId}` page's data).
 */
export function registerCertificateRoutes(env: RegisterEnv, siteName: () => string): void {
  env.route({
    method: 'POST',
    path: '/api/certificate/issue',
    summary:
      "Issue a lecture's or exam's certificate to a member by hand (again: the live one, or a new one after a name change)",
    tags: ['certificate'],
    access: 'user',
    body: issueInput,
    bodyLimit: '2kb',
    async handler({ body }, rc) {
      const source = await requireSourceManager(rc, body.sourceKind, body.sourceIndex);
      const holder = await rc.inChannel<ScopedUser>('user', body.userId, {
        code: 'user_not_found',
        messageKey: 'credentials.error.user_not_found',
      });
      const { row, created } = await issueCertificate(rc.db, {
        channelId: rc.channel?.index ?? null,
        issuerName: (await issuerOf(rc, siteName())).name,
        origin: rc.origin,
        source,
        holder: { id: holder.id, name: holder.name, email: holder.email || null },
        score: body.score ?? null,
        issuedBy: rc.requireUser().id,
      });
      // The learner hears of it wherever they are signed in (a toast linking to the page).
      if (created)
        await rc.publish(`user:${holder.id}`, certificateIssuedEvent, {
          certId: row.cert_id,
          title: row.title,
        });
      if (created)
        await rc.emit(certificateIssued, {
          certId: row.cert_id,
          userId: holder.id,
          channelId: row.channel_id,
          sourceKind: row.source_kind,
          sourceIndex: row.source_index,
        });
      rc.status(created ? 201 : 200);
      return { data: presentCertificate({ ...row, revoked_at: null, revoke_reason: null }) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/certificate',
    summary: 'My certificates in this channel, newest first',
    tags: ['certificate'],
    access: 'user',
    async handler(_input, rc) {
      const rows = await rc
        .db('certificates as c')
        .join('credentials_issued as i', 'i.id', 'c.credential_id')
        .where('c.user_id', rc.requireUser().id)
        // Badges are listed on their own (`GET /api/badge`).
        .whereNot('c.source_kind', 'badge')
        .whereRaw('coalesce(c.channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .whereNull('c.replaced_at')
        .orderBy('c.issued_at', 'desc')
        .select('c.*', 'i.revoked_at', 'i.revoke_reason');
      return { data: { list: rows.map(presentCertificate) } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/certificate/lecture/:index',
    summary: "A lecture's live certificates, newest first (its owner, co-teachers and the channel's admin)",
    tags: ['certificate'],
    access: 'user',
    params: z.object({ index: idSchema }),
    async handler({ params: { index } }, rc) {
      await requireSourceManager(rc, 'lecture', index);
      const rows = await rc
        .db('certificates as c')
        .join('credentials_issued as i', 'i.id', 'c.credential_id')
        .where({ 'c.source_kind': 'lecture', 'c.source_index': index })
        .whereRaw('coalesce(c.channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .whereNull('c.replaced_at')
        .orderBy('c.issued_at', 'desc')
        .limit(500)
        .select('c.*', 'i.revoked_at', 'i.revoke_reason');
      return { data: { list: rows.map(presentCertificate) } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/certificate/:certId',
    summary: 'A certificate and its verification; a private one shows only that it exists',
    tags: ['certificate'],
    access: 'public',
    service: null,
    channelPublic: true,
    params,
    async handler({ params: { certId } }, rc) {
      const { row, isHolder, canManage, restricted } = await readableCertificate(rc, certId, {
        privateAs: 'restricted',
      });
      if (restricted) return { data: { certId: row.cert_id, visibility: 'private', restricted: true } };
      const verification = verifyAnswer(rc, await verifyCredential(rc.db, row.credential_jwt));
      return { data: { ...presentCertificate(row), restricted: false, verification, isHolder, canManage } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/certificate/:certId/credential',
    summary: "The certificate's signed credential (VC-JWT), to download or hand to a verifier",
    tags: ['certificate'],
    access: 'public',
    service: null,
    channelPublic: true,
    params,
    async handler({ params: { certId } }, rc) {
      const { row } = await readableCertificate(rc, certId);
      sendAttachment(rc, `certificate-${row.cert_id}.jwt`, Buffer.from(row.credential_jwt), {
        type: 'application/vc+jwt',
      });
      return undefined;
    },
  });

  env.route({
    method: 'GET',
    path: '/api/certificate/:certId/pdf',
    summary:
      "The certificate as an A4 PDF in the reader's language, its QR to the page and its credential attached",
    tags: ['certificate'],
    access: 'public',
    service: null,
    channelPublic: true,
    params,
    async handler({ params: { certId } }, rc) {
      const { row } = await readableCertificate(rc, certId);
      const dates = new Intl.DateTimeFormat(rc.locale, { dateStyle: 'long', timeZone: 'Asia/Seoul' });
      const context = {
        locale: rc.locale,
        pageUrl: `${rc.origin}/cert/${row.cert_id}`,
        formatDate: (date: Date) => dates.format(date),
      };
      // Drawn once per content: the same certificate, language and address come from the store.
      const store = rc.service(fileStorageRef).forPlugin('credentials');
      const key = pdfCacheKey(row, context);
      let pdf: Buffer;
      if (await store.head(key)) {
        const chunks: Buffer[] = [];
        for await (const chunk of (await store.get(key)).body) chunks.push(chunk as Buffer);
        pdf = Buffer.concat(chunks);
      } else {
        pdf = await renderCertificatePdf(row, context);
        await store.put(key, pdf, { contentType: 'application/pdf' });
      }
      sendAttachment(rc, `certificate-${row.cert_id}.pdf`, pdf, { type: 'application/pdf' });
      return undefined;
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/certificate/:certId/visibility',
    summary: 'The holder shows the certificate to everyone, or only that it exists',
    tags: ['certificate'],
    access: 'user',
    params,
    body: visibilityInput,
    bodyLimit: '1kb',
    async handler({ params: { certId }, body }, rc) {
      const row = await certificateInChannel(rc, certId);
      if (row.user_id !== rc.requireUser().id)
        throw new AppError(403, 'not_certificate_holder', 'credentials.error.not_certificate_holder');
      await rc.db('certificates').where({ id: row.id }).update({ visibility: body.visibility });
      return { data: presentCertificate({ ...row, visibility: body.visibility }) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/certificate/:certId/revoke',
    summary: 'Revoke a certificate with a reason (shown publicly); revoking again changes nothing',
    tags: ['certificate'],
    access: 'user',
    params,
    body: revokeInput,
    bodyLimit: '2kb',
    async handler({ params: { certId }, body }, rc) {
      const row = await certificateInChannel(rc, certId);
      await requireSourceManager(rc, row.source_kind, row.source_index);
      await revokeCredential(rc.db, row.credential_id, { userId: rc.requireUser().id, reason: body.reason });
      return { data: presentCertificate(await certificateInChannel(rc, certId)) };
    },
  });
}
