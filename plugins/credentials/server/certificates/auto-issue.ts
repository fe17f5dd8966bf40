import { channelSettingsRef, type Knex, type StartContext } from '@seodang/sdk';
import type { LectureCompleted } from '@seodang/plugin-lectures/events';
import { lectureCompletionsRef } from '@seodang/plugin-lectures/lecture-completions';
import type { ExamFinished } from '@seodang/plugin-assessment/events';
import { examResultsRef } from '@seodang/plugin-assessment/exam-results';
import { lectureQuizScoresRef } from '@seodang/plugin-workspace/lecture-quiz-scores';
import { attendanceRatesRef } from '@seodang/plugin-attendance/attendance-rates';
import type { SourceKind } from '../../common/index.ts';
import { certificateIssued } from '../../common/certificate-events.ts';
import { certificateIssuedEvent } from '../../common/events.ts';
import { issuerNameKey } from '../issuer-settings.ts';
import { issueCertificate } from './issue-certificate.ts';
import { ruleOf } from './rules.ts';

/** What an automatic issue needs of the running core (an event handler's or a job's context). */
export type AutoIssueContext = Pick<StartContext, 'db' | 'config' | 'optionalService' | 'publish' | 'emit'>;

/** How an automatic issue ended. */
export type AutoIssueOutcome = 'issued' | 'already' | 'off' | 'not_eligible' | 'unavailable';

/** How the grant came: the event itself, or the reconciliation that replayed a lost one. */
export type GrantVia = 'event' | 'reconcile';

/**
 * The address the channel (null: the public site) is reached at, for a credential issued outside a
 * request: its own domain, else `<slug>.<base domain>`; https in production, else http with the port.
 */
export async function channelOrigin(ctx: Pick<StartContext, 'db' | 'config'>, channelId: number | null) {
  const config = ctx.config as { baseDomain?: string; port?: number; env?: string };
  const base = config.baseDomain ?? 'localhost';
  let host = base;
  if (channelId !== null) {
    const row = (await ctx.db('channels').where({ id: channelId }).first('slug', 'custom_domain')) as
      { slug: string; custom_domain: string | null } | undefined;
    host = row?.custom_domain ?? `${row?.slug ?? ''}.${base}`;
  }
  const production = config.env === 'production';
  const port = !production && config.port && config.port !== 80 ? `:${config.port}` : '';
  return `${production ? 'https' : 'http'}://${host}${port}`;
}

/** The issuer's name outside a request: the channel admin's setting, else the channel's (or the site's) name. */
export async function issuerNameOf(ctx: AutoIssueContext, channelId: number | null, siteName: string) {
  if (channelId === null) return siteName;
  const settings = ctx.optionalService(channelSettingsRef);
  const saved = settings ? await settings.value<string>(ctx.db, channelId, issuerNameKey) : '';
  if (saved) return saved;
  const row = (await ctx.db('channels').where({ id: channelId }).first('name')) as
    { name: string } | undefined;
  return row?.name ?? siteName;
}

const grantOf = (db: Knex, kind: SourceKind, index: number, userId: number) =>
  db('certificate_auto_grants')
    .where({ source_kind: kind, source_index: index, user_id: userId })
    .first('id');

interface Grant {
  source: { kind: SourceKind; index: number; title: string; channelId: number | null };
  userId: number;
  ruleId: number | null;
  score: number | null;
  via: GrantVia;
}

/**
 * Claims the (rule, learner, source) grant and issues the certificate in one transaction: the
 * claim that loses a race, or finds a grant already made (even one whose certificate was revoked
 * since), issues nothing. After the commit the learner is told on `user:{id}`.
 */
async function grant(ctx: AutoIssueContext, siteName: string, g: Grant): Promise<AutoIssueOutcome> {
  const holder = (await ctx.db('users').where({ id: g.userId }).first('id', 'name', 'email')) as
    { id: number; name: string; email: string | null } | undefined;
  if (!holder) return 'not_eligible';
  const issuerName = await issuerNameOf(ctx, g.source.channelId, siteName);
  const origin = await channelOrigin(ctx, g.source.channelId);
  const done = await ctx.db.transaction(async (trx) => {
    const [claimed] = (await trx('certificate_auto_grants')
      .insert({
        source_kind: g.source.kind,
        source_index: g.source.index,
        user_id: g.userId,
        rule_id: g.ruleId,
        via: g.via,
      })
      .onConflict(['source_kind', 'source_index', 'user_id'])
      .ignore()
      .returning('id')) as { id: number }[];
    if (!claimed) return null;
    const issued = await issueCertificate(trx, {
      channelId: g.source.channelId,
      issuerName,
      origin,
      source: { kind: g.source.kind, index: g.source.index, title: g.source.title },
      holder: { id: holder.id, name: holder.name, email: holder.email || null },
      score: g.score,
      issuedBy: null,
    });
    await trx('certificate_auto_grants').where({ id: claimed.id }).update({ certificate_id: issued.row.id });
    return issued;
  });
  if (!done) return 'already';
  if (done.created) {
    await ctx.publish(`user:${holder.id}`, certificateIssuedEvent, {
      certId: done.row.cert_id,
      title: done.row.title,
    });
    await ctx.emit(certificateIssued, {
      certId: done.row.cert_id,
      userId: holder.id,
      channelId: done.row.channel_id,
      sourceKind: done.row.source_kind,
      sourceIndex: done.row.source_index,
    });
  }
  return 'issued';
}

/**
 * `lectures.lecture-completed`: the lecture's certificate when its "certificate issued" setting is
 * on, the learner has completed it, and the rule's minimum quiz and attendance percentages hold (a
 * lecture without quizzes or closed sessions has nothing to fall short of). Idempotent.
 */
export async function autoIssueForLecture(
  ctx: AutoIssueContext,
  siteName: string,
  p: LectureCompleted,
  via: GrantVia,
): Promise<AutoIssueOutcome> {
  const lectures = ctx.optionalService(lectureCompletionsRef);
  if (!lectures) return 'unavailable';
  const lecture = await lectures.lecture(p.lectureIndex);
  if (!lecture || lecture.channelId !== p.channelId || !lecture.certificateIssued) return 'off';
  if (await grantOf(ctx.db, 'lecture', p.lectureIndex, p.userId)) return 'already';
  if (!(await lectures.isCompleted(p.lectureIndex, p.userId))) return 'not_eligible';
  const rule = await ruleOf(ctx.db, 'lecture', p.lectureIndex);
  const quizPercent =
    (await ctx.optionalService(lectureQuizScoresRef)?.percentOf(p.userId, p.lectureIndex)) ?? null;
  if (quizPercent !== null && quizPercent < (rule?.min_quiz_percent ?? 0)) return 'not_eligible';
  const attendance =
    (await ctx.optionalService(attendanceRatesRef)?.rateOf(p.lectureIndex, p.userId)) ?? null;
  if (attendance !== null && attendance < (rule?.min_attendance_percent ?? 0)) return 'not_eligible';
  return grant(ctx, siteName, {
    source: {
      kind: 'lecture',
      index: lecture.lectureIndex,
      title: lecture.title,
      channelId: lecture.channelId,
    },
    userId: p.userId,
    ruleId: rule?.id ?? null,
    score: quizPercent === null ? null : Math.round(quizPercent),
    via,
  });
}

/**
 * `assessment.exam-finished`: the exam's certificate when the exam has a rule, the score reaches
 * its minimum and, when the rule asks, a supervisor checked the examinee's identity. Idempotent.
 */
export async function autoIssueForExam(
  ctx: AutoIssueContext,
  siteName: string,
  p: ExamFinished,
  via: GrantVia,
): Promise<AutoIssueOutcome> {
  const rule = await ruleOf(ctx.db, 'exam', p.examIndex);
  if (!rule) return 'off';
  const exams = ctx.optionalService(examResultsRef);
  if (!exams) return 'unavailable';
  const exam = await exams.exam(p.examIndex);
  if (!exam || exam.channelId !== p.channelId) return 'off';
  if (await grantOf(ctx.db, 'exam', p.examIndex, p.userId)) return 'already';
  if (p.totalScore < rule.min_score) return 'not_eligible';
  if (rule.require_identity_verified && !(await exams.identityChecked(p.examIndex, p.userId)))
    return 'not_eligible';
  return grant(ctx, siteName, {
    source: { kind: 'exam', index: exam.examIndex, title: exam.title, channelId: exam.channelId },
    userId: p.userId,
    ruleId: rule.id,
    score: Math.round(p.totalScore),
    via,
  });
}
