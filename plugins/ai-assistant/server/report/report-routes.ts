import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { AppError, sendAttachment, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import type { AiReport } from '../../common/views.ts';
import { aiPath } from '../segment.ts';
import { readRegister, RegisterFilters } from './register-query.ts';
import { readReport } from './report-query.ts';
import { readStuck } from './stuck-query.ts';
import { reportRange, ReportRangeQuery } from './report-range.ts';

/** Lectures whose calls the caller may read: every lecture of the channel for its admins, a teacher's own. */
async function readableLectures(
  rc: RequestContext,
  only?: number,
): Promise<{ lectureIndex: number; title: string }[]> {
  const user = rc.requireUser();
  if (only !== undefined && rc.hasScopedKind('lecture')) await rc.inChannel('lecture', only);
  const lessons = rc.optionalService(lessonContextRef);
  const all = lessons
    ? await lessons.editableLectures({ userId: user.id, channelId: rc.channel?.index ?? null })
    : [];
  const mine = all.filter((l) => l.canEdit).map((l) => ({ lectureIndex: l.lectureIndex, title: l.title }));
  if (only === undefined) return mine;
  const one = mine.filter((l) => l.lectureIndex === only);
  if (!one.length) throw new AppError(404, 'lecture_not_found', 'ai.error.lecture_not_found');
  return one;
}

const ReportQuery = ReportRangeQuery.extend({
  lecture: idSchema.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

const csvKeys = [
  'lecture',
  'action',
  'calls',
  'learners',
  'tokens',
  'failures',
  'helpful',
  'reasons',
  'stuck',
] as const;

/** A cell a spreadsheet would run as a formula starts with a quote instead (OWASP CSV injection). */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A lecture's stuck spots in one cell: "반복문: RUNTIME_ERROR 14; …" (learners per lesson and verdict). */
function stuckCell(rc: RequestContext, report: AiReport, lectureIndex: number | null): string {
  return cell(
    report.stuck
      .filter((s) => s.lectureIndex === lectureIndex)
      .map((s) =>
        rc.t('ai.report.stuckSpot', { lesson: s.lessonTitle, verdict: s.verdict, learners: s.learners }),
      )
      .join('; '),
  );
}

function reportCsv(rc: RequestContext, report: AiReport): string {
  const header = csvKeys.map((k) => rc.t(`ai.report.csv.${k}`));
  const rows = report.rows.map((r) => [
    cell(r.lectureTitle),
    rc.t(`ai.report.action.${r.action}`),
    r.calls,
    r.learners,
    r.tokens,
    r.failures,
    r.helpfulPercent === null ? '' : `${r.helpfulPercent}%`,
    Object.entries(r.reasons)
      .map(([reason, n]) => `${rc.t(`ai.report.reason.${reason}`)} ${n}`)
      .join('; '),
    r.action === 'code_solution' ? stuckCell(rc, report, r.lectureIndex) : '',
  ]);
  // A BOM so spreadsheet programs read the Korean and Japanese text as UTF-8.
  return `\uFEFF${stringify([header, ...rows])}`;
}

/**
 * The usage report (per lecture and action, per day; CSV), the register (filtered, paged) and a
 * lecture's prompt history, for channel admins (every lecture of the channel) and teachers (theirs).
 */
export function registerReportRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: aiPath(env, 'report'),
    summary:
      'Usage per lecture and action (calls, learners, tokens, failures, helpful %, reasons), per day, and where learners get stuck (fix requests per lesson and verdict); `format=csv` downloads it',
    tags: ['ai-assistant'],
    access: ['teacher', 'admin'],
    query: ReportQuery,
    async handler({ query }, rc) {
      const lectures = await readableLectures(rc, query.lecture);
      const range = reportRange(query, new Date());
      const viewer = { userId: rc.requireUser().id, channelId: rc.channel?.index ?? null };
      const lessons = rc.optionalService(lessonContextRef);
      const [totals, stuck] = await Promise.all([
        readReport(rc.db, lectures, range),
        readStuck(rc.db, lectures, range, async (lecture, lesson) =>
          lessons ? ((await lessons.lesson(viewer, lecture, lesson))?.lessonTitle ?? null) : null,
        ),
      ]);
      const report: AiReport = { ...totals, stuck };
      if (query.format === 'csv') {
        const name = `ai-report-${report.from}-${report.to}.csv`;
        sendAttachment(rc, name, Buffer.from(reportCsv(rc, report)), { type: 'text/csv; charset=utf-8' });
        return undefined;
      }
      return { data: report };
    },
  });
  env.route({
    method: 'GET',
    path: aiPath(env, 'register'),
    summary: 'Every call of the assistant, newest first, filtered by lecture, action, status and user; paged',
    tags: ['ai-assistant'],
    access: ['teacher', 'admin'],
    query: ReportRangeQuery.merge(RegisterFilters),
    async handler({ query }, rc) {
      const lectures = await readableLectures(rc, query.lecture);
      if (query.user) await rc.inChannel('user', query.user);
      return { data: await readRegister(rc.db, lectures, reportRange(query, new Date()), query) };
    },
  });
  env.route({
    method: 'GET',
    path: aiPath(env, 'lectures/:lectureIndex/prompts'),
    summary: "Each learner's questions and answers in a lecture, for its teachers (newest first, paged)",
    tags: ['ai-assistant'],
    access: ['teacher', 'admin'],
    params: z.object({ lectureIndex: idSchema }),
    query: ReportRangeQuery.merge(RegisterFilters.omit({ lecture: true })),
    async handler({ params, query }, rc) {
      const lectures = await readableLectures(rc, params.lectureIndex);
      if (query.user) await rc.inChannel('user', query.user);
      return { data: await readRegister(rc.db, lectures, reportRange(query, new Date()), query) };
    },
  });
}
