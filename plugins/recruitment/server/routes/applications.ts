import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import {
  applicationInput,
  applicationStatus,
  isProceeding,
  savableStatuses,
  withdrawableStatuses,
} from '../../common/index.ts';
import {
  lockMine,
  lockMineOr404,
  answerMine,
  answerOne,
  refuseOwnPosting,
  type ApplicationRow,
} from '../applications.ts';
import {
  attachableFor,
  dropAttachments,
  refuseInvalidCredentials,
  saveAttachments,
  takeSnapshot,
} from '../attachments.ts';
import { illegalTransition, periodOf, visiblePosting } from '../postings.ts';
import { resumeStore } from '../resumes.ts';
import { registerForScreening, withdrawFromScreening } from '../screening.ts';
import type { PostingRow } from '../scoped-kinds.ts';

const tags = ['recruitment'];
const seqParams = z.object({ sequence: idSchema });

/** The posting an applicant acts on: visible, not their own, and published. */
async function postingToApply(rc: RequestContext, id: number): Promise<PostingRow> {
  const posting = await visiblePosting(rc, id);
  refuseOwnPosting(rc, posting);
  if (posting.state !== 'PUBLISHED') throw illegalTransition(posting.state);
  return posting;
}

/**
 * An applicant's side: save a draft (PENDING), submit it (SUBMITTED, once, while the posting's
 * period is proceeding), withdraw it (CANCELED) and list their own. Each change is one
 * transaction over the locked application row, so repeating a call answers the same application.
 */
export function registerApplicationRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/recruitment/:sequence/application',
    summary: 'Save my application as a draft (PENDING); a withdrawn one becomes a draft again',
    tags,
    access: 'user',
    params: seqParams,
    body: applicationInput,
    bodyLimit: '32kb',
    async handler({ params, body }, rc) {
      const posting = await postingToApply(rc, params.sequence);
      const userId = rc.requireUser().id;
      const row = await rc.db.transaction(async (trx) => {
        const mine = await lockMine(trx, posting.id, userId);
        const values = {
          status: applicationStatus.PENDING,
          cover_message: body.coverMessage,
          mobile: body.mobile,
          portfolio_link: body.portfolioLink,
          updated_at: trx.fn.now(),
        };
        if (!mine) {
          const [created] = await trx('recruitment_applications')
            .insert({ ...values, posting_id: posting.id, user_id: userId })
            .onConflict(['posting_id', 'user_id'])
            .ignore()
            .returning('*');
          if (!created) throw illegalTransition('SUBMITTED');
          await saveAttachments(trx, rc, created.id, body.attachments);
          return created as ApplicationRow;
        }
        if (!savableStatuses.includes(mine.status)) throw illegalTransition(mine.status);
        const [updated] = await trx('recruitment_applications')
          .where('id', mine.id)
          .update(values)
          .returning('*');
        await saveAttachments(trx, rc, mine.id, body.attachments);
        return updated as ApplicationRow;
      });
      return { data: await answerOne(rc, row, posting) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/recruitment/:sequence/application/submit',
    summary:
      'Submit my saved application while the posting is proceeding; a second submit answers the same one',
    tags,
    access: 'user',
    params: seqParams,
    async handler({ params }, rc) {
      const posting = await visiblePosting(rc, params.sequence);
      refuseOwnPosting(rc, posting);
      const userId = rc.requireUser().id;
      const row = await rc.db.transaction(async (trx) => {
        const mine = await lockMineOr404(trx, posting.id, userId);
        if (mine.status !== applicationStatus.PENDING) {
          if (mine.status === applicationStatus.CANCELED) throw illegalTransition(mine.status);
          return mine; // already submitted (or decided): the same application
        }
        if (posting.state !== 'PUBLISHED' || !isProceeding(periodOf(posting)))
          throw new AppError(409, 'not_proceeding', 'recruitment.error.not_proceeding');
        if (!mine.mobile)
          throw new AppError(400, 'validation', 'recruitment.validation.mobileRequired', {}, [
            { path: 'body.mobile', key: 'recruitment.validation.mobileRequired', params: {} },
          ]);
        await refuseInvalidCredentials(trx, rc, mine.id);
        const [updated] = await trx('recruitment_applications')
          .where('id', mine.id)
          .update({
            status: applicationStatus.SUBMITTED,
            submitted_at: trx.fn.now(),
            updated_at: trx.fn.now(),
          })
          .returning('*');
        // What the applicant consented to is taken now, with the submit: reviewers see it as it was.
        await takeSnapshot(trx, rc, mine.id);
        // With a screening assessment, submitting makes the applicant its examinee, in this transaction.
        await registerForScreening(rc, trx, posting, userId);
        return updated as ApplicationRow;
      });
      return { data: await answerOne(rc, row, posting) };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/recruitment/:sequence/application',
    summary: 'Withdraw my application (CANCELED) before a verdict; repeating it answers the same',
    tags,
    access: 'user',
    params: seqParams,
    async handler({ params }, rc) {
      const posting = await visiblePosting(rc, params.sequence);
      const userId = rc.requireUser().id;
      const { row, resume } = await rc.db.transaction(async (trx) => {
        const mine = await lockMineOr404(trx, posting.id, userId);
        if (mine.status === applicationStatus.CANCELED) return { row: mine, resume: null };
        if (!withdrawableStatuses.includes(mine.status)) throw illegalTransition(mine.status);
        const [updated] = await trx('recruitment_applications')
          .where('id', mine.id)
          .update({
            status: applicationStatus.CANCELED,
            resume_key: null,
            resume_name: null,
            resume_size: null,
            updated_at: trx.fn.now(),
          })
          .returning('*');
        // Withdrawal takes the attachments and their consents away at once, with the résumé.
        await dropAttachments(trx, mine.id);
        await withdrawFromScreening(rc, trx, posting, userId);
        return { row: updated as ApplicationRow, resume: mine.resume_key };
      });
      // Withdrawing takes the résumé away at once: nobody reads it again, so it is not kept.
      if (resume) await resumeStore(rc).delete(resume);
      return { data: await answerOne(rc, row, posting) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/recruitment/:sequence/application/attachable',
    summary:
      'What I could attach to my application here (each group only with its consent), and who receives it for how long',
    tags,
    access: 'user',
    params: seqParams,
    async handler({ params }, rc) {
      const posting = await postingToApply(rc, params.sequence);
      return { data: await attachableFor(rc, posting) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/recruitment/application/my',
    summary: 'My applications in this channel, newest first',
    tags,
    access: 'user',
    async handler(_input, rc) {
      const rows = await rc
        .db('recruitment_applications as a')
        .join('recruitment_postings as p', 'p.id', 'a.posting_id')
        .where('a.user_id', rc.requireUser().id)
        .whereRaw('coalesce(p.channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .orderBy('a.updated_at', 'desc')
        .limit(200)
        .select('a.*', rc.db.raw('row_to_json(p.*) as posting'));
      return {
        data: await answerMine(rc, rows as (ApplicationRow & { posting: PostingRow })[]),
      };
    },
  });
}
