import type { Knex, RegisterEnv } from '@seodang/sdk';
import { serviceImpactPoint } from '@seodang/sdk';

/**
 * What switching ASSESSMENT off takes from a channel's members: its assessments, the exams
 * still to come (those of the next 24 hours apart), and a running exam, which refuses the switch.
 */
export function registerAssessmentServiceImpact(env: RegisterEnv): void {
  env.messages({
    ko: {
      'assessment.impact.assessments': '평가 {count}개',
      'assessment.impact.upcomingExams': '예정된 시험 {count}개',
      'assessment.impact.examsWithinDay': '24시간 안에 시작하는 시험 {count}개',
      'assessment.impact.runningExams': '지금 진행 중인 시험 {count}개',
    },
    en: {
      'assessment.impact.assessments': '{count} assessment(s)',
      'assessment.impact.upcomingExams': '{count} upcoming exam(s)',
      'assessment.impact.examsWithinDay': '{count} exam(s) starting within 24 hours',
      'assessment.impact.runningExams': '{count} exam(s) running now',
    },
    ja: {
      'assessment.impact.assessments': '評価 {count}件',
      'assessment.impact.upcomingExams': '予定されている試験 {count}件',
      'assessment.impact.examsWithinDay': '24時間以内に始まる試験 {count}件',
      'assessment.impact.runningExams': '現在進行中の試験 {count}件',
    },
  });
  env.extensionPoint(serviceImpactPoint)?.register({
    service: 'ASSESSMENT',
    async impact(db: Knex, channelId: number) {
      const [counts] = await db('assessment_assessments as a')
        .leftJoin('assessment_exams as e', 'e.assessment_id', 'a.id')
        .where('a.channel_id', channelId)
        .select(
          db.raw('count(DISTINCT a.id)::int AS assessments'),
          db.raw('count(e.id) FILTER (WHERE e.start_at > now())::int AS upcoming'),
          db.raw(
            "count(e.id) FILTER (WHERE e.start_at > now() AND e.start_at <= now() + interval '1 day')::int AS within_day",
          ),
          db.raw('count(e.id) FILTER (WHERE e.start_at <= now() AND e.end_at > now())::int AS running'),
        );
      const lines = [];
      if (counts.assessments)
        lines.push({ key: 'assessment.impact.assessments', params: { count: counts.assessments } });
      if (counts.upcoming)
        lines.push({ key: 'assessment.impact.upcomingExams', params: { count: counts.upcoming } });
      if (counts.within_day)
        lines.push({ key: 'assessment.impact.examsWithinDay', params: { count: counts.within_day } });
      if (counts.running)
        lines.push({ key: 'assessment.impact.runningExams', params: { count: counts.running } });
      return { lines, inUse: counts.running > 0 };
    },
  });
}
