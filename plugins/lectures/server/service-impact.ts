import type { Knex, RegisterEnv } from '@seodang/sdk';
import { serviceImpactPoint } from '@seodang/sdk';

/** What switching LECTURE off takes from a channel's members: its lectures and their learners. */
export function registerLectureServiceImpact(env: RegisterEnv): void {
  env.messages({
    ko: {
      'lectures.impact.lectures': '강의 {count}개',
      'lectures.impact.learners': '수강 중인 학습자 {count}명',
    },
    en: {
      'lectures.impact.lectures': '{count} lecture(s)',
      'lectures.impact.learners': '{count} learner(s) enrolled',
    },
    ja: {
      'lectures.impact.lectures': '講義 {count}件',
      'lectures.impact.learners': '受講中の学習者 {count}人',
    },
  });
  env.extensionPoint(serviceImpactPoint)?.register({
    service: 'LECTURE',
    async impact(db: Knex, channelId: number) {
      const [counts] = await db('lectures as l')
        // Learners in a lecture now; a waiting or invited enrolment loses nothing yet.
        .leftJoin('lecture_enrolments as e', (j) =>
          j.on('e.lecture_id', 'l.id').andOnVal('e.state', 'joined'),
        )
        .where('l.channel_id', channelId)
        .select(
          db.raw('count(DISTINCT l.id)::int AS lectures'),
          db.raw('count(DISTINCT e.user_id)::int AS learners'),
        );
      const lines = [];
      if (counts.lectures)
        lines.push({ key: 'lectures.impact.lectures', params: { count: counts.lectures } });
      if (counts.learners)
        lines.push({ key: 'lectures.impact.learners', params: { count: counts.learners } });
      return { lines };
    },
  });
}
