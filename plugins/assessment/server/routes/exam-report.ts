import type { RegisterEnv } from '@seodang/sdk';
import { requireReportOf } from '../services/exam-access.ts';
import { scoreDataOf } from '../services/exam-scores.ts';
import { reportSubmissionsOf, reportSubmissionsSummary } from '../services/exam-report-submissions.ts';
import { registerReportSubmissionRoutes } from './report-submissions.ts';
import { examParams, iso } from './params.ts';
import { recordingsOf } from '../recordings/routes.ts';
import type { TimelineEntry } from '../../common/report-timeline.ts';
import { reportMemosOf } from '../services/exam-memos.ts';
import { idSchema } from '@seodang/sdk/common';
import { presenceMs } from '../services/time-in-room.ts';

/** The addresses an examinee used, in order: one entry each time it changes (the first is no change). */
function ipChanges(seen: { at: Date; ip: string | null }[]): TimelineEntry[] {
  const out: TimelineEntry[] = [];
  let last: string | null = null;
  for (const { at, ip } of [...seen].sort((a, b) => +new Date(a.at) - +new Date(b.at))) {
    if (!ip) continue;
    if (last !== null && ip !== last)
      out.push({ at: iso(at)!, kind: 'ipChange', ip, data: { previous: last } });
    last = ip;
  }
  return out;
}

/** A paste of at least this many characters counts as suspicious. */
export const pasteSuspicionChars = 30;

/** One examinee's report: the metrics of §3 "Exam report metrics" and one incident timeline. */
export function registerReportRoutes(env: RegisterEnv): void {
  registerReportSubmissionRoutes(env);
  env.route({
    method: 'GET',
    path: '/api/exam/:examIndex/report/:userId',
    summary:
      'Examinee report: metrics, scores, the first page of submissions (no answers), memo and one incident timeline',
    tags: ['exam', 'report'],
    access: 'user',
    params: examParams.extend({ userId: idSchema }),
    async handler({ params }, rc) {
      const { exam } = await requireReportOf(rc, params.examIndex, params.userId);
      const member = await rc
        .db('assessment_exam_members as m')
        .join('users as u', 'u.id', 'm.user_id')
        .where({ 'm.exam_id': exam.id, 'm.user_id': params.userId, 'm.role': 'student' })
        .first('m.*', 'u.name', 'u.email');
      if (!member) return { data: null };
      const [history, signals, examinees, scoreData, recordings, submissions, memos] = await Promise.all([
        rc
          .db('assessment_exam_history')
          .where({ exam_id: exam.id, user_id: params.userId })
          .orderBy('created_at')
          .select('type', 'ip', 'created_at'),
        rc
          .db('assessment_exam_signals')
          .where({ exam_id: exam.id, user_id: params.userId })
          .orderBy('at')
          .select('kind', 'quiz_id', 'data', 'ip', 'at'),
        rc
          .db('assessment_exam_members')
          .where({ exam_id: exam.id, role: 'student' })
          .select('entered_at_least_once'),
        scoreDataOf(rc, exam, params.userId).catch(() => null),
        recordingsOf(rc.db, exam.id, params.userId)
          .orderBy('r.id')
          .select('r.id', 'r.kind', 'r.state', 'r.started_at', 'r.ended_at', 'r.created_at', 'p.device'),
        reportSubmissionsOf(rc, exam, params.userId),
        reportMemosOf(rc.db, exam, params.userId),
      ]);
      const firstEnter = history.find((h) => h.type === 'EXAM_ENTER')?.created_at;
      const end =
        history.findLast((h) => h.type === 'EXAM_FINISHED')?.created_at ??
        history.findLast((h) => h.type === 'EXAM_LEAVE')?.created_at;
      const takenScore = scoreData?.totalScore ?? 0;
      const totalScore = exam.quizzes.reduce((s, q) => s + q.score, 0);
      const ips = new Set([...history.map((h) => h.ip), ...signals.map((s) => s.ip)].filter(Boolean));
      const timeline: TimelineEntry[] = [
        ...history.map((h) => ({ at: iso(h.created_at)!, kind: 'access', type: h.type, ip: h.ip })),
        ...signals
          .filter((s) => s.kind !== 'edit' && s.kind !== 'ip')
          .map((s) => ({ at: iso(s.at)!, kind: s.kind, quizId: s.quiz_id, data: s.data })),
        ...ipChanges([
          ...history.map((h) => ({ at: h.created_at, ip: h.ip })),
          ...signals.map((s) => ({ at: s.at, ip: s.ip })),
        ]),
        // Every submission, each with the exam points it earned; the report opens its review from here.
        ...submissions.map((s) => ({
          at: s.createdAt,
          kind: 'submission',
          quizId: s.quizId,
          data: {
            submissionIndex: s.index,
            number: s.number,
            outcome: s.outcome,
            score: s.examScore,
            maxScore: exam.quizzes.find((q) => q.quizId === s.quizId)?.score ?? 0,
          },
        })),
        // Audio plays along with the video of the same device: one entry per video stream.
        ...recordings
          .filter((r) => r.kind === 'video')
          .map((r) => ({
            at: iso(r.started_at ?? r.created_at)!,
            kind: 'recording',
            data: { recordingId: r.id, device: r.device, state: r.state, endedAt: iso(r.ended_at) },
          })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      // The examinee's own window: the exam's, plus any extra time this examinee was given.
      const windowStart = new Date(exam.start_at);
      const totalTestTime =
        new Date(exam.end_at).getTime() - windowStart.getTime() + Number(member.extra_time_ms);
      const windowEnd = new Date(windowStart.getTime() + totalTestTime);
      return {
        data: {
          user: { id: member.user_id, name: member.name, email: member.email },
          // Exam-wide figures, for comparison; the metrics below are this examinee's own.
          exam: {
            examineeCount: examinees.length,
            attendedCount: examinees.filter((e) => e.entered_at_least_once).length,
          },
          metrics: {
            // The share of the exam window this examinee spent in the exam room.
            attendanceRate:
              totalTestTime > 0
                ? Math.min(1, presenceMs(history, windowStart, windowEnd, new Date()) / totalTestTime)
                : 0,
            takenTime: firstEnter && end ? new Date(end).getTime() - new Date(firstEnter).getTime() : null,
            averageScore: exam.quizzes.length ? takenScore / exam.quizzes.length : 0,
            takenScore,
            totalScore,
            ipUsageCount: ips.size,
            quizInOutEvents: signals.filter((s) => ['focus', 'blur', 'visible', 'hidden'].includes(s.kind))
              .length,
            pasteSuspicion: signals.filter(
              (s) => s.kind === 'paste' && Number(s.data?.length ?? 0) >= pasteSuspicionChars,
            ).length,
            webcamMultiplePeople: signals.filter((s) => s.kind === 'faces' && Number(s.data?.count ?? 0) >= 2)
              .length,
            totalTestTime,
          },
          memos,
          scoreData,
          // The first page of the list; answers come one at a time (registerReportSubmissionRoutes).
          submissions: reportSubmissionsSummary(exam, submissions),
          writingHistory: signals
            .filter((s) => s.kind === 'edit')
            .map((s) => ({ at: iso(s.at), quizId: s.quiz_id, ...s.data })),
          timeline,
        },
      };
    },
  });
}
