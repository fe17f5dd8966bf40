import { z } from 'zod';
import { AppError, sendAttachment, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { applicationStatus } from '../../common/index.ts';
import {
  applicationKind,
  applicationNotFound,
  lockMineOr404,
  answerOne,
  refuseOwnPosting,
  type ApplicationRow,
} from '../applications.ts';
import { illegalTransition, managedPosting, visiblePosting } from '../postings.ts';
import { cleanFileName, pdfBytes, readResume, resumeKey, resumeStore } from '../resumes.ts';

const tags = ['recruitment'];
const seqParams = z.object({ sequence: idSchema });
const resumeNotFound = () => new AppError(404, 'resume_not_found', 'recruitment.error.resume_not_found');
const noApplication = () => new AppError(404, applicationNotFound.code, applicationNotFound.messageKey);

/** Answers the stored résumé of an application as a PDF attachment. */
async function sendResume(
  rc: RequestContext,
  row: ApplicationRow & { resume_key: string | null; resume_name: string | null },
) {
  if (!row.resume_key) throw resumeNotFound();
  const bytes = await readResume(resumeStore(rc), row.resume_key);
  sendAttachment(rc, row.resume_name ?? 'resume.pdf', bytes, {
    type: 'application/pdf',
    fallback: 'resume.pdf',
  });
}

/**
 * Résumés: a PDF of at most 10 MB (checked by its first bytes), kept through the SDK's file
 * storage under the channel's folder. The applicant attaches, replaces or removes it while the
 * application is saved (PENDING); the posting's owner and admins download it once submitted (under
 * blind review only once it passed); a
 * withdrawn application's résumé is deleted (see the withdrawal route).
 */
export function registerResumeRoutes(env: RegisterEnv): void {
  env.route({
    method: 'PUT',
    path: '/api/recruitment/:sequence/application/resume',
    summary: 'Attach or replace the résumé (a PDF of at most 10 MB) of my saved application',
    tags,
    access: 'user',
    params: seqParams,
    bodyTypes: ['multipart'],
    bodyLimit: '11mb',
    body: z.object({ file: z.instanceof(File, { message: 'recruitment.error.resume_not_pdf' }) }),
    async handler({ params, body }, rc) {
      const posting = await visiblePosting(rc, params.sequence);
      refuseOwnPosting(rc, posting);
      if (posting.state !== 'PUBLISHED') throw illegalTransition(posting.state);
      const bytes = await pdfBytes(body.file);
      const userId = rc.requireUser().id;
      const row = await rc.db.transaction(async (trx) => {
        const mine = await lockMineOr404(trx, posting.id, userId);
        if (mine.status !== applicationStatus.PENDING) throw illegalTransition(mine.status);
        const key = resumeKey(posting.id, mine.id);
        await resumeStore(rc).put(key, bytes, { contentType: 'application/pdf' });
        const [updated] = await trx('recruitment_applications')
          .where('id', mine.id)
          .update({
            resume_key: key,
            resume_name: cleanFileName(body.file.name),
            resume_size: bytes.length,
            updated_at: trx.fn.now(),
          })
          .returning('*');
        return updated as ApplicationRow;
      });
      return { data: await answerOne(rc, row, posting) };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/recruitment/:sequence/application/resume',
    summary: 'Remove the résumé of my saved application',
    tags,
    access: 'user',
    params: seqParams,
    async handler({ params }, rc) {
      const posting = await visiblePosting(rc, params.sequence);
      const userId = rc.requireUser().id;
      const { row, key } = await rc.db.transaction(async (trx) => {
        const mine = await lockMineOr404(trx, posting.id, userId);
        if (mine.status !== applicationStatus.PENDING) throw illegalTransition(mine.status);
        const [updated] = await trx('recruitment_applications')
          .where('id', mine.id)
          .update({ resume_key: null, resume_name: null, resume_size: null, updated_at: trx.fn.now() })
          .returning('*');
        return { row: updated as ApplicationRow, key: mine.resume_key };
      });
      if (key) await resumeStore(rc).delete(key);
      return { data: await answerOne(rc, row, posting) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/recruitment/:sequence/application/resume',
    summary: 'Download the résumé of my application',
    tags,
    access: 'user',
    params: seqParams,
    async handler({ params }, rc) {
      const posting = await visiblePosting(rc, params.sequence);
      const mine = await rc
        .db('recruitment_applications')
        .where({ posting_id: posting.id, user_id: rc.requireUser().id })
        .first();
      if (!mine) throw noApplication();
      await sendResume(rc, mine);
    },
  });

  env.route({
    method: 'GET',
    path: '/api/recruitment/:sequence/applications/:id/resume',
    summary: "Download a submitted application's résumé (the posting's owner or an admin)",
    tags,
    access: ['teacher', 'admin'],
    params: z.object({ sequence: idSchema, id: idSchema }),
    async handler({ params }, rc) {
      const posting = await managedPosting(rc, params.sequence);
      const row = await rc.inChannel<ApplicationRow>(applicationKind, params.id, applicationNotFound);
      // A saved draft is the applicant's own; a withdrawn application shows nothing.
      const hidden: number[] = [applicationStatus.PENDING, applicationStatus.CANCELED];
      if (row.posting_id !== posting.id || hidden.includes(row.status)) throw noApplication();
      if (posting.blind && row.status !== applicationStatus.PASS)
        throw new AppError(403, 'blind_review', 'recruitment.error.blind_review');
      await sendResume(rc, row);
    },
  });
}
