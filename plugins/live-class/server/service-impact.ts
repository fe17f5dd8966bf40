import type { Knex, RegisterEnv } from '@seodang/sdk';
import { serviceImpactPoint } from '@seodang/sdk';

/**
 * What switching LIVE off takes from a channel: its classes, chat and attendance stay, but no one
 * joins any more and a running class can no longer be reached (named, so the admin can wait for it).
 */
export function registerLiveServiceImpact(env: RegisterEnv): void {
  env.messages({
    ko: {
      'live-class.impact.upcoming': '예정된 실시간 수업 {count}개',
      'live-class.impact.live': '지금 진행 중인 실시간 수업 {count}개',
    },
    en: {
      'live-class.impact.upcoming': '{count} scheduled live class(es)',
      'live-class.impact.live': '{count} live class(es) running now',
    },
    ja: {
      'live-class.impact.upcoming': '予定されたライブ授業 {count}件',
      'live-class.impact.live': '現在進行中のライブ授業 {count}件',
    },
  });
  env.extensionPoint(serviceImpactPoint)?.register({
    service: 'LIVE',
    async impact(db: Knex, channelId: number) {
      const [counts] = await db('live_meetings')
        .where({ channel_id: channelId })
        .select(
          db.raw("count(*) FILTER (WHERE status = 'wait')::int AS upcoming"),
          db.raw("count(*) FILTER (WHERE status = 'live')::int AS live"),
        );
      const lines = [];
      if (counts.upcoming)
        lines.push({ key: 'live-class.impact.upcoming', params: { count: counts.upcoming } });
      if (counts.live) lines.push({ key: 'live-class.impact.live', params: { count: counts.live } });
      return { lines };
    },
  });
}
