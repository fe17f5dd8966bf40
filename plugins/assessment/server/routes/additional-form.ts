import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import {
  additionalAnswersSchema,
  additionalFormSchema,
  answerProblems,
  cleanAnswers,
  type AdditionalQuestion,
} from '../../common/additional-form.ts';
import { owned, visibleAssessment } from '../assessment-lookup.ts';
import type { AssessmentRow } from '../assessment-row.ts';
import { iso } from './params.ts';
import { idSchema } from '@seodang/sdk/common';

const seqParams = z.object({ lectureSeq: idSchema });
const teacherRoles = ['teacher', 'admin'] as const;

const visible = (rc: RequestContext, seq: number): Promise<AssessmentRow> => visibleAssessment(rc, seq);

const questionsOf = async (rc: RequestContext, seq: number): Promise<AdditionalQuestion[]> =>
  (await rc.db('assessment_additional_forms').where({ assessment_id: seq }).first('questions'))?.questions ??
  [];

/** Whether the registration period is open now (submitting and editing happen only then). */
function registrationRefusal(row: AssessmentRow, now = Date.now()): AppError | null {
  if (now < new Date(row.register_open).getTime())
    return new AppError(403, 'registration_not_open', 'assessment.form.notOpen');
  if (now >= new Date(row.register_close).getTime())
    return new AppError(403, 'registration_closed', 'assessment.form.closed');
  return null;
}

/** Refuses answers that break the form's rules, naming each question. */
function checkAnswers(questions: AdditionalQuestion[], answers: Record<string, string>) {
  if (!questions.length) throw new AppError(404, 'no_form', 'assessment.form.noForm');
  const problems = answerProblems(questions, answers);
  if (problems.length) {
    throw new AppError(
      400,
      'validation',
      problems[0].messageKey,
      {},
      problems.map((p) => ({ path: `body.answers.${p.key}`, key: p.messageKey, params: {} })),
    );
  }
}

/** The assessment and the answers as stored, once they pass the form's rules within the registration period. */
async function acceptedAnswers(rc: RequestContext, seq: number, answers: Record<string, string>) {
  const row = await visible(rc, seq);
  const questions = await questionsOf(rc, row.id);
  checkAnswers(questions, answers);
  const refusal = registrationRefusal(row);
  if (refusal) throw refusal;
  return { row, answers: JSON.stringify(cleanAnswers(questions, answers)) };
}

const presentAnswer = (r: { answers: Record<string, string>; submitted_at: Date; updated_at: Date }) => ({
  answers: r.answers,
  submittedAt: iso(r.submitted_at),
  updatedAt: iso(r.updated_at),
});

/**
 * The additional application form of an assessment (/assessment/{sequence}/{url_slug}/additional-form):
 * the owner defines its questions; each member submits once and may edit it while the
 * registration period is open; the owner (and channel admins) read every answer.
 */
export function registerAdditionalFormRoutes(env: RegisterEnv): void {
  const tags = ['assessment', 'additional-form'];
  const base = '/api/assessment/:lectureSeq/additional-form';
  env.route({
    method: 'GET',
    path: base,
    summary: "The additional form's questions and the caller's own answer",
    tags,
    access: 'user',
    params: seqParams,
    async handler({ params }, rc) {
      const row = await visible(rc, params.lectureSeq);
      const mine = await rc
        .db('assessment_additional_answers')
        .where({ assessment_id: row.id, user_id: rc.user!.id })
        .first();
      return {
        data: {
          lectureSeq: row.id,
          lectureSlug: row.url_slug,
          title: row.title,
          questions: await questionsOf(rc, row.id),
          answer: mine ? presentAnswer(mine) : null,
          registerOpen: iso(row.register_open),
          registerClose: iso(row.register_close),
          editable: registrationRefusal(row) === null,
        },
      };
    },
  });
  env.route({
    method: 'PUT',
    path: base,
    summary: "Define the additional form's questions (owner or admin)",
    tags,
    access: teacherRoles,
    params: seqParams,
    body: additionalFormSchema,
    async handler({ params, body }, rc) {
      await owned(rc, params.lectureSeq);
      await rc
        .db('assessment_additional_forms')
        .insert({ assessment_id: params.lectureSeq, questions: JSON.stringify(body.questions) })
        .onConflict('assessment_id')
        .merge({ questions: JSON.stringify(body.questions), updated_at: rc.db.fn.now() });
      return { data: { questions: body.questions } };
    },
  });
  env.route({
    method: 'POST',
    path: `${base}/answer`,
    summary: 'Submit the additional form (once, within the registration period)',
    tags,
    access: 'user',
    params: seqParams,
    body: additionalAnswersSchema,
    async handler({ params, body }, rc) {
      const { row, answers } = await acceptedAnswers(rc, params.lectureSeq, body.answers);
      const [saved] = await rc
        .db('assessment_additional_answers')
        .insert({ assessment_id: row.id, user_id: rc.user!.id, answers })
        .onConflict(['assessment_id', 'user_id'])
        .ignore()
        .returning('*');
      if (!saved) throw new AppError(409, 'already_submitted', 'assessment.form.alreadySubmitted');
      rc.status(201);
      return { data: presentAnswer(saved) };
    },
  });
  env.route({
    method: 'PUT',
    path: `${base}/answer`,
    summary: "Edit one's submitted additional form (until the registration period closes)",
    tags,
    access: 'user',
    params: seqParams,
    body: additionalAnswersSchema,
    async handler({ params, body }, rc) {
      const { row, answers } = await acceptedAnswers(rc, params.lectureSeq, body.answers);
      const [saved] = await rc
        .db('assessment_additional_answers')
        .where({ assessment_id: row.id, user_id: rc.user!.id })
        .update({ answers, updated_at: rc.db.fn.now() })
        .returning('*');
      if (!saved) throw new AppError(404, 'not_submitted', 'assessment.form.notSubmitted');
      return { data: presentAnswer(saved) };
    },
  });
  env.route({
    method: 'GET',
    path: `${base}/answers`,
    summary: "Every applicant's additional form (owner or admin)",
    tags,
    access: teacherRoles,
    params: seqParams,
    async handler({ params }, rc) {
      const row = await owned(rc, params.lectureSeq);
      const rows = await rc
        .db('assessment_additional_answers as a')
        .join('users as u', 'u.id', 'a.user_id')
        .where('a.assessment_id', row.id)
        .orderBy('a.submitted_at')
        .select('a.*', 'u.id as uid', 'u.name', 'u.email');
      return {
        data: {
          questions: await questionsOf(rc, row.id),
          list: rows.map((r) => ({ user: { id: r.uid, name: r.name, email: r.email }, ...presentAnswer(r) })),
        },
      };
    },
  });
}
